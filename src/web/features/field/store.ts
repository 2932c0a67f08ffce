import type { FieldChild } from '~/shared/schemas/field';

/**
 * What the /field app keeps on the phone (docs/field.md#on-the-phone), in plain IndexedDB:
 * the officer's children (read offline), the items captured and their state, and each
 * photo (already made smaller) until the server has it.
 */

export type QueueState = 'waiting' | 'sent' | 'refused';

export interface ReportFields {
  schoolLevel: string;
  attendance: number;
  healthCheckOn?: string;
  activities: string;
  note: string;
}

/** One item captured on the phone, under the id the phone made (a resend is the same item). */
export interface QueuedItem {
  id: string;
  kind: 'report' | 'letter';
  childId: string;
  childName: string;
  lang: 'rw' | 'en' | 'fr';
  capturedAt: string;
  report?: ReportFields;
  transcription?: string;
  /** The photos' upload ids (each one's bytes are in the `photos` store until sent). */
  uploads: string[];
  state: QueueState;
  /** The server's words about it (received; the clock was wrong; refused and why). */
  message?: string;
  sentAt?: string;
}

const DB_NAME = 'field-app';
type Store = 'children' | 'items' | 'photos';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      db.createObjectStore('children', { keyPath: '_id' });
      db.createObjectStore('items', { keyPath: 'id' });
      db.createObjectStore('photos');
    };
    req.onsuccess = () => {
      // Another tab deleting the database (a wipe) must not wait on this one.
      req.result.onversionchange = () => req.result.close();
      resolve(req.result);
    };
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
  return opening.catch((err: unknown) => {
    opening = null;
    throw err;
  });
}

const done = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });

async function run<T>(store: Store, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  const tx = db.transaction(store, mode);
  const result = await done(work(tx.objectStore(store)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB'));
  });
  return result;
}

/** The officer's children as last read online (replacing the list kept before). */
export async function keepChildren(list: FieldChild[]): Promise<void> {
  const db = await open();
  const tx = db.transaction('children', 'readwrite');
  const store = tx.objectStore('children');
  store.clear();
  for (const child of list) store.put(child);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB'));
  });
}

export const keptChildren = () =>
  run<FieldChild[]>('children', 'readonly', (s) => s.getAll() as IDBRequest<FieldChild[]>);
export const allItems = () => run<QueuedItem[]>('items', 'readonly', (s) => s.getAll() as IDBRequest<QueuedItem[]>);
export const putItem = (item: QueuedItem) => run('items', 'readwrite', (s) => s.put(item));
export const removeItem = (id: string) => run('items', 'readwrite', (s) => s.delete(id));
export const putPhoto = (uploadId: string, blob: Blob) => run('photos', 'readwrite', (s) => s.put(blob, uploadId));
export const photoOf = (uploadId: string) =>
  run<Blob | undefined>('photos', 'readonly', (s) => s.get(uploadId) as IDBRequest<Blob | undefined>);
export const removePhoto = (uploadId: string) => run('photos', 'readwrite', (s) => s.delete(uploadId));

/** A new item and its photos, saved together: either all of it is on the phone or none. */
export async function saveCaptured(item: QueuedItem, photos: Blob[]): Promise<void> {
  const db = await open();
  const tx = db.transaction(['items', 'photos'], 'readwrite');
  photos.forEach((blob, i) => tx.objectStore('photos').put(blob, item.uploads[i]));
  tx.objectStore('items').put(item);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB'));
  });
}

/** A lost phone (docs/field.md#a-lost-phone): the database goes, with everything in it. */
export async function deleteEverything(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
}

import { contractPath } from '~/shared/contract';
import { fieldContracts } from '~/shared/contracts/field';
import { fieldPhoneContracts } from '~/shared/contracts/field-phone';
import { FIELD_UPLOAD_PART_BYTES } from './limits';
import { pageLanguage } from '~/web/i18n';
import { type QueuedItem, allItems, photoOf, putItem, removePhoto } from './store';

/**
 * Sends what waits on the phone (docs/field.md#on-the-phone): each photo in parts that
 * resume where the server says it stopped, then the item under the id the phone made, so
 * a resend after a dropped connection is the same item. A refusal (a child not in the
 * officer's centres, a child who left, not an image) stays on the phone with the server's
 * words; a lost connection leaves the rest waiting for the next one.
 */
export type SyncOutcome = 'done' | 'offline' | 'signed-out' | 'wiped';

class Stop extends Error {
  constructor(readonly outcome: Exclude<SyncOutcome, 'done'>) {
    super(outcome);
  }
}

/** An answer the server may give again later (busy, failing): the item waits. */
class Later extends Error {}

/** A request that hangs on a weak signal is given up after this long: the item waits for the next run. */
const REQUEST_TIMEOUT_MS = 30_000;

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(path, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...init,
      headers: { accept: 'application/json', 'accept-language': pageLanguage(), ...init.headers },
    });
  } catch {
    throw new Stop('offline');
  }
}

const messageIn = async (res: Response): Promise<string> => {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : `HTTP ${res.status}`;
};

/** Whether the phone must clear what it keeps: staff ended this session for a lost phone. */
export async function sessionState(): Promise<{ signedIn: boolean; wipe: boolean } | null> {
  try {
    const res = await send(contractPath(fieldPhoneContracts.session));
    if (!res.ok) return null;
    return ((await res.json()) as { data: { signedIn: boolean; wipe: boolean } }).data;
  } catch {
    return null;
  }
}

/** Reads an answer's status: 401 stops everything (signed out, or wiped); 5xx and 429 leave the item waiting. */
async function checked(res: Response): Promise<Response> {
  if (res.status === 401) throw new Stop((await sessionState())?.wipe ? 'wiped' : 'signed-out');
  if (res.status >= 500 || res.status === 429) throw new Later();
  return res;
}

/** One photo, in parts from where the server has it: null once complete, else the server's refusal. */
async function uploadPhoto(uploadId: string, blob: Blob): Promise<string | null> {
  const path = contractPath(fieldContracts.uploadChunk, { uploadId });
  const known = await checked(await send(path));
  let offset = 0;
  if (known.ok) {
    const { data } = (await known.json()) as { data: { status: string; received: number } };
    if (data.status === 'complete') return null;
    offset = data.received;
  }
  for (let turns = 0; turns < 2 * Math.ceil(blob.size / FIELD_UPLOAD_PART_BYTES) + 4; turns++) {
    const end = Math.min(blob.size, offset + FIELD_UPLOAD_PART_BYTES);
    const res = await checked(
      await send(path, {
        method: 'PUT',
        body: blob.slice(offset, end),
        headers: {
          'content-type': 'application/octet-stream',
          'content-range': `bytes ${offset}-${end - 1}/${blob.size}`,
        },
      }),
    );
    const resume = res.headers.get('upload-offset');
    if (res.status === 409 && resume !== null) {
      offset = Number(resume);
      continue;
    }
    if (!res.ok) return messageIn(res);
    const { data } = (await res.json()) as { data: { status: string; received: number } };
    if (data.status === 'complete') return null;
    offset = data.received;
  }
  return `HTTP 409`;
}

function bodyOf(item: QueuedItem) {
  const base = { kind: item.kind, childId: item.childId, lang: item.lang, capturedAt: item.capturedAt };
  return item.kind === 'report'
    ? { ...base, report: item.report, photos: item.uploads }
    : { ...base, transcription: item.transcription ?? '', pages: item.uploads };
}

async function sendItem(item: QueuedItem): Promise<void> {
  for (const uploadId of item.uploads) {
    const blob = await photoOf(uploadId);
    const refusal = blob ? await uploadPhoto(uploadId, blob) : null;
    if (refusal) {
      await putItem({ ...item, state: 'refused', message: refusal });
      return;
    }
  }
  const res = await checked(
    await send(contractPath(fieldContracts.putItem, { clientId: item.id }), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodyOf(item)),
    }),
  );
  const message = await messageIn(res);
  if (!res.ok) {
    await putItem({ ...item, state: 'refused', message });
    return;
  }
  await putItem({ ...item, state: 'sent', message, sentAt: new Date().toISOString() });
  for (const uploadId of item.uploads) await removePhoto(uploadId);
}

let running: Promise<SyncOutcome> | null = null;

/** Sends every waiting item, oldest first; one run at a time. */
export function sendWaiting(onProgress: () => void): Promise<SyncOutcome> {
  running ??= (async () => {
    try {
      const waiting = (await allItems())
        .filter((i) => i.state === 'waiting')
        .sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
      for (const item of waiting) {
        try {
          await sendItem(item);
        } catch (err) {
          if (!(err instanceof Later)) throw err;
        }
        onProgress();
      }
      return 'done' as const;
    } catch (err) {
      if (err instanceof Stop) return err.outcome;
      throw err;
    } finally {
      running = null;
    }
  })();
  return running;
}

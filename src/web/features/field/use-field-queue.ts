import { useCallback, useEffect, useRef, useState } from 'react';
import { browserCallTo } from '~/web/api/client';
import { fieldContracts } from '~/shared/contracts/field';
import type { FieldChild } from '~/shared/schemas/field';
import { installShell, wipePhone } from './offline-shell';
import { type QueuedItem, allItems, keepChildren, keptChildren, removeItem, removePhoto } from './store';
import { sendWaiting, sessionState } from './sync';

export type SessionState = 'ok' | 'signed-out' | 'wiped';

const byName = (a: FieldChild, b: FieldChild) => a.preferredName.localeCompare(b.preferredName);

/**
 * The app's state on the phone (docs/field.md#on-the-phone): the children (from the
 * server when online, else as kept), what waits and what was sent, the connection, and
 * sending whenever a connection comes (at start, on `online`, every 30 s while items wait).
 * `queue` is null until the page has JavaScript and its IndexedDB.
 */
export function useFieldQueue(initial: FieldChild[]) {
  const [children, setChildren] = useState(initial);
  const [queue, setQueue] = useState<QueuedItem[] | null>(null);
  const [online, setOnline] = useState(true);
  const [sending, setSending] = useState(false);
  const [session, setSession] = useState<SessionState>('ok');
  const stopped = useRef(false);

  const refresh = useCallback(async () => setQueue(await allItems().catch(() => [])), []);

  const wiped = useCallback(async () => {
    stopped.current = true;
    await wipePhone();
    setSession('wiped');
    setQueue([]);
    setChildren([]);
  }, []);

  const sync = useCallback(async () => {
    if (stopped.current || !navigator.onLine) return;
    setSending(true);
    const outcome = await sendWaiting(() => void refresh()).catch(() => 'offline' as const);
    setSending(false);
    if (outcome === 'wiped') return wiped();
    if (outcome === 'signed-out') setSession('signed-out');
    await refresh();
  }, [refresh, wiped]);

  useEffect(() => {
    setOnline(navigator.onLine);
    const start = async () => {
      const fresh = navigator.onLine ? await browserCallTo(fieldContracts.children).catch(() => null) : null;
      if (fresh?.status === 200) {
        setChildren([...fresh.body.data].sort(byName));
        await keepChildren(fresh.body.data).catch(() => null);
      } else {
        if (fresh?.status === 401) {
          const state = await sessionState();
          if (state?.wipe) return wiped();
          setSession('signed-out');
        }
        const kept = await keptChildren().catch(() => []);
        if (kept.length) setChildren(kept.sort(byName));
      }
      await refresh();
      const photos = (fresh?.status === 200 ? fresh.body.data : []).flatMap((c) => (c.photo ? [c.photo] : []));
      void installShell(photos);
      await sync();
    };
    void start();
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = setInterval(() => void sync(), 30_000);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      clearInterval(timer);
    };
  }, [refresh, sync, wiped]);

  const remove = useCallback(
    async (id: string) => {
      const item = (await allItems()).find((i) => i.id === id);
      for (const uploadId of item?.uploads ?? []) await removePhoto(uploadId);
      await removeItem(id);
      await refresh();
    },
    [refresh],
  );

  const saved = useCallback(async () => {
    await refresh();
    void sync();
  }, [refresh, sync]);

  return { children, queue, online, sending, session, sync, remove, saved };
}

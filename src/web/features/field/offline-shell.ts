import { deleteEverything } from './store';

/**
 * The app's shell on the phone (docs/field.md#on-the-phone): the service worker that
 * opens /field with no connection, and the files it needs, cached once the page has
 * loaded (the page, its scripts and styles, the children's photos).
 */
const CACHE = 'field-app-v1';
const WORKER = '/field-sw.js';
const SCOPE = '/field';

const sameOrigin = (href: string) => {
  try {
    return new URL(href, location.href).origin === location.origin;
  } catch {
    return false;
  }
};

/** Registers the worker and caches what the page loaded; nothing when the browser has neither. */
export async function installShell(photos: string[]): Promise<void> {
  if ('serviceWorker' in navigator) await navigator.serviceWorker.register(WORKER, { scope: SCOPE }).catch(() => null);
  if (!('caches' in window)) return;
  const files = [
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src),
    ...Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"], link[rel="icon"]'),
      (l) => l.href,
    ),
    ...performance
      .getEntriesByType('resource')
      .filter((e) => ['script', 'link', 'css', 'img'].includes((e as PerformanceResourceTiming).initiatorType))
      .map((e) => e.name),
    ...photos,
  ].filter(sameOrigin);
  const cache = await caches.open(CACHE);
  await Promise.all([SCOPE, ...new Set(files)].map((url) => cache.add(url).catch(() => null)));
  // The page can now open with no connection (what a test waits for).
  document.documentElement.dataset.fieldShell = 'ready';
}

/** A lost phone: the app's database, its caches and its worker go (staff ended the session). */
export async function wipePhone(): Promise<void> {
  await deleteEverything();
  if ('caches' in window) for (const name of await caches.keys()) await caches.delete(name);
  if ('serviceWorker' in navigator)
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
}

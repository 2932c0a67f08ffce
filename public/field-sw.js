/* global self, caches, fetch, URL, Response, setTimeout */
/*
 * The /field app's service worker (docs/field.md#on-the-phone). Its scope is /field:
 * no public page goes through it. The page opens from the network when there is one
 * (a slow one: 8 seconds), else as last kept; scripts, styles and photos come from the
 * cache the page filled (src/web/features/field/offline-shell.ts), else the network.
 * The app's calls to the API always go to the network: what waits is in IndexedDB.
 */
const CACHE = 'field-app-v1';
const PAGE = '/field';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const slow = (ms) => new Promise((_, reject) => setTimeout(() => reject(new Error('slow')), ms));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      Promise.race([fetch(request), slow(8000)]).then(
        (response) => {
          if (response.status === 200 && url.pathname === PAGE && !url.search) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(PAGE, copy)));
          }
          return response;
        },
        () => caches.match(PAGE, { cacheName: CACHE }).then((kept) => kept || Response.error()),
      ),
    );
    return;
  }
  const image = url.pathname.startsWith('/api/images/') || url.pathname.startsWith('/api/child-news/images/');
  if (url.pathname.startsWith('/api/') && !image) return;
  event.respondWith(
    caches.match(request, { cacheName: CACHE }).then(
      (kept) =>
        kept ||
        fetch(request).then((response) => {
          if (response.ok && response.type === 'basic') {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
          }
          return response;
        }),
    ),
  );
});

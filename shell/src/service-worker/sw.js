// The site's service worker (decision 361), plain JavaScript with no library. The shell's build
// (shared-kit/build/service-worker-plugin.cjs) writes it to /sw.js with PRECACHE (the shell's boot
// files) and VERSION (a hash of them and of this file) defined above this line; the site serves it
// `no-cache`, so a new shell build is a new worker, installed in the background.
//
// - The shell's boot files: precached on install (from the HTTP cache when the page just loaded them).
// - Files whose URL names their bytes — the shell's hashed files, a remote's shared store and
//   version folders (decision 360), the quiz's pictures (?v=hash): cache-first, cached on use.
// - Pages (navigations): network first; offline, the page as last seen, else a short bilingual note.
// - Everything else, the whole API among it (accounts, saved jobs, leads, /api/v1/me…), is never
//   touched: no respondWith, so the browser asks the network as if there were no worker.
/* global PRECACHE, VERSION */
const SHELL_CACHE = `career-shell-${VERSION}`;
const FILES_CACHE = 'career-files-1';
const PAGES_CACHE = 'career-pages-1';

/** Same-origin files that never change under their URL. */
const IMMUTABLE = [
  /^\/[\w.-]+\.[0-9a-f]{8}\.(js|css)$/, // the shell's content-hashed files
  /^\/remotes\/[\w-]+\/assets\/[^/]+$/, // a remote's shared store
  /^\/remotes\/[\w-]+\/[0-9a-f]{12}\/remoteEntry\.js$/, // a remote's entry, in its version folder
];
/** The quiz's activity pictures (public, `immutable`, their hash in ?v=), under whatever API base. */
const PICTURES = /\/assets\/activities\/[\w.-]+\.(svg|png|webp|jpg)$/;

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline · Laluan Kerjaya</title></head><body style="font-family:system-ui,sans-serif;margin:2rem;line-height:1.5;max-width:36rem">
<h1>You are offline</h1><p>This page has not been opened on this device yet. Connect to the internet and try again.</p>
<h2 lang="ms">Anda di luar talian</h2><p lang="ms">Halaman ini belum pernah dibuka pada peranti ini. Sambung ke internet dan cuba lagi.</p>
</body></html>`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('career-shell-') && key !== SHELL_CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request) {
  const hit = await caches.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(FILES_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    const control = response.headers.get('Cache-Control') ?? '';
    if (response.ok && response.type === 'basic' && !/no-store|private/.test(control)) {
      const copy = response.clone();
      caches.open(PAGES_CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch {
    const cache = await caches.open(PAGES_CACHE);
    const hit = (await cache.match(request)) ?? (await cache.match(request, { ignoreSearch: true }));
    if (hit) return hit;
    return new Response(OFFLINE_PAGE, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
}

/**
 * A page asks to keep a remote version's stylesheets (a quiz under way, decision 361): a CSS chunk
 * can first be asked for on a screen reached offline, and a missing one fails the screen. The
 * version's assets.json (decision 360) lists them; they are small and cached once per version.
 */
async function keepStyles(base) {
  const url = new URL(base, self.location.origin);
  if (url.origin !== self.location.origin || !/^\/remotes\/[\w-]+\/[0-9a-f]{12}\/$/.test(url.pathname)) return;
  const list = await (await fetch(new URL('assets.json', url))).json();
  const cache = await caches.open(FILES_CACHE);
  for (const name of list.files.filter((f) => f.endsWith('.css'))) {
    const file = new URL(list.store + name, url);
    if (!(await caches.match(file.href, { ignoreVary: true }))) await cache.add(file.href);
  }
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'keep-styles' && typeof event.data.base === 'string') {
    event.waitUntil(keepStyles(event.data.base).catch(() => undefined));
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
    return;
  }
  if (IMMUTABLE.some((re) => re.test(url.pathname)) || (PICTURES.test(url.pathname) && url.searchParams.has('v'))) {
    event.respondWith(cacheFirst(request));
  }
});

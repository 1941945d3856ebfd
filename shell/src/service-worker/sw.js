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
// - What it keeps is trimmed: a remote's files of versions older than the two newest it has seen, and
//   pages beyond the PAGES_KEPT most recently seen (decision 349).
/* global PRECACHE, VERSION */
const SHELL_CACHE = `career-shell-${VERSION}`;
const FILES_CACHE = 'career-files-1';
const PAGES_CACHE = 'career-pages-1';

/** Pages kept for offline reading: the most recently seen (a cheap phone's storage is small). */
const PAGES_KEPT = 40;
/** A remote's entry in its version folder: a version not seen before means a deploy. */
const REMOTE_ENTRY = /^\/remotes\/([\w-]+)\/[0-9a-f]{12}\/remoteEntry\.js$/;

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

/**
 * A remote's version not seen before (decision 349): keep the files its assets.json lists and those of
 * the version seen before it (a tab opened earlier may still run on that one, offline in a quiz);
 * drop that remote's other files. Versions are told apart by their entry's place in the cache, which
 * keeps the order entries were put in. A file dropped and asked for again is fetched again.
 */
async function trimRemote(name) {
  const cache = await caches.open(FILES_CACHE);
  const requests = await cache.keys();
  const entries = requests
    .map((request) => new URL(request.url))
    .filter((url) => REMOTE_ENTRY.exec(url.pathname)?.[1] === name)
    .slice(-2);
  const keep = new Set(entries.map((url) => url.pathname));
  for (const entry of entries) {
    const response = await fetch(new URL('assets.json', entry));
    if (!response.ok) return; // not known: keep everything rather than guess
    const list = await response.json();
    for (const file of list.files) keep.add(new URL(list.store + file, entry).pathname);
  }
  for (const request of requests) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(`/remotes/${name}/`) && !keep.has(pathname)) await cache.delete(request);
  }
}

async function cacheFirst(request, waitUntil) {
  const hit = await caches.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    const remote = REMOTE_ENTRY.exec(new URL(request.url).pathname)?.[1];
    waitUntil(
      caches
        .open(FILES_CACHE)
        .then((cache) => cache.put(request, copy))
        .then(() => (remote ? trimRemote(remote) : undefined))
        .catch(() => undefined),
    );
  }
  return response;
}

/** A page seen again moves to the end; the oldest beyond PAGES_KEPT are dropped (decision 349). */
async function keepPage(request, response) {
  const cache = await caches.open(PAGES_CACHE);
  await cache.delete(request);
  await cache.put(request, response);
  const requests = await cache.keys();
  for (const old of requests.slice(0, Math.max(0, requests.length - PAGES_KEPT))) await cache.delete(old);
}

async function networkFirst(request, waitUntil) {
  try {
    const response = await fetch(request);
    const control = response.headers.get('Cache-Control') ?? '';
    if (response.ok && response.type === 'basic' && !/no-store|private/.test(control)) {
      waitUntil(keepPage(request, response.clone()).catch(() => undefined));
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
  const waitUntil = (promise) => event.waitUntil(promise);
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, waitUntil));
    return;
  }
  if (IMMUTABLE.some((re) => re.test(url.pathname)) || (PICTURES.test(url.pathname) && url.searchParams.has('v'))) {
    event.respondWith(cacheFirst(request, waitUntil));
  }
});

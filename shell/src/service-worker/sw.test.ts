import fs from 'node:fs';
import path from 'node:path';

// The worker as the shell's build writes it (service-worker-plugin.cjs), run against an in-memory
// Cache Storage that keeps the order entries were put in, as browsers do.
const template = fs.readFileSync(path.join(__dirname, 'sw.js'), 'utf8');
const ORIGIN = 'https://site.test';

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: Request | string) {
    return this.entries.get(typeof request === 'string' ? request : request.url)?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(typeof request === 'string' ? request : request.url, response);
  }
  async add(url: string) {
    this.entries.set(url, new Response('x'));
  }
  async delete(request: Request | string) {
    return this.entries.delete(typeof request === 'string' ? request : request.url);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

function worker(files: Record<string, unknown>) {
  const stores = new Map<string, FakeCache>();
  const caches = {
    open: async (name: string) => stores.get(name) ?? stores.set(name, new FakeCache()).get(name)!,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: Request | string, _options?: unknown) => {
      for (const store of stores.values()) {
        const hit = await store.match(request);
        if (hit) return hit;
      }
      return undefined;
    },
  };
  const fetched: string[] = [];
  const fetch = async (input: Request | URL | string) => {
    const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
    fetched.push(url.pathname);
    const body = files[url.pathname];
    if (body === undefined) return new Response('not found', { status: 404 });
    const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', `const PRECACHE = []; const VERSION = 't';\n${template}`)(
    self,
    caches,
    fetch,
  );

  /** One request through the worker's fetch handler, with every promise it extends its life with. */
  async function request(pathname: string, mode: RequestMode = 'no-cors') {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    const request = new Request(ORIGIN + pathname);
    Object.defineProperty(request, 'mode', { value: mode });
    listeners.fetch!({
      request,
      respondWith: (r: Promise<Response>) => (answer = r),
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    const response = await answer;
    // waitUntil may be called while the answer settles: wait until no new promise appears.
    for (let seen = -1; seen !== pending.length;) {
      seen = pending.length;
      await Promise.all(pending);
    }
    return response;
  }
  const cached = async (name: string) =>
    (await (await caches.open(name)).keys()).map((r: Request) => new URL(r.url).pathname);
  return { request, cached, fetched };
}

const assetsOf = (...files: string[]) => ({ store: '../assets/', files });

describe('the service worker keeps what is live (decision 349)', () => {
  it("drops a remote's files of versions older than the two newest it has seen, never another remote's", async () => {
    const files: Record<string, unknown> = {
      '/remotes/mfe-jobs/aaaaaaaaaaaa/remoteEntry.js': 'v1',
      '/remotes/mfe-jobs/aaaaaaaaaaaa/assets.json': assetsOf('1.old.js', 'kept.js'),
      '/remotes/mfe-jobs/bbbbbbbbbbbb/remoteEntry.js': 'v2',
      '/remotes/mfe-jobs/bbbbbbbbbbbb/assets.json': assetsOf('2.mid.js', 'kept.js'),
      '/remotes/mfe-jobs/cccccccccccc/remoteEntry.js': 'v3',
      '/remotes/mfe-jobs/cccccccccccc/assets.json': assetsOf('3.new.js', 'kept.js'),
      '/remotes/mfe-jobs/assets/1.old.js': '1',
      '/remotes/mfe-jobs/assets/2.mid.js': '2',
      '/remotes/mfe-jobs/assets/3.new.js': '3',
      '/remotes/mfe-jobs/assets/kept.js': 'k',
      '/remotes/mfe-quiz/dddddddddddd/remoteEntry.js': 'q',
      '/remotes/mfe-quiz/assets/quiz.js': 'q',
    };
    const sw = worker(files);
    for (const file of [
      '/remotes/mfe-quiz/dddddddddddd/remoteEntry.js',
      '/remotes/mfe-quiz/assets/quiz.js',
      '/remotes/mfe-jobs/aaaaaaaaaaaa/remoteEntry.js',
      '/remotes/mfe-jobs/assets/1.old.js',
      '/remotes/mfe-jobs/assets/kept.js',
      '/remotes/mfe-jobs/bbbbbbbbbbbb/remoteEntry.js',
      '/remotes/mfe-jobs/assets/2.mid.js',
    ]) {
      expect((await sw.request(file))?.status).toBe(200);
    }
    // Two versions seen: both kept, and a cached file is answered from the cache.
    expect(await sw.cached('career-files-1')).toContain('/remotes/mfe-jobs/assets/1.old.js');
    sw.fetched.length = 0;
    expect(await (await sw.request('/remotes/mfe-jobs/assets/kept.js'))?.text()).toBe('k');
    expect(sw.fetched).toEqual([]);

    // A third version: the oldest one's own files go; what the newer two share stays; the quiz is untouched.
    await sw.request('/remotes/mfe-jobs/cccccccccccc/remoteEntry.js');
    await sw.request('/remotes/mfe-jobs/assets/3.new.js');
    expect((await sw.cached('career-files-1')).sort()).toEqual(
      [
        '/remotes/mfe-jobs/assets/2.mid.js',
        '/remotes/mfe-jobs/assets/3.new.js',
        '/remotes/mfe-jobs/assets/kept.js',
        '/remotes/mfe-jobs/bbbbbbbbbbbb/remoteEntry.js',
        '/remotes/mfe-jobs/cccccccccccc/remoteEntry.js',
        '/remotes/mfe-quiz/assets/quiz.js',
        '/remotes/mfe-quiz/dddddddddddd/remoteEntry.js',
      ].sort(),
    );
  });

  it("keeps everything when a version's file list cannot be read", async () => {
    const sw = worker({
      '/remotes/mfe-jobs/aaaaaaaaaaaa/remoteEntry.js': 'v1',
      '/remotes/mfe-jobs/assets/1.old.js': '1',
      '/remotes/mfe-jobs/bbbbbbbbbbbb/remoteEntry.js': 'v2',
      '/remotes/mfe-jobs/cccccccccccc/remoteEntry.js': 'v3',
    });
    for (const file of [
      '/remotes/mfe-jobs/aaaaaaaaaaaa/remoteEntry.js',
      '/remotes/mfe-jobs/assets/1.old.js',
      '/remotes/mfe-jobs/bbbbbbbbbbbb/remoteEntry.js',
      '/remotes/mfe-jobs/cccccccccccc/remoteEntry.js',
    ])
      await sw.request(file);
    expect(await sw.cached('career-files-1')).toHaveLength(4);
  });

  it('keeps the 40 pages seen most recently, a page seen again counting as new', async () => {
    const files = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`/en/p${i}`, `<p>${i}</p>`]));
    const sw = worker(files);
    await sw.request('/en/p0', 'navigate');
    for (let i = 1; i < 45; i += 1) {
      await sw.request(`/en/p${i}`, 'navigate');
      if (i === 10) await sw.request('/en/p0', 'navigate'); // read again: kept
    }
    const pages = await sw.cached('career-pages-1');
    expect(pages).toHaveLength(40);
    expect(pages).toContain('/en/p0');
    expect(pages).not.toContain('/en/p1');
    expect(pages).toContain('/en/p44');
  });

  it('never keeps an API answer', async () => {
    const sw = worker({ '/api/v1/me': { name: 'Aina' } });
    await sw.request('/api/v1/me');
    expect(await sw.cached('career-files-1')).toEqual([]);
    expect(await sw.cached('career-pages-1')).toEqual([]);
  });
});

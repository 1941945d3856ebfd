import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { EachPathOnce } from './each-path-once.js';

// The benchmark's "new term" claim checked against a server that counts what it receives: every
// path arrives once, over several connections and two runs in a row (issue 26 item 8; the old
// `requests: paths.map(...)` list sent each path once per connection).
describe('EachPathOnce', () => {
  let server: Server;
  let base: string;
  const seen = new Map<string, number>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.set(req.url!, (seen.get(req.url!) ?? 0) + 1);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const run = (requests: autocannon.Request[], amount: number) =>
    autocannon({ url: base, connections: 10, amount, requests });

  test('ten connections, two runs: no path reaches the server twice', async () => {
    const paths = Array.from({ length: 5000 }, (_, i) => `/term/${i}`);
    const once = new EachPathOnce(paths);
    const first = await run(once.requests(), 600);
    const second = await run(once.requests(), 600);

    const received = [...seen.values()].reduce((a, b) => a + b, 0);
    expect(first.requests.sent + second.requests.sent).toBe(1200);
    expect(received).toBe(1200);
    expect(seen.size).toBe(1200);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(once.taken).toBeGreaterThanOrEqual(1200);
    expect(once.overflow).toBe(0);
  });

  test('a plain list repeats paths across connections (what the old benchmark did)', async () => {
    seen.clear();
    const paths = Array.from({ length: 5000 }, (_, i) => `/plain/${i}`);
    await run(
      paths.map((path) => ({ method: 'GET' as const, path })),
      600,
    );
    expect(seen.size).toBeLessThan(600);
  });

  test('a list that runs out is counted, not repeated', async () => {
    seen.clear();
    const once = new EachPathOnce(
      Array.from({ length: 50 }, (_, i) => `/short/${i}`),
      '/exhausted',
    );
    await run(once.requests(), 100);
    expect(once.overflow).toBeGreaterThan(0);
    expect([...seen.entries()].filter(([path]) => path.startsWith('/short/')).every(([, n]) => n === 1)).toBe(true);
    expect(seen.get('/exhausted')).toBeGreaterThan(0);
  });
});

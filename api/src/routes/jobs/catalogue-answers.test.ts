// Decision 395: the in-browser search index and the directory's answers are made and compressed
// once per catalogue version, with a strong ETag; the directory's first page is a prefix of the
// whole list with the whole counts. On both databases (DATABASE_URL, see test/helpers.ts).
import zlib from 'node:zlib';
import type { DirectoryGroup, JobListItem, SearchIndex } from '../../contract.js';
import { decodeSearchIndex } from '../../content/search.js';
import { FIXTURE_JOBS } from '../../test/fixture-content.js';
import { withFixtureApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
withFixtureApp((app) => (t = app));

const inject = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** Reloads the catalogue without its first job; refresh() puts it back. */
const retireFirstJob = () =>
  t.app.repos.catalogue.load(
    t.app.repos.catalogue
      .all()
      .slice(1)
      .map((j) => ({
        ...j.item,
        synonyms: [],
        synonyms_bm: [],
        holland_code: j.hollandCode,
        tvet: j.tvet,
        subjects: j.subjects,
      })),
  );

describe('GET /api/v1/search-index', () => {
  test('the job list in columns: decoded, it is the whole job list, field for field', async () => {
    const res = await inject('/api/v1/search-index');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const index = res.json() as SearchIndex;
    expect(index.v).toBe(1);
    expect(index.id).toHaveLength(FIXTURE_JOBS.length);
    const list = (await inject('/api/v1/job-list?lang=en')).json() as { data: JobListItem[] };
    expect(decodeSearchIndex(index)).toEqual(list.data);
    // Smaller than the list it replaces, with the same jobs in it.
    expect(res.body.length).toBeLessThan(JSON.stringify(list).length * 0.8);
  });

  test('a strong ETag per catalogue version; the browser that has it gets 304; a new catalogue a new one', async () => {
    const first = await inject('/api/v1/search-index');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"si-[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding');
    const again = await inject('/api/v1/search-index', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await inject('/api/v1/search-index', { 'if-none-match': '"si-old"' })).statusCode).toBe(200);

    retireFirstJob();
    try {
      const changed = await inject('/api/v1/search-index', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect((changed.json() as SearchIndex).id).toHaveLength(FIXTURE_JOBS.length - 1);
    } finally {
      await t.app.repos.catalogue.refresh();
    }
    expect((await inject('/api/v1/search-index')).headers.etag).toBe(etag);
  });

  test('brotli or gzip as the browser accepts, compressed once: the same bytes every time', async () => {
    const plain = (await inject('/api/v1/search-index')).body;
    const br1 = await inject('/api/v1/search-index', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br1.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br1.rawPayload).toString()).toBe(plain);
    const br2 = await inject('/api/v1/search-index', { 'accept-encoding': 'br' });
    expect(br2.rawPayload.equals(br1.rawPayload)).toBe(true);
    expect(br2.rawPayload.length).toBeLessThan(plain.length);

    const gz = await inject('/api/v1/search-index', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const none = await inject('/api/v1/search-index', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain);
  });
});

describe('GET /api/v1/directory with limit: the first page', () => {
  type Answer = { data: DirectoryGroup[] };
  const jobsOf = (a: Answer) => a.data.flatMap((g) => g.jobs.map((j) => j.slug));

  test('only the first `limit` jobs of the whole list, every industry with its whole counts', async () => {
    const whole = (await inject('/api/v1/directory?lang=ms')).json() as Answer;
    const first = (await inject('/api/v1/directory?lang=ms&limit=3')).json() as Answer;
    expect(jobsOf(first)).toEqual(jobsOf(whole).slice(0, 3));
    expect(first.data.map((g) => [g.id, g.count, g.tvet_count])).toEqual(
      whole.data.map((g) => [g.id, g.jobs.length, g.jobs.filter((j) => j.tvet).length]),
    );
    expect(first.data.reduce((n, g) => n + g.count, 0)).toBe(FIXTURE_JOBS.length);
    // Industries after the page's end are there (the filter lists them) with no jobs.
    expect(first.data.at(-1)!.jobs).toEqual([]);
    const all = (await inject(`/api/v1/directory?lang=ms&limit=${FIXTURE_JOBS.length + 5}`)).json() as Answer;
    expect(all).toEqual(whole);
  });

  test('a limit out of range is a 400', async () => {
    for (const limit of ['0', '-1', '1001', 'ten']) {
      expect((await inject(`/api/v1/directory?limit=${limit}`)).statusCode).toBe(400);
    }
  });

  test('each form has its own strong ETag, 304 when unchanged, a new one with a new catalogue', async () => {
    const whole = await inject('/api/v1/directory?lang=en', { 'accept-encoding': 'br' });
    const first = await inject('/api/v1/directory?lang=en&limit=3', { 'accept-encoding': 'br' });
    expect(whole.headers.etag).toMatch(/^"dir-en-[\w-]{22}"$/);
    expect(first.headers.etag).toMatch(/^"dir-en-3-[\w-]{22}"$/);
    expect(whole.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect((await inject('/api/v1/directory?lang=en&limit=3', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await inject('/api/v1/directory?lang=ms&limit=3', { 'if-none-match': etag })).statusCode).toBe(200);
    retireFirstJob();
    try {
      const changed = await inject('/api/v1/directory?lang=en&limit=3', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      const groups = (changed.json() as Answer).data;
      expect(groups.reduce((n, g) => n + g.count, 0)).toBe(FIXTURE_JOBS.length - 1);
    } finally {
      await t.app.repos.catalogue.refresh();
    }
  });
});

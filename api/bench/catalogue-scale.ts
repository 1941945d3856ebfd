import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { loadContent } from '../src/content/loader.js';
import type { Database } from '../src/db/types.js';
import { JobCatalogue } from '../src/repositories/job-catalogue.js';

/**
 * pnpm --filter api bench:catalogue
 *
 * What the whole job list (the directory's data and the in-browser search index) costs as the
 * catalogue grows (issue 26 item 7): the real 160 jobs, then 1,600 and 10,000 made from them (each
 * copy renamed with a number so names, slugs and search words stay distinct). Per size: the list's
 * JSON raw, brotli and gzip; the CPU one request cost when the answer was compressed per request
 * (brotli 5, what the site server did) and now (compressed once per catalogue version: a Map
 * lookup); the search index build and a search. Prints figures; asserts nothing.
 */
const SIZES = [160, 1_600, 10_000];
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);

const { content } = await loadContent();
const base = content.jobs.map((j, i) => ({
  id: i + 1,
  name: j.name,
  name_bm: j.name_bm,
  industry: j.industry,
  slug: j.slug,
  slug_bm: j.slug_bm,
  en_data_status: 'complete' as const,
  bm_data_status: 'complete' as const,
  synonyms: j.synonyms,
  synonyms_bm: j.synonyms_bm,
  holland_code: j.holland_code,
  tvet: j.tvet,
  subjects: j.subjects.map((s) => ({ code: s.code, weight: s.weight })),
}));

const made = (size: number) =>
  Array.from({ length: size }, (_, i) => {
    const j = base[i % base.length]!;
    const copy = Math.floor(i / base.length);
    const tag = copy ? ` ${copy + 1}` : '';
    return {
      ...j,
      id: i + 1,
      name: j.name + tag,
      name_bm: j.name_bm + tag,
      slug: j.slug + (copy ? `-${copy + 1}` : ''),
      slug_bm: j.slug_bm + (copy ? `-${copy + 1}` : ''),
    };
  });

const cpuMs = (fn: () => unknown) => {
  fn();
  const start = performance.now();
  for (let i = 0; i < REPEAT; i++) fn();
  return (performance.now() - start) / REPEAT;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const br = (b: Buffer, quality: number) =>
  zlib.brotliCompressSync(b, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length },
  });

const rows: Record<string, Record<string, string>> = {};
for (const size of SIZES) {
  const catalogue = new JobCatalogue(null as unknown as Kysely<Database>);
  const jobs = made(size);
  const buildMs = cpuMs(() => catalogue.load(jobs));
  const { json } = catalogue.listAnswer('en');
  const body = Buffer.from(json);
  const kept = new Map([['"etag"\u0000br', br(body, 9)]]);
  rows[`${size} jobs`] = {
    'list JSON raw': kb(body.length),
    'brotli 5 (per request before)': kb(br(body, 5).length),
    'brotli 9 (kept once)': kb(kept.get('"etag"\u0000br')!.length),
    'gzip 9 (kept once)': kb(zlib.gzipSync(body, { level: 9 }).length),
    'CPU/request before: brotli 5': `${cpuMs(() => br(body, 5)).toFixed(2)} ms`,
    'CPU/request now: kept bytes': `${cpuMs(() => kept.get('"etag"\u0000br')).toFixed(4)} ms`,
    'list JSON made (once per version)': `${cpuMs(() => JSON.stringify({ data: catalogue.list('en') })).toFixed(2)} ms`,
    'catalogue + index build': `${buildMs.toFixed(1)} ms`,
    'search "enginer" (no cache)': `${cpuMs(() => catalogue['index'].search('enginer', 'en')).toFixed(3)} ms`,
  };
}
console.log(
  `Job list and search index by catalogue size (${REPEAT} repeats each, this machine, Node ${process.version})`,
);
// One row per figure, one column per size: readable in a terminal.
const figures = Object.keys(Object.values(rows)[0]!);
console.table(
  Object.fromEntries(
    figures.map((f) => [f, Object.fromEntries(SIZES.map((n) => [`${n} jobs`, rows[`${n} jobs`]![f]]))]),
  ),
);
console.log(
  'Made jobs are the real ones renamed with a number, so they compress better than 10,000 different jobs would.',
);

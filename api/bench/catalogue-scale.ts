import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { loadContent } from '../src/content/loader.js';
import { decodeSearchIndex, JobSearchIndex, searchableFromListItem } from '../src/content/search.js';
import { brotliQuality } from '../src/http/precompressed.js';
import { repoRoot } from '../src/paths.js';
import type { Database } from '../src/db/types.js';
import { JobCatalogue } from '../src/repositories/job-catalogue.js';

/**
 * pnpm --filter api bench:catalogue
 *
 * What the directory page's first data and the in-browser search index cost as the catalogue grows
 * (issue 26 item 7), before and after decision 395, in the same run: the real 160 jobs, then 1,600
 * and 10,000 made from them (each copy renamed with a number so names, slugs and search words stay
 * distinct). Per size:
 * - the directory page's HTML: the built shell's index.html (shell/dist, when built; else 0) plus
 *   the first data the server embeds — before the whole directory, after its first page — raw and
 *   brotli 5 (the site compresses each page per request at 5), and that compression's CPU;
 * - the search index: before the whole job list (GET job-list), after the compact GET search-index,
 *   raw, brotli (before 9, kept by the site's hook since decision 341; after 11, or 9 over 1 MB,
 *   made once by the API) and gzip 9, the one-time compression CPU and the CPU a request costs now (kept bytes);
 * - in the browser (Node here, 1× CPU): JSON.parse (+ decode) + the index build.
 * Reads the checkout, writes nothing. Prints figures; asserts nothing.
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

const shellFile = path.join(repoRoot, 'shell', 'dist', 'index.html');
const shellHtml = fs.existsSync(shellFile) ? fs.readFileSync(shellFile) : Buffer.alloc(0);
const industries = content.industries.map((i) => ({ id: i.id, name: i.name, name_bm: i.name_bm }));
/** The directory's first page since decision 395 (mfe-jobs DIRECTORY_FIRST_PAGE). */
const FIRST_PAGE = 40;
const gz = (b: Buffer) => zlib.gzipSync(b, { level: 9 });

const rows: Record<string, Record<string, string>> = {};
for (const size of SIZES) {
  const catalogue = new JobCatalogue(null as unknown as Kysely<Database>);
  const jobs = made(size);
  const buildMs = cpuMs(() => catalogue.load(jobs));
  // The directory page: the shell's HTML with the first data block in it.
  const page = (data: string) => Buffer.concat([shellHtml, Buffer.from(data)]);
  const htmlBefore = page(catalogue.directoryAnswer('en', industries).json);
  const htmlAfter = page(catalogue.directoryAnswer('en', industries, FIRST_PAGE).json);
  // The search index.
  const list = Buffer.from(catalogue.listAnswer('en').json);
  const compact = Buffer.from(catalogue.searchIndexAnswer().json);
  const listBr = br(list, 9);
  const compactBr = br(compact, brotliQuality(compact.length));
  const keptBefore = new Map([['"etag"\u0000br', listBr]]);
  const keptAfter = new Map([['"etag"\u0000br', compactBr]]);
  const listText = list.toString();
  const compactText = compact.toString();
  rows[`${size} jobs`] = {
    'directory HTML raw: before → after': `${kb(htmlBefore.length)} → ${kb(htmlAfter.length)}`,
    'directory HTML br 5 (first-paint bytes): before → after': `${kb(br(htmlBefore, 5).length)} → ${kb(br(htmlAfter, 5).length)}`,
    'directory HTML CPU/request (br 5): before → after': `${cpuMs(() => br(htmlBefore, 5)).toFixed(2)} → ${cpuMs(() => br(htmlAfter, 5)).toFixed(2)} ms`,
    'whole directory JSON (on demand) raw / br 11': `${kb(Buffer.byteLength(catalogue.directoryAnswer('en', industries).json))} / ${kb(br(Buffer.from(catalogue.directoryAnswer('en', industries).json), 11).length)}`,
    'search index raw: before → after': `${kb(list.length)} → ${kb(compact.length)}`,
    'search index br: before (9) → after (11, 9 over 1 MB)': `${kb(listBr.length)} → ${kb(compactBr.length)}`,
    'search index gzip 9: before → after': `${kb(gz(list).length)} → ${kb(gz(compact).length)}`,
    'search index br, once per version: before → after': `${cpuMs(() => br(list, 9)).toFixed(1)} → ${cpuMs(() => br(compact, brotliQuality(compact.length))).toFixed(1)} ms`,
    'search index CPU/request (kept bytes): before → after': `${cpuMs(() => keptBefore.get('"etag"\u0000br')).toFixed(4)} → ${cpuMs(() => keptAfter.get('"etag"\u0000br')).toFixed(4)} ms`,
    'browser: parse + index build: before → after': `${cpuMs(() => new JobSearchIndex((JSON.parse(listText) as { data: Parameters<typeof searchableFromListItem>[0][] }).data.map(searchableFromListItem))).toFixed(1)} → ${cpuMs(() => new JobSearchIndex(decodeSearchIndex(JSON.parse(compactText)).map(searchableFromListItem))).toFixed(1)} ms`,
    'catalogue + API index build': `${buildMs.toFixed(1)} ms`,
    'API search "enginer" (no cache)': `${cpuMs(() => catalogue['index'].search('enginer', 'en')).toFixed(3)} ms`,
  };
}
console.log(
  `Directory page and search index by catalogue size, before → after decision 395 (${REPEAT} repeats each, this machine, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
console.log(
  shellHtml.length
    ? `Directory HTML = the built shell's index.html (${kb(shellHtml.length)}) + the first data; the first view's markup (a few KB) is not in it.`
    : 'shell/dist/index.html is not built: the directory HTML figures are the first data alone.',
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

import { fork } from 'node:child_process';
import autocannon, { type Request, type Result } from 'autocannon';
import { EachPathOnce } from './lib/each-path-once.js';

/**
 * pnpm --filter api bench:search
 *
 * Job search against the same server's bare health route (docs quality bar: search ≥ 0.5× the
 * health req/s, p99 ≤ 5 ms on loopback). Both routes warmed, then measured alternately, three
 * rounds; medians reported. Prints figures, asserts nothing: the machine is shared and noisy.
 *
 * Env: BENCH_SECONDS (per measurement, default 5), BENCH_CONNECTIONS (default 10).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = 3;
const TERMS = [
  ['enginer', 'en'],
  ['doktur', 'ms'],
  ['jurutera awm', 'ms'],
  ['akauntan', 'ms'],
  ['programer', 'en'],
  ['nurs', 'en'],
  ['cikgu', 'ms'],
  ['polis', 'ms'],
] as const;

const server = fork(new URL('./serve.ts', import.meta.url), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const { port, jobs } = await new Promise<{ port: number; jobs: number }>((resolve, reject) => {
  server.once('message', (m) => resolve(m as { port: number; jobs: number }));
  server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});
const base = `http://127.0.0.1:${port}`;
const searchPaths = TERMS.map(
  ([term, lang]) => `/api/v1/job-list?search_term=${encodeURIComponent(term)}&lang=${lang}`,
);

/**
 * Search terms no request repeats: each is a real word of a job name or synonym with one letter
 * changed, dropped or added at a seeded random place (a typo a student makes), sometimes followed
 * by a second word. More terms than a run can send, so neither the result cache nor the per-word
 * cache helps: this set measures the search itself (quality bar "job search API on new terms").
 */
async function newTermPaths(count: number): Promise<string[]> {
  const response = await fetch(`${base}/api/v1/job-list`);
  const { data } = (await response.json()) as { data: { search_name: string; search_name_bm: string }[] };
  const words = [
    ...new Set(
      data.flatMap((j) => `${j.search_name}, ${j.search_name_bm}`.split(/[ ,]+/)).filter((w) => w.length >= 3),
    ),
  ];
  // mulberry32: a seeded generator whose arithmetic stays within 32 bits (exact in JS numbers).
  let seed = 42;
  const random = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const terms = new Set<string>();
  for (let tries = 0; terms.size < count && tries < count * 20; tries++) {
    const word = words[random(words.length)]!;
    const at = random(word.length);
    const letter = letters[random(26)]!;
    const kind = random(3);
    let term =
      kind === 0
        ? word.slice(0, at) + letter + word.slice(at + 1)
        : kind === 1
          ? word.slice(0, at) + word.slice(at + 1)
          : word.slice(0, at) + letter + word.slice(at);
    if (random(4) === 0) term += ` ${words[random(words.length)]!.slice(0, 3 + random(4))}`;
    terms.add(term);
  }
  return [...terms].map(
    (term, i) => `/api/v1/job-list?search_term=${encodeURIComponent(term)}&lang=${i % 2 ? 'ms' : 'en'}`,
  );
}

/** `paths` cycled (each connection walks the list: repeats are the point) or an EachPathOnce. */
function run(paths: string[] | EachPathOnce, duration: number): Promise<Result> {
  const requests: Request[] =
    paths instanceof EachPathOnce ? paths.requests() : paths.map((path) => ({ method: 'GET', path }));
  return autocannon({ url: base, connections, duration, requests });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const failed = (r: Result) => r.errors + r.timeouts + r.non2xx;

// Enough for every request of every run (warm-up included) to send a term never sent before. One
// cursor over them all, shared by every connection (lib/each-path-once.ts; its test counts what a
// server receives): autocannon's own `requests` list starts again on each connection.
const NEW_TERMS = 300_000;
const allNew = await newTermPaths(NEW_TERMS);
const newTerms = new EachPathOnce(allNew);
console.log(
  `Search benchmark: ${jobs} jobs, ${connections} connections, ${seconds}s per run, ${ROUNDS} rounds; ` +
    `${searchPaths.length} typical terms, ${allNew.length} new terms (each sent at most once)`,
);
// Warm all three (JIT, connection setup).
await run(['/health'], 2);
await run(searchPaths, 2);
await run(newTerms, 2);

const health: Result[] = [];
const search: Result[] = [];
const variedResults: Result[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  health.push(await run(['/health'], seconds));
  search.push(await run(searchPaths, seconds));
  const result = await run(newTerms, seconds);
  // Out of new terms: the run's last requests went elsewhere, so its figure is not the search's.
  if (newTerms.overflow > 0) {
    server.kill();
    throw new Error(`all ${allNew.length} new terms were sent: raise NEW_TERMS`);
  }
  variedResults.push(result);
  const line = (name: string, r: Result) => `${name} ${r.requests.average.toFixed(0)} req/s (p99 ${r.latency.p99} ms)`;
  console.log(
    `round ${round}: ${line('health', health.at(-1)!)}, ${line('search', search.at(-1)!)}, ${line('new-term search', variedResults.at(-1)!)}`,
  );
}

const healthRps = median(health.map((r) => r.requests.average));
const searchRps = median(search.map((r) => r.requests.average));
const searchP99 = median(search.map((r) => r.latency.p99));
const healthP99 = median(health.map((r) => r.latency.p99));
// Each round measures both routes back to back, so the per-round ratio cancels most of the
// machine's background noise; report the median of those.
const ratio = median(search.map((r, i) => r.requests.average / health[i]!.requests.average));
const variedRps = median(variedResults.map((r) => r.requests.average));
const variedP99 = median(variedResults.map((r) => r.latency.p99));
const errors = [...health, ...search, ...variedResults].reduce((n, r) => n + failed(r), 0);

console.log('');
console.table({
  'health req/s (median)': healthRps.toFixed(0),
  'search req/s (median)': searchRps.toFixed(0),
  'ratio search/health (median of rounds)': `${ratio.toFixed(2)} (target ≥ 0.50)`,
  'search p99 latency': `${searchP99} ms (target ≤ 5 ms)`,
  'health p99 latency': `${healthP99} ms`,
  'new-term search req/s (median)': `${variedRps.toFixed(0)} (ratio ${median(
    variedResults.map((r, i) => r.requests.average / health[i]!.requests.average),
  ).toFixed(2)}, target ≥ 0.50)`,
  'new-term search p99 latency': `${variedP99} ms`,
  'new terms sent (none twice)': `${newTerms.taken} of ${allNew.length}`,
  'errors / non-2xx': errors,
});

server.send('stop');
await new Promise((resolve) => server.once('exit', resolve));

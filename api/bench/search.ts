import { fork } from 'node:child_process';
import autocannon, { type Result } from 'autocannon';

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
 * Thousands of different partial and misspelled terms (more than the result cache holds), so
 * this set measures the search itself rather than its cache.
 */
async function variedPaths(): Promise<string[]> {
  const response = await fetch(`${base}/api/v1/job-list`);
  const { data } = (await response.json()) as { data: { name: string; name_bm: string }[] };
  const terms = new Set<string>();
  for (const job of data) {
    for (const name of [job.name.toLowerCase(), job.name_bm.toLowerCase()]) {
      for (let length = 3; length <= Math.min(name.length, 10); length++) terms.add(name.slice(0, length));
      for (let i = 1; i < Math.min(name.length - 1, 8); i++) terms.add(name.slice(0, i) + name.slice(i + 1)); // a dropped letter
    }
  }
  return [...terms].map(
    (term, i) => `/api/v1/job-list?search_term=${encodeURIComponent(term)}&lang=${i % 2 ? 'ms' : 'en'}`,
  );
}

function run(paths: string[], duration: number): Promise<Result> {
  return autocannon({
    url: base,
    connections,
    duration,
    // Cycle through the paths, one per request.
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const failed = (r: Result) => r.errors + r.timeouts + r.non2xx;

const varied = await variedPaths();
console.log(
  `Search benchmark: ${jobs} jobs, ${connections} connections, ${seconds}s per run, ${ROUNDS} rounds; ` +
    `${searchPaths.length} typical terms, ${varied.length} varied terms`,
);
// Warm all three (JIT, connection setup).
await run(['/health'], 2);
await run(searchPaths, 2);
await run(varied, 2);

const health: Result[] = [];
const search: Result[] = [];
const variedResults: Result[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  health.push(await run(['/health'], seconds));
  search.push(await run(searchPaths, seconds));
  variedResults.push(await run(varied, seconds));
  const line = (name: string, r: Result) => `${name} ${r.requests.average.toFixed(0)} req/s (p99 ${r.latency.p99} ms)`;
  console.log(
    `round ${round}: ${line('health', health.at(-1)!)}, ${line('search', search.at(-1)!)}, ${line('varied search', variedResults.at(-1)!)}`,
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
  'varied search req/s (median)': `${variedRps.toFixed(0)} (ratio ${median(
    variedResults.map((r, i) => r.requests.average / health[i]!.requests.average),
  ).toFixed(2)})`,
  'varied search p99 latency': `${variedP99} ms`,
  'errors / non-2xx': errors,
});

server.send('stop');
await new Promise((resolve) => server.once('exit', resolve));

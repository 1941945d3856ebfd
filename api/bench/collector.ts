import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/**
 * pnpm --filter api bench:collector       (DATABASE_URL=postgres://… for PostgreSQL)
 *
 * How many events per second the own analytics collector (POST analytics/collect) stores on this
 * machine: the API in its own process, autocannon with BENCH_CONNECTIONS (default 20) for
 * BENCH_SECONDS (default 15), each request a beacon of BENCH_BATCH events (default 10, a typical
 * page's worth) as text/plain from a phone's user agent. Prints requests/s, events/s, latency,
 * status counts and the rows stored; exits 1 on any 5xx, or fewer rows stored than events
 * acknowledged (or more than those plus the requests in flight when the clock stopped). Loopback only; stops by itself.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const batch = Number(process.env.BENCH_BATCH ?? 10);
const UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const server = fork(new URL('./collector-serve.ts', import.meta.url), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const { port, db } = await new Promise<{ port: number; db: string }>((resolve, reject) => {
  server.once('message', (m) => resolve(m as { port: number; db: string }));
  server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});

const EVENTS = [
  { n: 'Screen Open', p: { origin: 'Job Guides' } },
  { n: 'Quiz Started' },
  { n: 'Quiz Question Answered', p: { question: 3 } },
  { n: 'Job Search', p: { results: 0, term: 'pakar forensik' } },
  { n: 'Guide Read', p: { job: 'jururawat' } },
];
// Sessions are per browser tab: a pool of bodies, each its own session, cycled by autocannon.
const bodies = Array.from({ length: 200 }, (_, i) =>
  JSON.stringify({
    sid: randomUUID(),
    lang: i % 3 ? 'en' : 'ms',
    ...(i % 10 === 0 ? { utm: { source: 'instagram', campaign: 'spm-2026' } } : {}),
    events: Array.from({ length: batch }, (_, j) => ({
      ...EVENTS[j % EVENTS.length]!,
      t: Date.now(),
      r: 'quiz.start',
    })),
  }),
);
let next = 0;

const result = await autocannon({
  url: `http://127.0.0.1:${port}/api/v1/analytics/collect`,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA },
      setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
    },
  ],
});

const stored = await new Promise<number>((resolve) => {
  server.on('message', (m) => resolve((m as { stored: number }).stored));
  server.send('stop');
});

const codes = result.statusCodeStats as unknown as Record<string, { count: number }>;
const ok = codes['204']?.count ?? 0;
const fivexx = Object.entries(codes)
  .filter(([code]) => code.startsWith('5'))
  .reduce((n, [, v]) => n + v.count, 0);
console.log(`collector on ${db}: ${connections} connections, ${seconds} s, ${batch} events per beacon`);
console.log(`  requests/s   ${result.requests.average.toFixed(0)} (total ${result.requests.total})`);
console.log(`  events/s     ${((ok * batch) / seconds).toFixed(0)} stored-and-acknowledged`);
console.log(`  latency ms   p50 ${result.latency.p50}  p99 ${result.latency.p99}  max ${result.latency.max}`);
console.log(
  `  statuses     ${JSON.stringify(Object.fromEntries(Object.entries(codes).map(([k, v]) => [k, v.count])))}`,
);
console.log(`  errors       ${result.errors} (timeouts ${result.timeouts})`);
// Requests still in flight when the clock stops are stored but not counted as answered.
const inFlight = connections * batch;
console.log(`  rows stored  ${stored} (acknowledged ${ok * batch}, up to ${inFlight} more in flight at the end)`);
console.log(`  5xx          ${fivexx}`);
process.exit(fivexx > 0 || stored < ok * batch || stored > ok * batch + inFlight ? 1 : 0);

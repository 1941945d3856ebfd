import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/create-db.js';
import { envInt, percentile } from './lib/server.js';

/**
 * pnpm --filter api bench:load        (DATABASE_URL=postgres://… for PostgreSQL)
 *
 * The reliability review's realistic load (issue 22 item 1, docs/decisions/270), kept in the repo:
 * the whole site (node scripts/serve.mjs: pages + API, rate limits ON, mail to a temporary outbox)
 * on loopback, LOAD_VUS closed-loop users (default 200) for LOAD_SECONDS (default 60), no think
 * time except the contact form's 3.1 s, each user on its own loopback source address (127.10.x.y,
 * so per-IP limits apply per user as for real clients). Mix by weight, as the review's: pages 18
 * (home, job, directory, quiz start), remotes.json 2, job search 14, full job list 3, job detail 7,
 * quiz questions 5, quiz scoring 5, lead 4 (half signed in), save 8, unsave 6, saved list 4,
 * saved count 3, read-jobs 4, job-quiz 3, profile read 3, profile update 2, log-in 2, sign-up 0.5,
 * request-job 1, contact 0.5. LOAD_USERS verified accounts (default 100, made through the real
 * sign-up → emailed link → log-in before the clock starts), two users per account, each owning
 * half the job ids (so every (account, job) state has one sequential writer), profiles written by
 * one user per account. /health is probed every second beside the load.
 *
 * Afterwards the server is stopped and the database read row by row: every acknowledged write
 * must be there (saved/unsaved, read, quiz score, profile name, leads, job requests, contact
 * messages, registrations), none doubled; writes that failed or timed out are "uncertain".
 * Prints a table per operation, the totals beside the review's figures, the /health latencies,
 * the slowest 503 (the database wait limit: 5 s + 1 s), and the verification. Exits 1 on a
 * request with no answer in 30 s, a lost, phantom or doubled write, a /health slower than 1 s, or
 * a 5xx other than 503.
 * Needs the built site (pnpm build) and the API's dist (pnpm --filter api build).
 * PORT (default 3305) is where the server listens.
 */
const vus = envInt('LOAD_VUS', 200, 1000);
const seconds = envInt('LOAD_SECONDS', 60, 600);
const accountsN = envInt('LOAD_USERS', 100, 500);
const port = envInt('PORT', 3305, 65535);
const databaseUrl = process.env.DATABASE_URL || null;
const dbName = databaseUrl ? 'pg' : 'pglite';
const TIMEOUT_MS = 30_000;
const PASSWORD = 'load mix password 2026';
const run = `lm${Date.now().toString(36)}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
if (
  !existsSync(join(repoRoot, 'shell', 'dist', 'index.html')) ||
  !existsSync(join(repoRoot, 'api', 'dist', 'index.js'))
) {
  console.error('bench:load needs the built site and API: pnpm build (or turbo run build), then rerun');
  process.exit(2);
}

// The review's figures (docs/decisions/270 quotes them), printed beside this run's.
const REVIEW = {
  pglite:
    '42.6 req/s, p50 2203.5 ms, p99 30174.6 ms, max 30232 ms, 186 no answer in 30 s (+27 × 400 own body), load 10.2',
  pg: '99.2 req/s, p50 1747 ms, p99 8233.9 ms, max 11546 ms, 85 × 503 (+50 × 400 own body), 0 no answer, load 10.2',
};

// --- the server ------------------------------------------------------------------------------

const dataDir = mkdtempSync(join(tmpdir(), `bench-load-${dbName}-`));
const siteDir = mkdtempSync(join(tmpdir(), 'bench-load-site-'));
let server: ChildProcess | null = null;
let serverLog = '';

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: '',
      REDIS_URL: '',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString();
    if (serverLog.length > 2_000_000) serverLog = serverLog.slice(-1_000_000);
  });
  return child;
}

// --- HTTP ------------------------------------------------------------------------------------

interface Answer {
  status: number; // 0: no answer (TIMEOUT) or a socket error (ERROR)
  raw?: Buffer;
  encoding?: string;
  ms: number;
  failure?: 'TIMEOUT' | 'ERROR';
}

const agents = new Map<string, Agent>();
const agentFor = (address: string) => {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: address } as never);
    agents.set(address, agent);
  }
  return agent;
};

function call(
  address: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: agentFor(address),
        headers: {
          'accept-encoding': 'br, gzip',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const encoded = res.headers['content-encoding'];
          const raw = Buffer.concat(chunks);
          // Decoded only when read (json()): the client must not spend the CPU the server needs.
          resolve({ status: res.statusCode ?? 0, raw, encoding: encoded, ms: performance.now() - started });
        });
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started, failure: 'ERROR' }));
      },
    );
    let timedOut = false;
    req.setTimeout(options.timeoutMs ?? TIMEOUT_MS, () => {
      timedOut = true;
      req.destroy();
    });
    req.on('error', () =>
      resolve({ status: 0, ms: performance.now() - started, failure: timedOut ? 'TIMEOUT' : 'ERROR' }),
    );
    req.end(body);
  });
}

const bodyOf = (a: Answer): string => {
  if (!a.raw) return '';
  const raw = a.encoding === 'br' ? brotliDecompressSync(a.raw) : a.encoding === 'gzip' ? gunzipSync(a.raw) : a.raw;
  return raw.toString();
};
const json = <T>(a: Answer): T => JSON.parse(bodyOf(a)) as T;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(deadlineMs: number) {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    const res = await call('127.0.0.1', 'GET', '/health', { timeoutMs: 2000 });
    if (res.status === 200) return;
    if (server?.exitCode !== null) throw new Error(`the server exited:\n${serverLog.slice(-2000)}`);
    await sleep(500);
  }
  throw new Error(`no /health 200 in ${deadlineMs} ms`);
}

function outboxLink(email: string): string | null {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return null;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.json')) continue;
    let mail: { to: string; link?: string };
    try {
      mail = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { to: string; link?: string };
    } catch {
      continue; // being written by the server right now
    }
    if (mail.to === email && mail.link) return mail.link;
  }
  return null;
}

// --- the run ---------------------------------------------------------------------------------

type Op = string;
const stats = new Map<Op, { ms: number[]; answers: Map<string, number>; errors: number }>();
const slowest503: number[] = [];
let otherServerErrors = 0;
let unanswered = 0;
function record(op: Op, a: Answer, ok: (status: number) => boolean) {
  let s = stats.get(op);
  if (!s) stats.set(op, (s = { ms: [], answers: new Map(), errors: 0 }));
  s.ms.push(a.ms);
  const key = a.failure ?? String(a.status);
  s.answers.set(key, (s.answers.get(key) ?? 0) + 1);
  if (!ok(a.status)) s.errors++;
  if (a.failure === 'TIMEOUT') unanswered++;
  if (a.status === 503) slowest503.push(a.ms);
  if (a.status >= 500 && a.status !== 503) otherServerErrors++;
}
const is2xx = (s: number) => s >= 200 && s < 300;

interface Account {
  email: string;
  token: string;
  id: string;
}
// What the database must show afterwards.
const savedState = new Map<string, boolean | 'uncertain'>(); // `${user}:${job}`
const readState = new Map<string, true | 'uncertain'>();
const quizState = new Map<string, number | 'uncertain'>();
const profileName = new Map<string, string | 'uncertain'>(); // user id
const acked = {
  leads: new Set<string>(),
  requests: new Set<string>(),
  contact: new Set<string>(),
  registrations: new Set<string>(),
};
const sent = { leads: 0, requests: 0, contact: 0, registrations: 0 };

async function main() {
  server = startServer();
  const bootStarted = Date.now();
  await waitForHealth(180_000);
  console.log(
    `bench:load (${dbName}) server up in ${((Date.now() - bootStarted) / 1000).toFixed(1)} s on :${port}, run ${run}`,
  );

  const setupAddress = (i: number) => `127.9.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  const jobs = json<{ data: { id: number; slug: string }[] }>(
    await call('127.0.0.1', 'GET', '/api/v1/job-list?lang=en'),
  ).data;
  const affinity = json<{ data: { selections: { label: string; value: string }[] }[] } | { selections: unknown }[]>(
    await call('127.0.0.1', 'GET', '/api/data/generate-affinity'),
  );
  const questions = (Array.isArray(affinity) ? affinity : affinity.data) as unknown as {
    selections: { label: string; value: string }[];
  }[];
  if (jobs.length < 20 || questions.length !== 7) throw new Error('unexpected content (jobs, quiz questions)');
  const jobIds = jobs.slice(0, 40).map((j) => j.id);
  const searchTerms = ['doktor', 'engineer', 'guru', 'data', 'chef', 'pilot', 'akaun', 'nurse', 'law', 'design'];

  // Verified accounts through the real flow, 10 at a time.
  const accounts: Account[] = [];
  for (let start = 0; start < accountsN; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, accountsN - start) }, async (_, k) => {
        const i = start + k;
        const email = `${run}-user${i}@example.test`;
        const address = setupAddress(i);
        const reg = await call(address, 'POST', '/api/v1/registration', { json: { email, password: PASSWORD } });
        if (reg.status !== 201) throw new Error(`sign-up ${reg.status} ${bodyOf(reg)}`);
        let link = outboxLink(email);
        for (let tries = 0; !link && tries < 20; tries++) {
          await sleep(250);
          link = outboxLink(email);
        }
        if (!link) throw new Error(`no verification mail for ${email}`);
        const url = new URL(link);
        await call(address, 'GET', url.pathname + url.search);
        const login = await call(address, 'POST', '/api/v1/login', { json: { email, password: PASSWORD } });
        if (login.status !== 200) throw new Error(`log-in ${login.status} ${bodyOf(login)}`);
        const data = json<{ data: { token: string; id: string } }>(login).data;
        return { email, token: data.token, id: data.id };
      }),
    );
    accounts.push(...batch);
  }
  console.log(`${accounts.length} verified accounts ready; ${vus} users × ${seconds} s`);

  const mix: [number, Op][] = [
    [6, 'page:home'],
    [6, 'page:job'],
    [3, 'page:directory'],
    [3, 'page:quiz-start'],
    [2, 'static:remotes'],
    [14, 'api:job-search'],
    [3, 'api:job-list'],
    [7, 'api:job-detail'],
    [5, 'api:quiz-questions'],
    [5, 'api:quiz-score'],
    [4, 'write:lead'],
    [8, 'write:save-job'],
    [6, 'write:unsave-job'],
    [4, 'read:saved-list'],
    [3, 'read:saved-count'],
    [4, 'write:read-jobs'],
    [3, 'write:job-quiz'],
    [3, 'read:profile'],
    [2, 'write:profile'],
    [2, 'auth:login'],
    [0.5, 'auth:register'],
    [1, 'write:request-job'],
    [0.5, 'write:contact'],
  ];
  const totalWeight = mix.reduce((n, [w]) => n + w, 0);
  const pick = (): Op => {
    let r = Math.random() * totalWeight;
    for (const [w, op] of mix) if ((r -= w) < 0) return op;
    return mix[0]![1];
  };
  const any = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

  const loadStarted = Date.now();
  const deadline = loadStarted + seconds * 1000;
  const load1 = loadavg()[0]!;

  // /health beside the load, once a second.
  const health: Answer[] = [];
  const healthProbe = (async () => {
    while (Date.now() < deadline) {
      const next = sleep(1000);
      health.push(await call('127.8.0.1', 'GET', '/health', { timeoutMs: TIMEOUT_MS }));
      await next;
    }
  })();

  let counter = 0;
  await Promise.all(
    Array.from({ length: vus }, async (_, v) => {
      const address = `127.10.${Math.floor(v / 250)}.${(v % 250) + 1}`;
      const account = accounts[v % accounts.length]!;
      const half = Math.floor(v / accounts.length) % 2; // the two users of an account split the jobs
      const myJobs = jobIds.filter((_, i) => i % 2 === half);
      const writesProfile = half === 0;
      const auth = { token: account.token };
      while (Date.now() < deadline) {
        const op = pick();
        const n = counter++;
        const job = any(myJobs);
        const key = `${account.id}:${job}`;
        switch (op) {
          case 'page:home':
            record(op, await call(address, 'GET', any(['/en', '/ms'])), is2xx);
            break;
          case 'page:job':
            record(op, await call(address, 'GET', `/en/jobs/${any(jobs).slug}`), is2xx);
            break;
          case 'page:directory':
            record(op, await call(address, 'GET', '/en/directory/all-jobs'), is2xx);
            break;
          case 'page:quiz-start':
            record(op, await call(address, 'GET', '/en/career-quiz/start'), is2xx);
            break;
          case 'static:remotes':
            record(op, await call(address, 'GET', '/remotes.json'), is2xx);
            break;
          case 'api:job-search':
            record(op, await call(address, 'GET', `/api/v1/job-list?lang=en&search_term=${any(searchTerms)}`), is2xx);
            break;
          case 'api:job-list':
            record(op, await call(address, 'GET', `/api/v1/job-list?lang=${any(['en', 'ms'])}`), is2xx);
            break;
          case 'api:job-detail':
            record(op, await call(address, 'GET', `/api/v1/jobs/${any(jobs).slug}`), is2xx);
            break;
          case 'api:quiz-questions':
            record(op, await call(address, 'GET', '/api/data/generate-affinity'), is2xx);
            break;
          case 'api:quiz-score': {
            const picks = questions.map((q) => any(q.selections).label).join('-');
            record(op, await call(address, 'GET', `/api/v1/career-quiz/result?picks=${picks}&lang=en`), is2xx);
            break;
          }
          case 'write:lead': {
            const marker = `${run}-lead-${n}`;
            const signedIn = Math.random() < 0.5;
            sent.leads++;
            const a = await call(address, 'POST', '/api/v1/leads', {
              ...(signedIn ? auth : {}),
              json: {
                user_type: 'student',
                answers: { name: marker },
                selections: questions.map((q) => {
                  const { label, value } = any(q.selections);
                  return { label, value };
                }),
                result_code: 'RI',
                lang: 'en',
              },
            });
            record(op, a, (s) => s === 201);
            if (a.status === 201) acked.leads.add(marker);
            break;
          }
          case 'write:save-job':
          case 'write:unsave-job': {
            const save = op === 'write:save-job';
            const a = save
              ? await call(address, 'POST', '/api/v1/user/saved-jobs', { ...auth, json: { job_id: job } })
              : await call(address, 'DELETE', `/api/v1/user/saved-jobs/${job}`, auth);
            record(op, a, is2xx);
            savedState.set(key, is2xx(a.status) ? save : 'uncertain');
            break;
          }
          case 'read:saved-list':
            record(op, await call(address, 'GET', '/api/v1/user/saved-jobs?lang=en', auth), is2xx);
            break;
          case 'read:saved-count':
            record(op, await call(address, 'GET', '/api/v1/user/saved-jobs/count', auth), is2xx);
            break;
          case 'write:read-jobs': {
            const a = await call(address, 'POST', '/api/v1/user/bulk-save-read-job', {
              ...auth,
              json: { job_ids: [job] },
            });
            record(op, a, is2xx);
            if (is2xx(a.status)) readState.set(key, true);
            else if (readState.get(key) !== true) readState.set(key, 'uncertain');
            break;
          }
          case 'write:job-quiz': {
            const result = Math.floor(Math.random() * 1000);
            const a = await call(address, 'POST', '/api/v1/user/bulk-save-job-quiz', {
              ...auth,
              json: { bulk_data: [{ job_id: job, result }] },
            });
            record(op, a, is2xx);
            quizState.set(key, is2xx(a.status) ? result : 'uncertain');
            break;
          }
          case 'read:profile':
            record(op, await call(address, 'GET', '/api/v1/profile', auth), is2xx);
            break;
          case 'write:profile': {
            if (!writesProfile) {
              record('read:profile', await call(address, 'GET', '/api/v1/profile', auth), is2xx);
              break;
            }
            const name = `Load ${n}`;
            const a = await call(address, 'POST', '/api/v1/profile/update', {
              ...auth,
              json: {
                user_type: 'student',
                name,
                user_age: '17',
                user_gender: 'female',
                user_income: 'below_rm7000',
                post_spm_plan: 'study_more',
                user_preferred_language: ['malay', 'english'],
              },
            });
            record(op, a, is2xx);
            profileName.set(account.id, is2xx(a.status) ? name : 'uncertain');
            break;
          }
          case 'auth:login': {
            const a = await call(address, 'POST', '/api/v1/login', {
              json: { email: account.email, password: PASSWORD },
            });
            record(op, a, (s) => s === 200);
            break;
          }
          case 'auth:register': {
            const email = `${run}-reg${n}@example.test`;
            sent.registrations++;
            const a = await call(address, 'POST', '/api/v1/registration', { json: { email, password: PASSWORD } });
            record(op, a, (s) => s === 201);
            if (a.status === 201) acked.registrations.add(email);
            break;
          }
          case 'write:request-job': {
            const marker = `${run}-job-${n}`;
            sent.requests++;
            const a = await call(address, 'POST', '/api/v1/request-job', { json: { job_request_name: marker } });
            record(op, a, (s) => s === 201);
            if (a.status === 201) acked.requests.add(marker);
            break;
          }
          case 'write:contact': {
            const token = await call(address, 'GET', '/api/v1/contact/form-token');
            record('api:contact-token', token, is2xx);
            if (token.status !== 200) break;
            await sleep(3100);
            const marker = `${run}-contact-${n}`;
            sent.contact++;
            const a = await call(address, 'POST', '/api/v1/contact', {
              json: {
                name: 'Load test',
                email: `${run}-c${n}@example.test`,
                role: 'other',
                topic: 'general',
                message: marker,
                lang: 'en',
                form_token: json<{ data: { form_token: string } }>(token).data.form_token,
              },
            });
            record(op, a, (s) => s === 201);
            if (a.status === 201) acked.contact.add(marker);
            break;
          }
        }
      }
    }),
  );
  await healthProbe;
  const elapsed = (Date.now() - loadStarted) / 1000;
  const load2 = loadavg()[0]!;

  // --- figures --------------------------------------------------------------------------------
  const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
  console.log(`\n${dbName}: ${fmt(elapsed)} s, load average ${load1.toFixed(2)} → ${load2.toFixed(2)}`);
  console.log('| operation | n | req/s | errors | p50 ms | p90 ms | p99 ms | max ms | answers |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const all: number[] = [];
  let errors = 0;
  for (const [op, s] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
    all.push(...s.ms);
    errors += s.errors;
    const answers = [...s.answers].map(([k, c]) => `${k}×${c}`).join(', ');
    console.log(
      `| ${op} | ${s.ms.length} | ${fmt(s.ms.length / elapsed)} | ${s.errors} | ${fmt(percentile(s.ms, 50))} | ` +
        `${fmt(percentile(s.ms, 90))} | ${fmt(percentile(s.ms, 99))} | ${fmt(Math.max(...s.ms))} | ${answers} |`,
    );
  }
  console.log(
    `| **all** | ${all.length} | ${fmt(all.length / elapsed)} | ${errors} | ${fmt(percentile(all, 50))} | – | ` +
      `${fmt(percentile(all, 99))} | ${fmt(Math.max(...all))} | |`,
  );
  console.log(
    `this run: ${fmt(all.length / elapsed)} req/s, p50 ${fmt(percentile(all, 50))} ms, p99 ${fmt(percentile(all, 99))} ms, ` +
      `max ${fmt(Math.max(...all))} ms, ${unanswered} no answer in 30 s, ${slowest503.length} × 503, ` +
      `${otherServerErrors} other 5xx, load ${load1.toFixed(1)}`,
  );
  console.log(`review:   ${REVIEW[dbName]}`);
  const hMs = health.map((h) => h.ms);
  const hAnswers = new Map<string, number>();
  for (const h of health)
    hAnswers.set(h.failure ?? String(h.status), (hAnswers.get(h.failure ?? String(h.status)) ?? 0) + 1);
  console.log(
    `/health during the load: ${health.length} probes, p50 ${fmt(percentile(hMs, 50))} ms, max ${fmt(Math.max(...hMs))} ms, ` +
      [...hAnswers].map(([k, c]) => `${k}×${c}`).join(', '),
  );
  if (slowest503.length)
    console.log(`503 answers: p50 ${fmt(percentile(slowest503, 50))} ms, max ${fmt(Math.max(...slowest503))} ms`);

  // --- verification ---------------------------------------------------------------------------
  for (const agent of agents.values()) agent.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => server!.once('exit', r));
  server = null;
  const handle = await createDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const problems: string[] = [];
  try {
    const db = handle.db;
    const ids = accounts.map((a) => a.id);
    const rows = async (table: string, extra = '') =>
      (
        await sql<{
          user_id: string;
          job_id: number;
          result?: number;
        }>`select * from ${sql.table(table)} where user_id in (${sql.join(ids)}) ${sql.raw(extra)}`.execute(db)
      ).rows;
    const saved = new Set((await rows('user_saved_jobs')).map((r) => `${r.user_id}:${r.job_id}`));
    let savedChecked = 0;
    for (const [key, want] of savedState) {
      if (want === 'uncertain') continue;
      savedChecked++;
      if (saved.has(key) !== want) problems.push(`saved ${key}: want ${want}`);
    }
    const read = new Set((await rows('user_read_jobs')).map((r) => `${r.user_id}:${r.job_id}`));
    let readChecked = 0;
    for (const [key, want] of readState) {
      if (want !== true) continue;
      readChecked++;
      if (!read.has(key)) problems.push(`read ${key} lost`);
    }
    const quiz = new Map((await rows('user_job_quiz')).map((r) => [`${r.user_id}:${r.job_id}`, Number(r.result)]));
    let quizChecked = 0;
    for (const [key, want] of quizState) {
      if (want === 'uncertain') continue;
      quizChecked++;
      if (quiz.get(key) !== want) problems.push(`quiz ${key}: want ${want}, got ${quiz.get(key)}`);
    }
    const names = new Map(
      (
        await sql<{
          id: string;
          name: string | null;
        }>`select id, name from users where id in (${sql.join(ids)})`.execute(db)
      ).rows.map((r) => [r.id, r.name]),
    );
    let profilesChecked = 0;
    for (const [id, want] of profileName) {
      if (want === 'uncertain') continue;
      profilesChecked++;
      if (names.get(id) !== want) problems.push(`profile ${id}: want ${want}, got ${names.get(id)}`);
    }
    const count = async (
      label: string,
      query: Promise<{ rows: { marker: string; n: string | number }[] }>,
      want: Set<string>,
      sentN: number,
    ) => {
      const found = new Map((await query).rows.map((r) => [r.marker, Number(r.n)]));
      const lost = [...want].filter((m) => !found.has(m));
      const doubled = [...found].filter(([, c]) => c > 1);
      const notAcked = [...found.keys()].filter((m) => !want.has(m)).length;
      for (const m of lost) problems.push(`${label} ${m} lost`);
      for (const [m, c] of doubled) problems.push(`${label} ${m} stored ${c} times`);
      return `${label} ${sentN} sent, ${want.size} acked, ${found.size} rows (${notAcked} stored without an acknowledgement), ${lost.length} lost, ${doubled.length} doubled`;
    };
    const like = `${run}-%`;
    const lines = [
      await count(
        'leads',
        sql<{
          marker: string;
          n: string;
        }>`select answers->>'name' as marker, count(*) as n from leads where answers->>'name' like ${like} group by 1`.execute(
          db,
        ),
        acked.leads,
        sent.leads,
      ),
      await count(
        'job requests',
        sql<{
          marker: string;
          n: string;
        }>`select job_request_name as marker, count(*) as n from job_requests where job_request_name like ${like} group by 1`.execute(
          db,
        ),
        acked.requests,
        sent.requests,
      ),
      await count(
        'contact',
        sql<{
          marker: string;
          n: string;
        }>`select message as marker, count(*) as n from contact_messages where message like ${like} group by 1`.execute(
          db,
        ),
        acked.contact,
        sent.contact,
      ),
      await count(
        'registrations',
        sql<{
          marker: string;
          n: string;
        }>`select email as marker, count(*) as n from users where email like ${`${run}-reg%`} group by 1`.execute(db),
        acked.registrations,
        sent.registrations,
      ),
    ];
    console.log(
      `verified: saved ${savedChecked}, read ${readChecked}, quiz ${quizChecked}, profiles ${profilesChecked} checked; ` +
        `${problems.length} problems`,
    );
    for (const line of lines) console.log(`  ${line}`);
    for (const p of problems.slice(0, 20)) console.log(`  PROBLEM ${p}`);
  } finally {
    await handle.close();
  }

  const healthSlow = hMs.filter((ms) => ms > 1000).length;
  const failed = unanswered > 0 || problems.length > 0 || healthSlow > 0 || otherServerErrors > 0;
  if (failed) {
    console.error(
      `FAIL: ${unanswered} unanswered, ${problems.length} write problems, ${healthSlow} /health over 1 s, ${otherServerErrors} other 5xx`,
    );
    const logTail = serverLog.split('\n').slice(-15).join('\n');
    if (logTail.trim()) console.error(`server log (last lines):\n${logTail}`);
  }
  return failed ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
} finally {
  const left = server as ChildProcess | null;
  if (left) {
    left.kill('SIGTERM');
    await Promise.race([new Promise((r) => left.once('exit', r)), sleep(10_000)]);
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
}
process.exit(exitCode);

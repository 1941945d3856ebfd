#!/usr/bin/env node
// `npm run bench:cluster -- <scenario>`: the cluster under load, with figures (issue 23 item 5;
// docs/decisions/325). A benchmark, not a test: it prints what it measured and exits 1 only when
// a write was lost or doubled or a read failed where the target is 0.
//   scale    the mix with 1 process, then with 2, behind nginx (same run; SCALE_ORDER=2,1 reverses)
//   kill     2 processes, kill -9 one of them a third into the run
//   rolling  a rolling restart of every process under load (npm run cluster:restart)
//   publish  a remote published and rolled back four times under load; every page checked for
//            one build (its build id = the id of the remotes map inlined in it) and its files
//   pg       PostgreSQL "restarted" under load (a TCP proxy of this script in front of it resets
//            every connection and refuses new ones for PG_DOWN_S seconds): 503 + Retry-After
//            meanwhile, recovery without a restart, nothing half-written
//   all      each of the above, one after the other
// Needs DATABASE_URL (a database of your own: the runs write to it) and REDIS_URL, the built site
// (pnpm build) and nginx. VUS (200), BENCH_SECONDS (30; kill 60), BENCH_PORT (4310: nginx; the processes
// take the next ports), BENCH_PG_PROXY_PORT (BENCH_PORT + 80). Run it under `flock /tmp/heavy.lock` on a shared machine.
import fs from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildInfo } from 'site-server/build-id';
import { ROOT, latestVersion } from 'site-server/remotes';
import { startCluster, startTcpProxy } from './harness.mjs';

const pg = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
const scenario = process.argv[2] ?? 'all';
const VUS = Number(process.env.VUS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const BASE = Number(process.env.BENCH_PORT ?? 4310);
// The TCP proxy in front of PostgreSQL (pg scenario).
const PG_PROXY_PORT = Number(process.env.BENCH_PG_PROXY_PORT ?? BASE + 80);
const PG_DOWN_S = Number(process.env.PG_DOWN_S ?? 10);
const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  console.error('bench:cluster needs DATABASE_URL (your own database) and REDIS_URL');
  process.exit(2);
}
const PASSWORD = 'cluster bench password 2026';
const TIMEOUT_MS = 30_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const f1 = (n) => (Math.round(n * 10) / 10).toString();

// --- HTTP from many loopback addresses (per-IP limits apply per user, through nginx) -----------
const agents = new Map();
const agentFor = (address) => {
  let a = agents.get(address);
  if (!a) agents.set(address, (a = new Agent({ keepAlive: true, maxSockets: 2, localAddress: address })));
  return a;
};
/**
 * Like a browser, a request that fails on a kept-alive connection the server had just closed
 * (nginx's old workers close idle connections when it reloads) before any answer came is sent
 * again once on a new connection: the server never read it. Counted (clientRetries).
 */
let clientRetries = 0;
async function call(port, address, method, urlPath, options = {}) {
  const a = await callOnce(port, address, method, urlPath, options);
  if (a.failure === 'ERROR' && a.reusedSocket && a.beforeAnswer) {
    clientRetries++;
    return callOnce(port, address, method, urlPath, options);
  }
  return a;
}
function callOnce(port, address, method, urlPath, { token, json, timeoutMs = TIMEOUT_MS } = {}) {
  const started = performance.now();
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: agentFor(address),
        headers: {
          'accept-encoding': 'br, gzip',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            raw: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on('error', () => resolve({ status: 0, failure: 'ERROR', ms: performance.now() - started }));
      },
    );
    let timedOut = false;
    req.setTimeout(timeoutMs, () => {
      timedOut = true;
      req.destroy();
    });
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (error) =>
      resolve({
        status: 0,
        failure: timedOut ? 'TIMEOUT' : 'ERROR',
        reusedSocket: req.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code),
        beforeAnswer: !answered,
        ms: performance.now() - started,
      }),
    );
    req.end(body);
  });
}
const text = (a) => {
  if (!a.raw) return '';
  const e = a.headers?.['content-encoding'];
  return (e === 'br' ? brotliDecompressSync(a.raw) : e === 'gzip' ? gunzipSync(a.raw) : a.raw).toString();
};
const json = (a) => JSON.parse(text(a));
const ok = (a) => a.status >= 200 && a.status < 300;
/** A failed write the client shows: an answer in the API's error shape (the shell's ApiError). */
const shown = (a) => {
  if (!a.status) return false;
  try {
    return typeof json(a).error?.code === 'string';
  } catch {
    return false;
  }
};

// --- the mix ---------------------------------------------------------------------------------
const MIX = [
  [5, 'page:home'],
  [5, 'page:job'],
  [3, 'page:directory'],
  [3, 'page:quiz-start'],
  [2, 'static:remotes'],
  [2, 'static:remote-file'],
  [14, 'api:job-search'],
  [7, 'api:job-detail'],
  [5, 'api:quiz-questions'],
  [5, 'api:quiz-score'],
  [4, 'write:lead'],
  [8, 'write:save-job'],
  [6, 'write:unsave-job'],
  [4, 'read:saved-list'],
  [4, 'write:read-jobs'],
  [2, 'write:profile'],
  [2, 'auth:login'],
  [0.5, 'auth:register'],
  [1, 'write:request-job'],
];
const TOTAL = MIX.reduce((n, [w]) => n + w, 0);
const pick = () => {
  let r = Math.random() * TOTAL;
  for (const [w, op] of MIX) if ((r -= w) < 0) return op;
  return MIX[0][1];
};
const any = (xs) => xs[Math.floor(Math.random() * xs.length)];
const isWrite = (op) => op.startsWith('write:') || op === 'auth:register';

const shellHtml = fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'));
/** A page's build: its id (config meta) must be the id of the map inlined in it (one build). */
function pageBuild(html) {
  const meta = /<meta name="career-config" content='([^']*)'/.exec(html);
  const inline = /<script type="application\/json" id="career-remotes">([\s\S]*?)<\/script>/.exec(html);
  if (!meta || !inline) return { consistent: true, map: null };
  const config = JSON.parse(meta[1].replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
  const map = JSON.parse(inline[1]);
  const files = [...html.matchAll(/\/remotes\/([\w-]+)\/([\w.-]+)\//g)];
  const sameVersions = files.every(([, remote, version]) => map.remotes?.[remote]?.version === version);
  return { consistent: buildInfo(shellHtml, map).id === config.buildId && sameVersions, map, id: config.buildId };
}

async function setupAccounts(port, run, dataDir, n) {
  const outbox = path.join(dataDir, 'outbox');
  const linkFor = (email) => {
    if (!fs.existsSync(outbox)) return null;
    for (const name of fs.readdirSync(outbox)) {
      if (!name.endsWith('.json')) continue;
      try {
        const mail = JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8'));
        if (mail.to === email && mail.link) return mail.link;
      } catch {
        /* being written */
      }
    }
    return null;
  };
  const accounts = [];
  for (let start = 0; start < n; start += 10) {
    accounts.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, n - start) }, async (_, k) => {
          const i = start + k;
          const email = `${run}-u${i}@example.test`;
          const address = `127.9.${Math.floor(i / 250)}.${(i % 250) + 1}`;
          const reg = await call(port, address, 'POST', '/api/v1/registration', {
            json: { email, password: PASSWORD },
          });
          if (reg.status !== 201) throw new Error(`sign-up ${reg.status} ${text(reg)}`);
          let link = linkFor(email);
          for (let t = 0; !link && t < 40; t++) {
            await sleep(250);
            link = linkFor(email);
          }
          if (!link) throw new Error(`no verification mail for ${email}`);
          const url = new URL(link);
          await call(port, address, 'GET', url.pathname + url.search);
          const login = await call(port, address, 'POST', '/api/v1/login', { json: { email, password: PASSWORD } });
          if (login.status !== 200) throw new Error(`log-in ${login.status} ${text(login)}`);
          const data = json(login).data;
          return { email, token: data.token, id: data.id };
        }),
      )),
    );
  }
  return accounts;
}

/**
 * Runs the mix against nginx on `port` for `seconds`, `vus` users; `during(t0)` runs beside it
 * (the fault). Returns the figures and what the database must show.
 */
async function load({ port, vus, seconds, run, accounts, jobs, questions, during, label }) {
  const stats = new Map();
  const byStatus = new Map();
  const failed = { reads: [], writes: [], writesNotShown: 0 };
  const expect = {
    leads: new Map(), // marker → acked?
    requests: new Map(),
    registrations: new Map(),
    saved: new Map(), // user:job → true/false/'uncertain'
    readGroups: [], // { user, jobs, acked }
    profile: new Map(),
  };
  const builds = { pages: 0, inconsistent: 0, ids: new Set(), missingFiles: 0 };
  const usedRead = new Map();
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const timeline = [];
  const record = (op, a, good) => {
    let s = stats.get(op);
    if (!s) stats.set(op, (s = { ms: [], bad: 0 }));
    s.ms.push(a.ms);
    const key = a.failure ?? String(a.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    const sec = Math.floor((Date.now() - started) / 1000);
    timeline[sec] ??= { n: 0, bad: 0, s503: 0 };
    timeline[sec].n++;
    if (a.status === 503) timeline[sec].s503++;
    if (!good) {
      s.bad++;
      timeline[sec].bad++;
      let code = null;
      try {
        code = json(a).error?.code ?? null;
      } catch {
        /* not the API's shape */
      }
      const entry = {
        op,
        status: code ? `${key} ${code}` : key,
        at: Date.now() - started,
        retryAfter: a.headers?.['retry-after'] ?? null,
      };
      if (isWrite(op) || op === 'auth:login') {
        failed.writes.push(entry);
        if (!shown(a)) failed.writesNotShown++;
      } else failed.reads.push(entry);
    }
  };
  const fault = during ? during(started) : null;
  let counter = 0;
  await Promise.all(
    Array.from({ length: vus }, async (_, v) => {
      const address = `127.10.${Math.floor(v / 250)}.${(v % 250) + 1}`;
      const account = accounts[v % accounts.length];
      const half = Math.floor(v / accounts.length) % 2;
      const myJobs = jobs.filter((_, i) => i % 2 === half).map((j) => j.id);
      const auth = { token: account.token };
      while (Date.now() < deadline) {
        const op = pick();
        const n = counter++;
        const job = any(myJobs);
        const key = `${account.id}:${job}`;
        switch (op) {
          case 'page:home':
          case 'page:job':
          case 'page:directory':
          case 'page:quiz-start': {
            const url = {
              'page:home': any(['/en', '/ms']),
              'page:job': `/en/jobs/${any(jobs).slug}`,
              'page:directory': '/en/directory/all-jobs',
              'page:quiz-start': '/en/career-quiz/start',
            }[op];
            const a = await call(port, address, 'GET', url);
            record(op, a, ok(a));
            if (ok(a)) {
              const b = pageBuild(text(a));
              builds.pages++;
              if (b.id) builds.ids.add(b.id);
              if (!b.consistent) builds.inconsistent++;
              // The page's own remote entry, as the browser would fetch it next.
              const entry = b.map && any(Object.values(b.map.remotes ?? {}))?.entry;
              if (entry) {
                const e = await call(port, address, 'GET', entry);
                record('static:remote-entry', e, ok(e));
                if (!ok(e)) builds.missingFiles++;
              }
            }
            break;
          }
          case 'static:remotes':
            record(op, await call(port, address, 'GET', '/remotes.json'), true);
            break;
          case 'static:remote-file': {
            const remote = any(['mfe-jobs', 'mfe-quiz', 'mfe-content', 'mfe-account']);
            const a = await call(port, address, 'GET', `/remotes/${remote}/${latestVersion(remote)}/mf-manifest.json`);
            record(op, a, ok(a));
            break;
          }
          case 'api:job-search': {
            const term = any([
              'doktor',
              'engineer',
              'guru',
              'data',
              'chef',
              'pilot',
              'akaun',
              'nurse',
              'law',
              'design',
            ]);
            const a = await call(port, address, 'GET', `/api/v1/job-list?lang=en&search_term=${term}`);
            record(op, a, ok(a));
            break;
          }
          case 'api:job-detail': {
            const a = await call(port, address, 'GET', `/api/v1/jobs/${any(jobs).slug}`);
            record(op, a, ok(a));
            break;
          }
          case 'api:quiz-questions': {
            const a = await call(port, address, 'GET', '/api/data/generate-affinity');
            record(op, a, ok(a));
            break;
          }
          case 'api:quiz-score': {
            const picks = questions.map((q) => any(q.selections).label).join('-');
            const a = await call(port, address, 'GET', `/api/v1/career-quiz/result?picks=${picks}&lang=en`);
            record(op, a, ok(a));
            break;
          }
          case 'write:lead': {
            const marker = `${run}-lead-${n}`;
            const signedIn = Math.random() < 0.5;
            const a = await call(port, address, 'POST', '/api/v1/leads', {
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
            record(op, a, a.status === 201);
            expect.leads.set(marker, a.status === 201);
            break;
          }
          case 'write:save-job':
          case 'write:unsave-job': {
            const save = op === 'write:save-job';
            const a = save
              ? await call(port, address, 'POST', '/api/v1/user/saved-jobs', { ...auth, json: { job_id: job } })
              : await call(port, address, 'DELETE', `/api/v1/user/saved-jobs/${job}`, auth);
            record(op, a, ok(a));
            expect.saved.set(key, ok(a) ? save : 'uncertain');
            break;
          }
          case 'read:saved-list': {
            const a = await call(port, address, 'GET', '/api/v1/user/saved-jobs?lang=en', auth);
            record(op, a, ok(a));
            break;
          }
          case 'write:read-jobs': {
            // Three jobs this account never marked read: afterwards all three or none (one transaction).
            const used = usedRead.get(account.id) ?? new Set();
            usedRead.set(account.id, used);
            const fresh = myJobs.filter((j) => !used.has(j)).slice(0, 3);
            if (fresh.length < 3) break;
            for (const j of fresh) used.add(j);
            const a = await call(port, address, 'POST', '/api/v1/user/bulk-save-read-job', {
              ...auth,
              json: { job_ids: fresh },
            });
            record(op, a, ok(a));
            expect.readGroups.push({ user: account.id, jobs: fresh, acked: ok(a) });
            break;
          }
          case 'write:profile': {
            if (half !== 0) break; // one writer per account
            const name = `Cluster ${n}`;
            const a = await call(port, address, 'POST', '/api/v1/profile/update', {
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
            record(op, a, ok(a));
            expect.profile.set(account.id, ok(a) ? name : 'uncertain');
            break;
          }
          case 'auth:login': {
            const a = await call(port, address, 'POST', '/api/v1/login', {
              json: { email: account.email, password: PASSWORD },
            });
            record(op, a, a.status === 200);
            break;
          }
          case 'auth:register': {
            const email = `${run}-r${n}@example.test`;
            const a = await call(port, address, 'POST', '/api/v1/registration', {
              json: { email, password: PASSWORD },
            });
            record(op, a, a.status === 201);
            expect.registrations.set(email, a.status === 201);
            break;
          }
          case 'write:request-job': {
            const marker = `${run}-job-${n}`;
            const a = await call(port, address, 'POST', '/api/v1/request-job', { json: { job_request_name: marker } });
            record(op, a, a.status === 201);
            expect.requests.set(marker, a.status === 201);
            break;
          }
        }
      }
    }),
  );
  const faultResult = fault ? await fault : null;
  const elapsed = (Date.now() - started) / 1000;
  const all = [...stats.values()].flatMap((s) => s.ms);
  return { label, elapsed, all, stats, byStatus, failed, expect, builds, timeline, faultResult };
}

/** Row by row: every acknowledged write is there once; nothing doubled; groups all or nothing. */
async function verify(run, accounts, expect) {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const problems = [];
  const lines = [];
  try {
    const count = async (label, query, want) => {
      const { rows } = await db.query(query, [`${run}-%`]);
      const found = new Map(rows.map((r) => [r.marker, Number(r.n)]));
      let lost = 0;
      let doubled = 0;
      let storedUnacked = 0;
      for (const [marker, acked] of want) {
        const c = found.get(marker) ?? 0;
        if (acked && c === 0) {
          lost++;
          problems.push(`${label} ${marker} lost`);
        }
        if (c > 1) {
          doubled++;
          problems.push(`${label} ${marker} stored ${c} times`);
        }
        if (!acked && c > 0) storedUnacked++;
      }
      const acked = [...want.values()].filter(Boolean).length;
      lines.push(
        `${label}: ${want.size} sent, ${acked} acknowledged, ${lost} lost, ${doubled} doubled, ${storedUnacked} stored though answered with an error`,
      );
    };
    await count(
      'leads',
      `select answers->>'name' as marker, count(*) as n from leads where answers->>'name' like $1 group by 1`,
      expect.leads,
    );
    await count(
      'job requests',
      `select job_request_name as marker, count(*) as n from job_requests where job_request_name like $1 group by 1`,
      expect.requests,
    );
    await count(
      'registrations',
      `select email as marker, count(*) as n from users where email like $1 group by 1`,
      expect.registrations,
    );
    const ids = accounts.map((a) => a.id);
    const saved = new Set(
      (await db.query('select user_id, job_id from user_saved_jobs where user_id = any($1)', [ids])).rows.map(
        (r) => `${r.user_id}:${r.job_id}`,
      ),
    );
    let savedChecked = 0;
    for (const [key, want] of expect.saved) {
      if (want === 'uncertain') continue;
      savedChecked++;
      if (saved.has(key) !== want) problems.push(`saved ${key}: want ${want}`);
    }
    const read = new Set(
      (await db.query('select user_id, job_id from user_read_jobs where user_id = any($1)', [ids])).rows.map(
        (r) => `${r.user_id}:${r.job_id}`,
      ),
    );
    let half = 0;
    let lostGroups = 0;
    let unackedGroups = 0;
    for (const g of expect.readGroups) {
      const present = g.jobs.filter((j) => read.has(`${g.user}:${j}`)).length;
      if (present !== 0 && present !== g.jobs.length) {
        half++;
        problems.push(`read group ${g.user} ${g.jobs} half written (${present}/3)`);
      }
      if (g.acked && present === 0) {
        lostGroups++;
        problems.push(`read group ${g.user} ${g.jobs} lost`);
      }
      if (!g.acked && present === g.jobs.length) unackedGroups++;
    }
    lines.push(
      `read-jobs groups of 3: ${expect.readGroups.length} sent, ${expect.readGroups.filter((g) => g.acked).length} acknowledged, ${lostGroups} lost, ${half} half-written, ${unackedGroups} stored though answered with an error`,
    );
    const names = new Map(
      (await db.query('select id, name from users where id = any($1)', [ids])).rows.map((r) => [r.id, r.name]),
    );
    let profiles = 0;
    for (const [id, want] of expect.profile) {
      if (want === 'uncertain') continue;
      profiles++;
      if (names.get(id) !== want) problems.push(`profile ${id}: want ${want}, got ${names.get(id)}`);
    }
    lines.push(`saved-job states checked ${savedChecked}, profiles checked ${profiles}`);
  } finally {
    await db.end();
  }
  return { problems, lines };
}

function report(r) {
  const s = r.all;
  const rps = s.length / r.elapsed;
  console.log(
    `\n## ${r.label}: ${f1(r.elapsed)} s, ${s.length} requests, ${f1(rps)} req/s, p50 ${f1(pct(s, 50))} ms, p99 ${f1(pct(s, 99))} ms, max ${f1(Math.max(...s))} ms`,
  );
  console.log(
    `answers: ${[...r.byStatus]
      .sort()
      .map(([k, c]) => `${k}×${c}`)
      .join(
        ', ',
      )}; sent again by the client on a new connection (a kept-alive one closed under it, as a browser does): ${clientRetries}`,
  );
  clientRetries = 0;
  const fr = r.failed.reads;
  const fw = r.failed.writes;
  const summarize = (xs) =>
    [...xs.reduce((m, e) => m.set(`${e.op} ${e.status}`, (m.get(`${e.op} ${e.status}`) ?? 0) + 1), new Map())]
      .map(([k, c]) => `${k}×${c}`)
      .join(', ');
  console.log(`failed reads: ${fr.length}${fr.length ? ` (${summarize(fr)})` : ''}`);
  console.log(
    `failed writes: ${fw.length}${fw.length ? ` (${summarize(fw)}); ${fw.length - r.failed.writesNotShown} answered in the API's error shape (shown), ${r.failed.writesNotShown} not` : ''}`,
  );
  if (fr.length || fw.length)
    console.log(
      `failures per second of the run: ${r.timeline
        .map((t, i) => (t?.bad ? `${i}s:${t.bad}` : null))
        .filter(Boolean)
        .join(' ')}`,
    );
  if (r.builds.pages)
    console.log(
      `pages: ${r.builds.pages} checked, ${r.builds.inconsistent} mixing two builds, ${r.builds.missingFiles} remote entries missing; build ids seen: ${r.builds.ids.size}`,
    );
  return { rps, p50: pct(s, 50), p99: pct(s, 99) };
}

async function content(port) {
  const jobs = json(await call(port, '127.0.0.1', 'GET', '/api/v1/job-list?lang=en')).data;
  const aff = json(await call(port, '127.0.0.1', 'GET', '/api/data/generate-affinity'));
  return { jobs: jobs.slice(0, 80), questions: Array.isArray(aff) ? aff : aff.data };
}

async function withCluster(label, { workers = 2, databaseUrl = DATABASE_URL, accountsN = 100 } = {}, body) {
  const run = `cb${Date.now().toString(36)}`;
  const dir = path.join(os.tmpdir(), `career-cluster-bench-${BASE}`);
  const cluster = await startCluster({
    port: BASE,
    workers,
    dir,
    quiet: false,
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      RATE_LIMIT_NAMESPACE: `bench-${run}`,
      WORKER_PORT: String(BASE + 1),
      DB_POOL_SIZE: '10',
    },
  });
  try {
    const accounts = await setupAccounts(BASE, run, path.join(dir, 'data'), accountsN);
    const { jobs, questions } = await content(BASE);
    console.log(
      `[${label}] ${workers} process(es) up, ${accounts.length} verified accounts; load average ${os.loadavg()[0].toFixed(1)}`,
    );
    return await body({ cluster, run, accounts, jobs, questions });
  } finally {
    for (const a of agents.values()) a.destroy();
    agents.clear();
    // nginx's error log kept for reading afterwards (the next run starts in a clean folder).
    fs.copyFileSync(
      path.join(dir, 'nginx-error.log'),
      path.join(os.tmpdir(), `cluster-bench-${label.replace(/\W+/g, '-')}-nginx-error.log`),
    );
    await cluster.stop();
  }
}

// --- Where the CPU went during a run (scale): the processes, PostgreSQL's backends of this
// database, nginx, this load generator, and the whole machine (other work included) -----------
const TICKS = 100; // USER_HZ on Linux
function cpuTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}
function machineTicks() {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3] + cpu[4];
  return { busy: cpu.reduce((a, b) => a + b, 0) - idle };
}
function childrenOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
async function cpuGroups(cluster, databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query('select pid from pg_stat_activity where datname = current_database()');
  await db.end();
  let nginxPids = [];
  try {
    const master = Number(fs.readFileSync(path.join(cluster.dir, 'nginx.pid'), 'utf8'));
    nginxPids = [master, ...childrenOf(master)];
  } catch {
    /* none */
  }
  return { processes: Object.values(cluster.workers()), postgres: rows.map((r) => r.pid), nginx: nginxPids };
}
async function cpuSnapshot(cluster, databaseUrl) {
  const groups = await cpuGroups(cluster, databaseUrl);
  const sum = (pids) => pids.reduce((a, pid) => a + cpuTicks(pid), 0);
  return {
    groups,
    ticks: Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, sum(pids)])),
    self: process.cpuUsage(),
    machine: machineTicks(),
    at: performance.now(),
  };
}
async function cpuSince(before, cluster) {
  const seconds = (performance.now() - before.at) / 1000;
  const out = {};
  for (const [k, pids] of Object.entries(before.groups)) {
    out[k] = (pids.reduce((a, pid) => a + cpuTicks(pid), 0) - before.ticks[k]) / TICKS;
  }
  const self = process.cpuUsage(before.self);
  out['load generator'] = (self.user + self.system) / 1e6;
  out.machine = (machineTicks().busy - before.machine.busy) / TICKS;
  const cores = (x) => (x / seconds).toFixed(2);
  console.log(
    `  CPU during the run (cores busy on average): ${Object.entries(out)
      .map(([k, v]) => `${k} ${cores(v)}`)
      .join(', ')} — of ${os.cpus().length}; "machine" includes other work on it`,
  );
  void cluster;
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v / seconds]));
}

const outcome = { failed: false };
const checkWrites = async (r, run, accounts) => {
  const v = await verify(run, accounts, r.expect);
  for (const line of v.lines) console.log(`  ${line}`);
  for (const p of v.problems.slice(0, 10)) console.log(`  PROBLEM ${p}`);
  if (v.problems.length) outcome.failed = true;
  return v;
};

const scenarios = {
  async scale() {
    const rows = [];
    // SCALE_ORDER=2,1 runs them the other way round (the machine's other load drifts).
    const order = (process.env.SCALE_ORDER ?? '1,2').split(',').map(Number);
    for (const workers of order) {
      await withCluster(`scale ${workers}`, { workers }, async (c) => {
        const cpuBefore = await cpuSnapshot(c.cluster, DATABASE_URL);
        const r = await load({
          port: BASE,
          vus: VUS,
          seconds: SECONDS,
          ...c,
          label: `${workers} process(es) behind nginx, ${VUS} users`,
        });
        const cpu = await cpuSince(cpuBefore, c.cluster);
        rows.push({ workers, ...report(r), load: os.loadavg()[0], cpu });
        await checkWrites(r, c.run, c.accounts);
      });
    }
    console.log(
      '\n| processes | req/s | p50 ms | p99 ms | load average after | cores: processes | postgres | nginx | load generator | machine |\n|---|---|---|---|---|---|---|---|---|---|',
    );
    const c2 = (x) => (x ?? 0).toFixed(2);
    for (const row of rows)
      console.log(
        `| ${row.workers} | ${f1(row.rps)} | ${f1(row.p50)} | ${f1(row.p99)} | ${row.load.toFixed(1)} | ${c2(row.cpu.processes)} | ${c2(row.cpu.postgres)} | ${c2(row.cpu.nginx)} | ${c2(row.cpu['load generator'])} | ${c2(row.cpu.machine)} |`,
      );
    for (const row of rows)
      console.log(
        `${row.workers} process(es): ${f1(row.rps / Math.max(row.cpu.processes, 0.01))} req/s per core the processes used`,
      );
    const by = (n) => rows.find((row) => row.workers === n);
    if (by(1) && by(2)) console.log(`ratio 2/1: ${(by(2).rps / by(1).rps).toFixed(2)}× throughput`);
  },
  async kill() {
    await withCluster('kill', {}, async (c) => {
      const seconds = Number(process.env.BENCH_SECONDS ?? 60);
      const r = await load({
        port: BASE,
        vus: VUS,
        seconds,
        ...c,
        label: `kill -9 one of 2 processes at ${Math.round(seconds / 3)} s, ${VUS} users × ${seconds} s`,
        during: async (t0) => {
          await sleep((seconds / 3) * 1000);
          const [port, pid] = Object.entries(c.cluster.workers())[0];
          process.kill(pid, 'SIGKILL');
          console.log(`  kill -9 ${pid} (:${port}) at ${f1((Date.now() - t0) / 1000)} s`);
        },
      });
      report(r);
      if (r.failed.reads.length) outcome.failed = true;
      await checkWrites(r, c.run, c.accounts);
    });
  },
  async rolling() {
    await withCluster('rolling', {}, async (c) => {
      let restarted = null;
      const r = await load({
        port: BASE,
        vus: VUS,
        seconds: Math.max(SECONDS, 40),
        ...c,
        label: `rolling restart of 2 processes under ${VUS} users`,
        during: async (t0) => {
          await sleep(5000);
          const at = Date.now();
          console.log(`  rolling restart asked at ${f1((at - t0) / 1000)} s`);
          c.cluster.launcher.kill('SIGHUP');
          while (!/rolling restart (done|stopped)/.test(c.cluster.output())) await sleep(200);
          restarted = ((Date.now() - at) / 1000).toFixed(1);
          console.log(`  rolling restart: ${/rolling restart (done|stopped)[^\n]*/.exec(c.cluster.output())[0]}`);
        },
      });
      report(r);
      if (r.failed.reads.length || r.failed.writes.length) outcome.failed = true;
      console.log(`  restart took ${restarted} s`);
      for (const line of c.cluster
        .output()
        .split('\n')
        .filter((l) => l.includes('"msg":"drain'))) {
        console.log(`  process log: ${line.slice(0, 300)}`);
      }
      await checkWrites(r, c.run, c.accounts);
    });
  },
  async publish() {
    const remote = 'mfe-jobs';
    const latest = latestVersion(remote);
    const copy = `bench${Date.now().toString(36)}`;
    // A second build of the remote to publish (a copy of the latest, in its own folder).
    fs.cpSync(path.join(ROOT, remote, 'dist', latest), path.join(ROOT, remote, 'dist', copy), { recursive: true });
    const { publishInStore } = await import('./publish.mjs');
    try {
      await withCluster('publish', {}, async (c) => {
        const r = await load({
          port: BASE,
          vus: VUS,
          seconds: SECONDS,
          ...c,
          label: `publish and roll back ${remote} 4× under ${VUS} users`,
          during: async () => {
            for (let i = 0; i < 4; i++) {
              await sleep((SECONDS * 1000) / 9);
              await publishInStore(DATABASE_URL, [remote], { version: copy });
              await sleep((SECONDS * 1000) / 9);
              await publishInStore(DATABASE_URL, [remote], { version: latest });
            }
            console.log(`  published ${remote} ${copy} and rolled back to ${latest}, 4 times`);
          },
        });
        report(r);
        if (r.failed.reads.length || r.failed.writes.length || r.builds.inconsistent || r.builds.missingFiles)
          outcome.failed = true;
        await checkWrites(r, c.run, c.accounts);
      });
    } finally {
      await publishInStore(DATABASE_URL, [remote], { version: latest }).catch(() => {});
      fs.rmSync(path.join(ROOT, remote, 'dist', copy), { recursive: true, force: true });
    }
  },
  async pg() {
    const u = new URL(DATABASE_URL);
    const proxy = await startTcpProxy({ host: u.hostname, port: Number(u.port || 5432) }, PG_PROXY_PORT);
    const viaProxy = new URL(DATABASE_URL);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    try {
      await withCluster('pg', { databaseUrl: viaProxy.href }, async (c) => {
        let downAt = 0;
        let upAt = 0;
        const r = await load({
          port: BASE,
          vus: VUS,
          seconds: SECONDS,
          ...c,
          label: `PostgreSQL away ${PG_DOWN_S} s under ${VUS} users`,
          during: async (t0) => {
            await sleep(SECONDS * 300);
            proxy.down();
            downAt = Date.now() - t0;
            await sleep(PG_DOWN_S * 1000);
            proxy.up();
            upAt = Date.now() - t0;
            console.log(
              `  PostgreSQL away from ${f1(downAt / 1000)} s to ${f1(upAt / 1000)} s (every connection reset, new ones refused)`,
            );
          },
        });
        report(r);
        const failures = [...r.failed.reads, ...r.failed.writes];
        const outside = failures.filter((e) => e.at < downAt || e.at > upAt + 10_000);
        const not503 = failures.filter((e) => !e.status.startsWith('503'));
        const noRetryAfter = failures.filter((e) => e.status.startsWith('503') && !e.retryAfter);
        const lastFail = failures.reduce((m, e) => Math.max(m, e.at), 0);
        console.log(
          `  failures: ${failures.length}, all 503: ${not503.length === 0 ? 'yes' : `no (${[...new Set(not503.map((e) => e.status))].join(', ')})`}, without Retry-After: ${noRetryAfter.length}; outside the outage (+10 s): ${outside.length}`,
        );
        console.log(
          `  last failure ${f1((lastFail - upAt) / 1000)} s after PostgreSQL came back (recovered without a restart)`,
        );
        console.log(
          `  per second (requests / failed / 503): ${r.timeline.map((t, i) => `${i}:${t?.n ?? 0}/${t?.bad ?? 0}/${t?.s503 ?? 0}`).join(' ')}`,
        );
        await checkWrites(r, c.run, c.accounts);
      });
    } finally {
      await proxy.close();
    }
  },
};

const names = scenario === 'all' ? ['scale', 'kill', 'rolling', 'publish', 'pg'] : [scenario];
for (const name of names) {
  if (!scenarios[name]) {
    console.error(`unknown scenario "${name}": scale | kill | rolling | publish | pg | all`);
    process.exit(2);
  }
  console.log(
    `\n# ${name} (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${os.cpus().length} cores)`,
  );
  await scenarios[name]();
}
process.exit(outcome.failed ? 1 : 0);

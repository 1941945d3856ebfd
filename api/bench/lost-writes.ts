import { sql } from 'kysely';
import { envInt, http, jsonBody, percentile, signUp, startBenchServer } from './lib/server.js';

/**
 * pnpm --filter api bench:lost-writes     (DATABASE_URL=… for PostgreSQL)
 *
 * N signed-in users write at once for S seconds (each user one request at a time, the users
 * concurrently): save and unsave jobs, job quiz scores, read guides, job requests. Every answer
 * is recorded; then the database is read row by row and compared with what was acknowledged:
 * lost = acknowledged but not there, phantom = there but never acknowledged (or undone by a
 * later acknowledged write). Prints the figures; exits 1 on any lost or phantom row.
 * Bounded: LOAD_USERS (default 50, at most 500), LOAD_SECONDS (default 20, at most 600).
 */
const users = envInt('LOAD_USERS', 50, 500);
const seconds = envInt('LOAD_SECONDS', 20, 600);
const PASSWORD = 'load test password 2026';

const server = await startBenchServer();
const { port } = server;
let exitCode = 0;
try {
  const list = JSON.parse((await http(port, 'GET', '/api/v1/job-list?lang=en')).body) as { data: { id: number }[] };
  const jobIds = list.data.slice(0, 12).map((j) => j.id);
  if (jobIds.length < 3) throw new Error('not enough jobs in the content');

  const accounts: { email: string; token: string }[] = [];
  for (let i = 0; i < users; i++) {
    const email = `load${i}@example.com`;
    accounts.push({ email, token: await signUp(port, server.outboxDir, email, PASSWORD) });
  }

  interface UserState {
    saved: Map<number, boolean | 'unknown'>;
    quiz: Map<number, number | 'unknown'>;
    read: Map<number, true | 'unknown'>;
    requests: Map<string, true | 'unknown'>;
  }
  const states: UserState[] = accounts.map(() => ({
    saved: new Map(),
    quiz: new Map(),
    read: new Map(),
    requests: new Map(),
  }));
  let acknowledged = 0;
  let failed = 0;
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;

  await Promise.all(
    accounts.map(async ({ token }, u) => {
      const state = states[u]!;
      const auth = { authorization: `Bearer ${token}` };
      for (let n = 0; Date.now() < deadline; n++) {
        const job = jobIds[Math.floor(Math.random() * jobIds.length)]!;
        const kind = Math.floor(Math.random() * 5);
        const started = Date.now();
        let ok: boolean;
        let settle: (done: boolean) => void = () => {};
        try {
          if (kind === 0) {
            const b = jsonBody({ job_id: job });
            settle = (done) => state.saved.set(job, done ? true : 'unknown');
            ok =
              (await http(port, 'POST', '/api/v1/user/saved-jobs', { ...b, headers: { ...b.headers, ...auth } }))
                .status === 200;
          } else if (kind === 1) {
            settle = (done) => state.saved.set(job, done ? false : 'unknown');
            ok = (await http(port, 'DELETE', `/api/v1/user/saved-jobs/${job}`, { headers: auth })).status === 200;
          } else if (kind === 2) {
            const result = Math.round(Math.random() * 1000) / 10;
            const b = jsonBody({ bulk_data: [{ job_id: job, result }] });
            settle = (done) => state.quiz.set(job, done ? result : 'unknown');
            ok =
              (
                await http(port, 'POST', '/api/v1/user/bulk-save-job-quiz', {
                  ...b,
                  headers: { ...b.headers, ...auth },
                })
              ).status === 200;
          } else if (kind === 3) {
            const b = jsonBody({ job_ids: [job] });
            settle = (done) => state.read.set(job, done ? true : (state.read.get(job) ?? 'unknown'));
            ok =
              (
                await http(port, 'POST', '/api/v1/user/bulk-save-read-job', {
                  ...b,
                  headers: { ...b.headers, ...auth },
                })
              ).status === 200;
          } else {
            const name = `load u${u} n${n}`;
            const b = jsonBody({ job_request_name: name });
            settle = (done) => state.requests.set(name, done ? true : 'unknown');
            ok =
              (await http(port, 'POST', '/api/v1/request-job', { ...b, headers: { ...b.headers, ...auth } })).status ===
              201;
          }
        } catch {
          ok = false;
        }
        latencies.push(Date.now() - started);
        settle(ok);
        if (ok) acknowledged++;
        else failed++;
      }
    }),
  );

  // Row by row.
  const db = server.database.db;
  const ids = new Map<string, number>();
  const { rows: userRows } = await sql<{ id: string; email: string }>`select id, email from users`.execute(db);
  for (const row of userRows) {
    const index = accounts.findIndex((a) => a.email === row.email);
    if (index >= 0) ids.set(row.id, index);
  }
  const saved = await sql<{ user_id: string; job_id: number }>`select user_id, job_id from user_saved_jobs`.execute(db);
  const quiz = await sql<{
    user_id: string;
    job_id: number;
    result: number;
  }>`select user_id, job_id, result from user_job_quiz`.execute(db);
  const read = await sql<{ user_id: string; job_id: number }>`select user_id, job_id from user_read_jobs`.execute(db);
  const requests = await sql<{ name: string }>`select job_request_name as name from job_requests`.execute(db);

  let checked = 0;
  let lost = 0;
  let phantom = 0;
  const has = (rows: { user_id: string; job_id: number }[]) =>
    new Set(rows.map((r) => `${ids.get(r.user_id)}:${r.job_id}`));
  const savedRows = has(saved.rows);
  const readRows = has(read.rows);
  const quizRows = new Map(quiz.rows.map((r) => [`${ids.get(r.user_id)}:${r.job_id}`, Number(r.result)]));
  const requestRows = new Set(requests.rows.map((r) => r.name));
  states.forEach((state, u) => {
    for (const job of jobIds) {
      const key = `${u}:${job}`;
      const s = state.saved.get(job);
      if (s !== 'unknown') {
        checked++;
        if (s === true && !savedRows.has(key)) lost++;
        if (s !== true && savedRows.has(key)) phantom++;
      }
      const q = state.quiz.get(job);
      if (q !== 'unknown') {
        checked++;
        if (q !== undefined && quizRows.get(key) !== q) lost++;
        if (q === undefined && quizRows.has(key)) phantom++;
      }
      const r = state.read.get(job);
      if (r !== 'unknown') {
        checked++;
        if (r === true && !readRows.has(key)) lost++;
        if (r === undefined && readRows.has(key)) phantom++;
      }
    }
    for (const [name, s] of state.requests) {
      if (s === 'unknown') continue;
      checked++;
      if (!requestRows.has(name)) lost++;
    }
  });
  const knownNames = new Set(states.flatMap((s) => [...s.requests.keys()]));
  for (const name of requestRows) if (name.startsWith('load ') && !knownNames.has(name)) phantom++;

  const total = acknowledged + failed;
  console.log(`database:               ${server.database.kind}`);
  console.log(`users × seconds:        ${users} × ${seconds}`);
  console.log(
    `write requests:         ${total} (${(total / seconds).toFixed(0)}/s), p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${Math.max(...latencies)} ms`,
  );
  console.log(`acknowledged writes:    ${acknowledged}`);
  console.log(`failed (no 2xx):        ${failed}`);
  console.log(
    `final states checked:   ${checked} (rows found: saved ${saved.rows.length}, quiz ${quiz.rows.length}, read ${read.rows.length}, requests ${requests.rows.length})`,
  );
  console.log(`lost:                   ${lost}`);
  console.log(`phantom:                ${phantom}`);
  if (lost || phantom) exitCode = 1;
} finally {
  await server.close();
}
process.exit(exitCode);

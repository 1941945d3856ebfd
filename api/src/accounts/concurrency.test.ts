import { sql } from 'kysely';
import {
  PASSWORD,
  V,
  buildAccountsApp,
  get,
  lastMailTo,
  post,
  signUp,
  type AccountsTestApp,
} from '../test/accounts/app.js';
import { LEAD } from '../test/accounts/fixtures.js';
import { startProviderStandIn } from '../test/accounts/providers.js';

/**
 * Many requests at once, for the same and for different users, end with exactly the rows they
 * should: unique constraints and single-statement upserts, not read-then-write in the app.
 * On PostgreSQL (DATABASE_URL) the requests really run in parallel on a connection pool.
 */
let t: AccountsTestApp;
let standIn: Awaited<ReturnType<typeof startProviderStandIn>>;

beforeAll(async () => {
  standIn = await startProviderStandIn();
  t = await buildAccountsApp({ accounts: standIn.config });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const count = async (table: 'users' | 'user_saved_jobs' | 'user_read_jobs' | 'user_job_quiz' | 'user_identities') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('registrations at once: one account per address, whatever the letter case', async () => {
  const before = await count('users');
  const repeated = Array.from({ length: 10 }, (_, i) => `race-${i}@example.com`);
  const unique = Array.from({ length: 20 }, (_, i) => `solo-${i}@example.com`);
  const requests = [
    ...repeated.flatMap((email) => [email, email.toUpperCase(), email, ` ${email}`.trim()]),
    ...unique,
    // A different password each: the same address and password again is a retry, answered 201 (decision 280).
  ].map((email, i) => post(t.app, `${V}/registration`, { email, password: `${PASSWORD} ${i}` }));
  const responses = await Promise.all(requests);

  expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
  expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(30);
  expect((await count('users')) - before).toBe(30);
  const perEmail = await t.db
    .selectFrom('users')
    .select([sql<string>`lower(email)`.as('email'), (eb) => eb.fn.countAll<string>().as('n')])
    .where(sql<string>`lower(email)`, 'like', 'race-%')
    .groupBy(sql`lower(email)`)
    .execute();
  expect(perEmail).toHaveLength(10);
  expect(perEmail.every((row) => Number(row.n) === 1)).toBe(true);
});

test('saves at once, same and different users: no duplicates, no lost saves', async () => {
  const users = await Promise.all(Array.from({ length: 5 }, (_, i) => signUp(t, `saver-${i}@example.com`)));
  const jobIds = [1, 2, 3, 4, 5, 6, 7, 8];
  const savedBefore = await count('user_saved_jobs');
  const readBefore = await count('user_read_jobs');
  const quizBefore = await count('user_job_quiz');

  const requests = users.flatMap((user, u) => [
    // Every job saved twice, in parallel.
    ...[...jobIds, ...jobIds].map((jobId) => post(t.app, `${V}/user/saved-jobs`, { job_id: jobId }, user.token)),
    // Overlapping read lists.
    post(t.app, `${V}/user/bulk-save-read-job`, { job_ids: [1, 2, 3, 4] }, user.token),
    post(t.app, `${V}/user/bulk-save-read-job`, { job_ids: [3, 4, 5, 6] }, user.token),
    post(t.app, `${V}/user/bulk-save-read-job`, { job_ids: [8, 7, 6, 5, 4, 3, 2, 1] }, user.token),
    // Quiz scores for the same jobs from several requests, in opposite orders.
    ...[10, 20, 30].map((score) =>
      post(
        t.app,
        `${V}/user/bulk-save-job-quiz`,
        {
          bulk_data: (score === 20 ? [...jobIds].reverse() : jobIds).map((jobId) => ({
            job_id: jobId,
            result: score + u,
          })),
        },
        user.token,
      ),
    ),
  ]);
  const responses = await Promise.all(requests);
  expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

  expect((await count('user_saved_jobs')) - savedBefore).toBe(users.length * jobIds.length);
  expect((await count('user_read_jobs')) - readBefore).toBe(users.length * jobIds.length);
  expect((await count('user_job_quiz')) - quizBefore).toBe(users.length * jobIds.length);
  for (const [u, user] of users.entries()) {
    expect((await get(t.app, `${V}/user/saved-jobs/count`, user.token)).json().data.count).toBe(jobIds.length);
    const scores = (await get(t.app, `${V}/user/job-quiz`, user.token)).json().data as { result: number }[];
    // Each job holds one of the values sent for it, and only this user's.
    expect(scores.every((s) => [10 + u, 20 + u, 30 + u].includes(s.result))).toBe(true);
  }

  // Save and unsave of one job racing: the end state is one of the two, never an error.
  const [racer] = users;
  const race = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? post(t.app, `${V}/user/saved-jobs`, { job_id: 1 }, racer!.token)
        : t.app.inject({
            method: 'DELETE',
            url: `${V}/user/saved-jobs/1`,
            headers: { authorization: `Bearer ${racer!.token}` },
          }),
    ),
  );
  expect(race.every((r) => r.statusCode === 200)).toBe(true);
  const finalCount = (await get(t.app, `${V}/user/saved-jobs/count`, racer!.token)).json().data.count;
  expect([7, 8]).toContain(finalCount);
});

test('two users claiming one lead at once: exactly one owner', async () => {
  const a = await signUp(t, 'claim-a@example.com');
  const b = await signUp(t, 'claim-b@example.com');
  for (let round = 0; round < 5; round++) {
    const leadId = (await post(t.app, `${V}/leads`, LEAD)).json().data.lead_id;
    const results = await Promise.all([
      post(t.app, `${V}/save-user-lead`, { lead_id: leadId }, a.token),
      post(t.app, `${V}/save-user-lead`, { lead_id: leadId }, b.token),
      post(t.app, `${V}/save-user-lead`, { lead_id: leadId }, a.token),
      post(t.app, `${V}/save-user-lead`, { lead_id: leadId }, b.token),
    ]);
    const owner = (await t.db.selectFrom('leads').select('user_id').where('id', '=', leadId).executeTakeFirstOrThrow())
      .user_id;
    expect([a.id, b.id]).toContain(owner);
    const winner = owner === a.id ? [0, 2] : [1, 3];
    expect(results.map((r, i) => (winner.includes(i) ? r.statusCode === 200 : r.statusCode === 404))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  }
});

test('one verification link clicked many times at once: verified exactly once', async () => {
  const email = 'clicker@example.com';
  await post(t.app, `${V}/registration`, { email, password: PASSWORD });
  const link = new URL((await lastMailTo(t, email))!.link);
  const visits = await Promise.all(Array.from({ length: 8 }, () => get(t.app, link.pathname + link.search)));
  const outcomes = visits.map((v) => new URL(v.headers.location!).searchParams.get('verification'));
  expect(outcomes.filter((o) => o === 'verified')).toHaveLength(1);
  expect(outcomes.filter((o) => o === 'already')).toHaveLength(7);
});

test('one reset token used many times at once: one new password wins, the rest are refused', async () => {
  const user = await signUp(t, 'resetter@example.com');
  await post(t.app, `${V}/forgot-password`, { email: user.email });
  const token = new URL((await lastMailTo(t, user.email))!.link).searchParams.get('reset_token')!;
  const passwords = Array.from({ length: 6 }, (_, i) => `new password number ${i}`);
  const results = await Promise.all(
    passwords.map((password) => post(t.app, `${V}/reset-password`, { token, password })),
  );
  const winners = results.flatMap((r, i) => (r.statusCode === 200 ? [passwords[i]!] : []));
  expect(winners).toHaveLength(1);
  expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
  expect((await post(t.app, `${V}/login`, { email: user.email, password: winners[0] })).statusCode).toBe(200);
});

test('first social sign-ins of one person at once: one account, one identity', async () => {
  const tokens = Array.from({ length: 6 }, (_, i) => `race-google-${i}`);
  for (const token of tokens) {
    standIn.google.set(token, { sub: 'g-race', email: 'racer@example.com', email_verified: true, name: 'Racer' });
  }
  const usersBefore = await count('users');
  const results = await Promise.all(
    tokens.map((token) => post(t.app, `${V}/social-login/check-user/google`, { access_token: token })),
  );
  expect(results.map((r) => r.statusCode)).toEqual(tokens.map(() => 200));
  expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
  expect((await count('users')) - usersBefore).toBe(1);
  const identities = await t.db.selectFrom('user_identities').selectAll().where('subject', '=', 'g-race').execute();
  expect(identities).toHaveLength(1);
});

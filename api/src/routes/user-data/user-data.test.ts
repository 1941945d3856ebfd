import { V, buildAccountsApp, del, get, post, signUp, type AccountsTestApp } from '../../test/accounts/app.js';

let t: AccountsTestApp;
let n = 0;
const fresh = () => `data-${++n}@example.com`;

beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

describe('read job guides and job quiz scores', () => {
  test('bulk saves skip unknown jobs and repeats; the lists show only the user’s own', async () => {
    const user = await signUp(t, fresh());
    const other = await signUp(t, fresh());
    const read = await post(t.app, `${V}/user/bulk-save-read-job`, { job_ids: [1, 2, 2, 999] }, user.token);
    expect(read.json()).toEqual({ type: 'success', data: { saved: 2, skipped: 1 } });
    const again = await post(t.app, `${V}/user/bulk-save-read-job`, { job_ids: [2, 3] }, user.token);
    expect(again.json().data).toEqual({ saved: 1, skipped: 0 });
    await post(t.app, `${V}/user/bulk-save-read-job`, { job_ids: [4] }, other.token);

    const mine = (await get(t.app, `${V}/user/read-jobs`, user.token)).json().data;
    expect(mine.map((r: { job_id: number }) => r.job_id).sort()).toEqual([1, 2, 3]);
    // Each read carries its job list item, for the profile's "guides read" (names and slugs).
    const one = mine.find((r: { job_id: number }) => r.job_id === 1);
    expect(one.job).toMatchObject({
      id: 1,
      slug: expect.any(String),
      name: expect.any(String),
      name_bm: expect.any(String),
    });
    expect(Object.keys(one).sort()).toEqual(['job', 'job_id', 'read_at']);
    // The other user's read is not in this list, and this user's are not in theirs.
    const theirs = (await get(t.app, `${V}/user/read-jobs`, other.token)).json().data;
    expect(theirs.map((r: { job_id: number }) => r.job_id)).toEqual([4]);

    const quiz = await post(
      t.app,
      `${V}/user/bulk-save-job-quiz`,
      {
        bulk_data: [
          { job_id: 1, result: 40 },
          { job_id: 2, result: 75.5 },
          { job_id: 1, result: 60 },
          { job_id: 12345, result: 1 },
        ],
      },
      user.token,
    );
    expect(quiz.json().data).toEqual({ saved: 2, skipped: 1 });
    await post(t.app, `${V}/user/bulk-save-job-quiz`, { bulk_data: [{ job_id: 2, result: 90 }] }, user.token);
    const scores = (await get(t.app, `${V}/user/job-quiz`, user.token)).json().data;
    expect(scores.map((s: { job_id: number; result: number }) => [s.job_id, s.result])).toEqual([
      [1, 60],
      [2, 90],
    ]);
    expect((await get(t.app, `${V}/user/job-quiz`, other.token)).json().data).toEqual([]);
  });

  test('empty lists are fine; wrong types are 400', async () => {
    const user = await signUp(t, fresh());
    expect((await post(t.app, `${V}/user/bulk-save-read-job`, { job_ids: [] }, user.token)).json().data.saved).toBe(0);
    for (const body of [{ job_ids: '1' }, { job_ids: ['1'] }, { job_ids: [1.5] }, { job_ids: [0] }, {}]) {
      const res = await post(t.app, `${V}/user/bulk-save-read-job`, body, user.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('saved jobs', () => {
  test('save, list (as job list items), count, unsave; idempotent', async () => {
    const user = await signUp(t, fresh());
    const first = await post(t.app, `${V}/user/saved-jobs`, { job_id: 2 }, user.token);
    expect(first.json()).toEqual({ type: 'success', data: { job_id: 2, saved: true, count: 1 } });
    expect((await post(t.app, `${V}/user/saved-jobs`, { job_id: 2 }, user.token)).json().data.count).toBe(1);
    await post(t.app, `${V}/user/saved-jobs`, { job_id: 5 }, user.token);

    const list = (await get(t.app, `${V}/user/saved-jobs?lang=ms`, user.token)).json();
    expect(list.count).toBe(2);
    expect(list.data.map((j: { id: number }) => j.id).sort()).toEqual([2, 5]);
    expect(list.data[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), slug_bm: expect.any(String), saved_at: expect.any(String) }),
    );
    expect((await get(t.app, `${V}/user/saved-jobs/count`, user.token)).json()).toEqual({
      type: 'success',
      data: { count: 2 },
    });

    const removed = await del(t.app, `${V}/user/saved-jobs/2`, user.token);
    expect(removed.json().data).toEqual({ job_id: 2, saved: false, count: 1 });
    expect((await del(t.app, `${V}/user/saved-jobs/2`, user.token)).json().data.count).toBe(1);
  });

  test('an unknown job is 404 JOB_NOT_FOUND; a bad id is 400', async () => {
    const user = await signUp(t, fresh());
    expect((await post(t.app, `${V}/user/saved-jobs`, { job_id: 4040 }, user.token)).json().error.code).toBe(
      'JOB_NOT_FOUND',
    );
    expect((await del(t.app, `${V}/user/saved-jobs/abc`, user.token)).statusCode).toBe(400);
  });

  test("one user's saves and unsaves never touch another's", async () => {
    const a = await signUp(t, fresh());
    const b = await signUp(t, fresh());
    await post(t.app, `${V}/user/saved-jobs`, { job_id: 1 }, a.token);
    await post(t.app, `${V}/user/saved-jobs`, { job_id: 1 }, b.token);
    await del(t.app, `${V}/user/saved-jobs/1`, b.token);
    expect((await get(t.app, `${V}/user/saved-jobs/count`, a.token)).json().data.count).toBe(1);
    expect((await get(t.app, `${V}/user/saved-jobs`, b.token)).json().data).toEqual([]);
  });

  test('every route needs a bearer token', async () => {
    for (const [method, url] of [
      ['POST', `${V}/user/bulk-save-read-job`],
      ['POST', `${V}/user/bulk-save-job-quiz`],
      ['GET', `${V}/user/read-jobs`],
      ['GET', `${V}/user/job-quiz`],
      ['GET', `${V}/user/saved-jobs`],
      ['GET', `${V}/user/saved-jobs/count`],
      ['POST', `${V}/user/saved-jobs`],
      ['DELETE', `${V}/user/saved-jobs/1`],
      ['GET', `${V}/user/leads`],
      ['POST', `${V}/save-user-lead`],
      ['POST', `${V}/logout`],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect({ url, status: res.statusCode, code: res.json().error.code }).toEqual({
        url,
        status: 401,
        code: 'AUTH_REQUIRED',
      });
    }
  });
});

describe('userData/user-job-data (no version prefix)', () => {
  test('has_read from the client list, or from the signed-in user’s reads; nothing written', async () => {
    const url = '/api/userData/user-job-data';
    expect((await post(t.app, url, { job_id: 3, readJobGuidesList: [1, 3] })).json()).toEqual({
      type: 'success',
      data: { job_id: 3, has_read: true, is_saved: false },
    });
    expect((await post(t.app, url, { job_id: 4, readJobGuidesList: [1, 3] })).json().data.has_read).toBe(false);
    expect((await post(t.app, url, { job_id: 4 })).json().data.has_read).toBe(false);

    const user = await signUp(t, fresh());
    await post(t.app, `${V}/user/bulk-save-read-job`, { job_ids: [4] }, user.token);
    await post(t.app, `${V}/user/saved-jobs`, { job_id: 4 }, user.token);
    expect((await post(t.app, url, { job_id: 4, readJobGuidesList: [] }, user.token)).json().data).toEqual({
      job_id: 4,
      has_read: true,
      is_saved: true,
    });
    // Someone else's reads do not count.
    const other = await signUp(t, fresh());
    expect((await post(t.app, url, { job_id: 4 }, other.token)).json().data.has_read).toBe(false);
    expect((await post(t.app, url, { job_id: 4 }, 'not-a-token')).statusCode).toBe(401);
    expect((await post(t.app, `${V}/userData/user-job-data`, { job_id: 4 })).statusCode).toBe(404);
  });
});

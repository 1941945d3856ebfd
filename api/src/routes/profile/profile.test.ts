import { PASSWORD, V, buildAccountsApp, get, post, signUp, type AccountsTestApp } from '../../test/accounts/app.js';
import { STUDENT_PROFILE } from '../../test/accounts/fixtures.js';

let t: AccountsTestApp;
let n = 0;
const fresh = () => `profile-${++n}@example.com`;

beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

const student = STUDENT_PROFILE;

describe('profile', () => {
  test('a student profile is saved, completes the profile, and shows in the next login response', async () => {
    const user = await signUp(t, fresh());
    const before = (await get(t.app, `${V}/profile`, user.token)).json().data;
    expect(before.is_complete_profile).toBe(false);

    const res = await post(t.app, `${V}/profile/update`, student, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Nur Aisyah',
      user_type: 'student',
      user_age: 17,
      user_gender: 'female',
      user_income: 'below_rm7000',
      post_spm_plan: 'study_more',
      user_preferred_language: ['malay', 'english', 'other'],
      user_other_language: 'Iban',
      user_age_range: null,
      user_organization_name: null,
      is_complete_profile: true,
    });

    const login = await post(t.app, `${V}/login`, { email: user.email, password: PASSWORD });
    expect(login.json().data).toMatchObject({
      profile: { name: 'Nur Aisyah', user_type: 'student', user_age: 17, user_age_range: null },
      post_spm_plan: 'study_more',
    });
  });

  test('students need age (digits only, at most 3, from 10 to 99) and gender; "other" needs its text', async () => {
    const user = await signUp(t, fresh());
    const cases: [Record<string, unknown>, string][] = [
      [{ ...student, user_age: undefined }, 'body.user_age'],
      [{ ...student, user_age: '1e3' }, 'body.user_age'],
      [{ ...student, user_age: '1000' }, 'body.user_age'],
      [{ ...student, user_age: '-5' }, 'body.user_age'],
      [{ ...student, user_age: '+5' }, 'body.user_age'],
      // Decision 265: a plausible age only.
      [{ ...student, user_age: '5' }, 'body.user_age'],
      [{ ...student, user_age: '999' }, 'body.user_age'],
      [{ ...student, user_age: 100 }, 'body.user_age'],
      [{ ...student, user_gender: null }, 'body.user_gender'],
      [{ ...student, user_other_language: '' }, 'body.user_other_language'],
      [{ ...student, name: '   ' }, 'body.name'],
      [{ ...student, user_income: 'rich' }, 'body.user_income'],
      [{ ...student, user_preferred_language: ['klingon'] }, 'body.user_preferred_language'],
    ];
    for (const [body, field] of cases) {
      const res = await post(t.app, `${V}/profile/update`, body, user.token);
      expect({ field, status: res.statusCode, code: res.json().error?.code }).toEqual({
        field,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(res.json().error.details[0].field).toContain(field);
    }
    expect((await get(t.app, `${V}/profile`, user.token)).json().data.is_complete_profile).toBe(false);
  });

  test('non-students give an age range and organisation; student-only fields are cleared', async () => {
    const user = await signUp(t, fresh());
    await post(t.app, `${V}/profile/update`, student, user.token);
    const missing = await post(t.app, `${V}/profile/update`, { user_type: 'teacher', name: 'Cikgu Lim' }, user.token);
    expect(missing.json().error.details[0].field).toBe('body.user_age_range');

    const res = await post(
      t.app,
      `${V}/profile/update`,
      {
        user_type: 'teacher',
        name: 'Cikgu Lim',
        user_age_range: '36_45',
        user_organization_name: 'SMK Taman Melati',
        user_age: '40',
        user_gender: 'male',
      },
      user.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      user_type: 'teacher',
      user_age_range: '36_45',
      user_organization_name: 'SMK Taman Melati',
      user_age: null,
      user_gender: null,
      user_income: null,
      post_spm_plan: null,
      user_preferred_language: [],
      user_other_language: null,
    });
  });
});

const deleteAccount = (token: string, body?: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: `${V}/profile`,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('account deletion and data download', () => {
  test('deleting asks for the password again: missing 400 PASSWORD_REQUIRED, wrong 403 WRONG_PASSWORD, nothing deleted', async () => {
    const user = await signUp(t, fresh());
    for (const [body, status, code] of [
      [undefined, 400, 'PASSWORD_REQUIRED'],
      [{}, 400, 'PASSWORD_REQUIRED'],
      [{ password: '' }, 400, 'PASSWORD_REQUIRED'],
      [{ password: 'not my password' }, 403, 'WRONG_PASSWORD'],
      [{ password: 42 }, 400, 'VALIDATION_FAILED'],
      [{ password: PASSWORD, extra: true }, 400, 'VALIDATION_FAILED'],
    ] as const) {
      const res = await deleteAccount(user.token, body);
      expect({ body, status: res.statusCode, code: res.json().error?.code }).toEqual({ body, status, code });
    }
    expect((await get(t.app, `${V}/profile`, user.token)).statusCode).toBe(200);
    expect((await post(t.app, `${V}/login`, { email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  test('export has the profile and everything saved; delete removes the account and every row of it', async () => {
    const user = await signUp(t, fresh());
    const other = await signUp(t, fresh());
    await post(t.app, `${V}/profile/update`, student, user.token);
    await post(t.app, `${V}/user/saved-jobs`, { job_id: 1 }, user.token);
    await post(t.app, `${V}/user/bulk-save-read-job`, { job_ids: [1, 2] }, user.token);
    await post(t.app, `${V}/user/bulk-save-job-quiz`, { bulk_data: [{ job_id: 3, result: 80 }] }, user.token);
    await post(t.app, `${V}/request-job`, { job_request_name: 'Marine biologist', user_type: 'student' }, user.token);
    await post(t.app, `${V}/user/saved-jobs`, { job_id: 2 }, other.token);

    const exported = await get(t.app, `${V}/profile/export`, user.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const data = exported.json();
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, name: 'Nur Aisyah' });
    expect(data.saved_jobs.map((s: { job_id: number }) => s.job_id)).toEqual([1]);
    expect(data.read_jobs.map((s: { job_id: number }) => s.job_id)).toEqual([1, 2]);
    expect(data.job_quiz).toEqual([{ job_id: 3, result: 80, updated_at: expect.any(String) }]);
    expect(data.job_requests).toEqual([
      { job_request_name: 'Marine biologist', user_type: 'student', lang: null, created_at: expect.any(String) },
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect(JSON.stringify(data)).not.toContain(user.token);
    expect(JSON.stringify(data)).not.toMatch(/[0-9a-f]{64}/);

    expect((await deleteAccount(user.token, { password: PASSWORD })).statusCode).toBe(200);
    expect((await get(t.app, `${V}/profile`, user.token)).statusCode).toBe(401);
    expect((await post(t.app, `${V}/login`, { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    for (const table of ['user_tokens', 'user_saved_jobs', 'user_read_jobs', 'user_job_quiz', 'leads'] as const) {
      const rows = await t.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute();
      expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
    }
    // The job request stays for the content team, without the account.
    const requests = await t.db
      .selectFrom('job_requests')
      .selectAll()
      .where('job_request_name', '=', 'Marine biologist')
      .execute();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.user_id).toBeNull();
    // The other user is untouched.
    expect((await get(t.app, `${V}/user/saved-jobs/count`, other.token)).json().data.count).toBe(1);
  });

  test('every profile route needs a valid bearer token', async () => {
    for (const [method, url] of [
      ['GET', `${V}/profile`],
      ['POST', `${V}/profile/update`],
      ['DELETE', `${V}/profile`],
      ['GET', `${V}/profile/export`],
    ] as const) {
      const none = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: student } : {}) });
      expect(none.statusCode).toBe(401);
      const bad = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${'x'.repeat(43)}` },
        ...(method === 'POST' ? { payload: student } : {}),
      });
      expect(bad.json().error.code).toBe('INVALID_TOKEN');
    }
  });
});

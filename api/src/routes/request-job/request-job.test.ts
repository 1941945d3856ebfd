import { V, buildAccountsApp, post, signUp, type AccountsTestApp } from '../../test/accounts/app.js';

let t: AccountsTestApp;

beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

describe('request-job', () => {
  test('stored for the content team, tidied, with the user when signed in', async () => {
    const anonymous = await post(t.app, `${V}/request-job`, {
      job_request_name: '  Pakar   Forensik ',
      user_type: null,
    });
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json()).toMatchObject({ type: 'success', data: { id: expect.any(String) } });

    const user = await signUp(t, 'asker@example.com');
    const signedIn = await post(
      t.app,
      `${V}/request-job`,
      { job_request_name: 'Drone pilot', user_type: 'parent', lang: 'en' },
      user.token,
    );
    expect(signedIn.statusCode).toBe(201);

    const rows = await t.db.selectFrom('job_requests').selectAll().orderBy('created_at').execute();
    expect(rows.map((r) => [r.job_request_name, r.user_type, r.user_id, r.lang])).toEqual([
      ['Pakar Forensik', null, null, null],
      ['Drone pilot', 'parent', user.id, 'en'],
    ]);
  });

  test('empty, too long, control characters or an unknown role: 400', async () => {
    for (const body of [
      { job_request_name: '   ' },
      { job_request_name: '' },
      { job_request_name: 'x'.repeat(121) },
      { job_request_name: 'Chef\u0000' },
      { job_request_name: 'Chef', user_type: 'alien' },
      { job_request_name: 12 },
    ]) {
      const res = await post(t.app, `${V}/request-job`, body);
      expect({ body, status: res.statusCode, code: res.json().error.code }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });
});

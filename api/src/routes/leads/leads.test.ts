import { V, buildAccountsApp, get, post, signUp, type AccountsTestApp } from '../../test/accounts/app.js';
import { LEAD, SELECTIONS, STUDENT_PROFILE } from '../../test/accounts/fixtures.js';

let t: AccountsTestApp;
let n = 0;
const fresh = () => `leads-${++n}@example.com`;

beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

describe('leads', () => {
  test('an anonymous lead returns its id; the user who signs in gets it with save-user-lead', async () => {
    const created = await post(t.app, `${V}/leads`, LEAD);
    expect(created.statusCode).toBe(201);
    const leadId = created.json().data.lead_id;
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await t.db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    expect(row.answers).toEqual({ name: 'Hafiz', user_age: 16, user_gender: 'male', user_income: 'below_rm7000' });

    const user = await signUp(t, fresh());
    const saved = await post(t.app, `${V}/save-user-lead`, { lead_id: leadId }, user.token);
    expect(saved.statusCode).toBe(200);
    // Idempotent for its owner.
    expect((await post(t.app, `${V}/save-user-lead`, { lead_id: leadId.toUpperCase() }, user.token)).statusCode).toBe(
      200,
    );

    const mine = (await get(t.app, `${V}/user/leads`, user.token)).json().data;
    expect(mine).toEqual([
      {
        id: leadId,
        user_type: 'student',
        answers: { ...LEAD.answers, user_age: 16 },
        selections: SELECTIONS,
        result_code: 'SA',
        lang: 'ms',
        created_at: expect.any(String),
      },
    ]);
  });

  test("another user's lead cannot be taken, and looks the same as one that does not exist", async () => {
    const owner = await signUp(t, fresh());
    const thief = await signUp(t, fresh());
    const leadId = (await post(t.app, `${V}/leads`, LEAD)).json().data.lead_id;
    await post(t.app, `${V}/save-user-lead`, { lead_id: leadId }, owner.token);

    const stolen = await post(t.app, `${V}/save-user-lead`, { lead_id: leadId }, thief.token);
    const missing = await post(
      t.app,
      `${V}/save-user-lead`,
      { lead_id: '00000000-0000-4000-8000-000000000000' },
      thief.token,
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual(missing.json());
    expect((await get(t.app, `${V}/user/leads`, thief.token)).json().data).toEqual([]);
    const row = await t.db.selectFrom('leads').select('user_id').where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(owner.id);
  });

  test('with a bearer token the lead is the user’s at once', async () => {
    const user = await signUp(t, fresh());
    const leadId = (await post(t.app, `${V}/leads`, LEAD, user.token)).json().data.lead_id;
    expect((await get(t.app, `${V}/user/leads`, user.token)).json().data.map((l: { id: string }) => l.id)).toEqual([
      leadId,
    ]);
  });

  test('the server scores the selections for the result code; a code the client sends is ignored (decision 313)', async () => {
    const { result_code: _unused, ...withoutCode } = LEAD;
    const created = await post(t.app, `${V}/leads`, withoutCode);
    expect(created.statusCode).toBe(201);
    // S A S I S A E: S three times, A twice → "SA" (content/quiz-scoring.md).
    expect(created.json().data.result_code).toBe('SA');
    const claimed = await post(t.app, `${V}/leads`, { ...LEAD, result_code: 'RC' });
    expect(claimed.json().data.result_code).toBe('SA');
    for (const leadId of [created.json().data.lead_id, claimed.json().data.lead_id]) {
      const row = await t.db
        .selectFrom('leads')
        .select('result_code')
        .where('id', '=', leadId)
        .executeTakeFirstOrThrow();
      expect(row.result_code).toBe('SA');
    }
    // The same activity twice cannot be scored.
    const twice = SELECTIONS.map((s, i) => (i === 2 ? SELECTIONS[0]! : s));
    const repeated = await post(t.app, `${V}/leads`, { ...LEAD, selections: twice });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().error.code).toBe('INVALID_SELECTIONS');
  });

  test('selections must be seven real activities of their own type', async () => {
    const wrongType = SELECTIONS.map((s, i) => (i === 0 ? { ...s, value: 'R' } : s));
    const unknown = SELECTIONS.map((s, i) => (i === 0 ? { ...s, label: 'flying_to_the_moon' } : s));
    expect((await post(t.app, `${V}/leads`, { ...LEAD, selections: wrongType })).json().error.code).toBe(
      'INVALID_SELECTIONS',
    );
    expect((await post(t.app, `${V}/leads`, { ...LEAD, selections: unknown })).statusCode).toBe(422);
    expect((await post(t.app, `${V}/leads`, { ...LEAD, selections: SELECTIONS.slice(1) })).statusCode).toBe(400);
    expect((await post(t.app, `${V}/leads`, { ...LEAD, result_code: 'XYZ' })).statusCode).toBe(400);
  });

  test('the data-entry details become the profile of an account that has none (decision 266)', async () => {
    const user = await signUp(t, fresh());
    const leadId = (await post(t.app, `${V}/leads`, LEAD)).json().data.lead_id;
    expect((await post(t.app, `${V}/save-user-lead`, { lead_id: leadId }, user.token)).statusCode).toBe(200);
    expect((await get(t.app, `${V}/profile`, user.token)).json().data).toMatchObject({
      name: 'Hafiz',
      user_type: 'student',
      user_age: 16,
      user_gender: 'male',
      user_income: 'below_rm7000',
      user_age_range: null,
      is_complete_profile: false,
    });

    // A parent's lead: the age range and organisation, never a student's fields.
    const parent = await signUp(t, fresh());
    const parentLead = (
      await post(t.app, `${V}/leads`, {
        ...LEAD,
        user_type: 'parent',
        answers: { name: 'Puan Rosnah', user_age_range: '36_45', user_organization_name: 'PIBG SMK Seri' },
      })
    ).json().data.lead_id;
    await post(t.app, `${V}/save-user-lead`, { lead_id: parentLead }, parent.token);
    expect((await get(t.app, `${V}/profile`, parent.token)).json().data).toMatchObject({
      name: 'Puan Rosnah',
      user_type: 'parent',
      user_age: null,
      user_gender: null,
      user_age_range: '36_45',
      user_organization_name: 'PIBG SMK Seri',
    });
  });

  test('a profile the user saved is never overwritten by a later lead', async () => {
    const user = await signUp(t, fresh());
    await post(t.app, `${V}/profile/update`, STUDENT_PROFILE, user.token);
    const leadId = (await post(t.app, `${V}/leads`, LEAD)).json().data.lead_id;
    await post(t.app, `${V}/save-user-lead`, { lead_id: leadId }, user.token);
    expect((await get(t.app, `${V}/profile`, user.token)).json().data).toMatchObject({
      name: 'Nur Aisyah',
      user_age: 17,
      user_gender: 'female',
      is_complete_profile: true,
    });
  });

  test('a lead from a skipped form gives the role only; a signed-in lead fills the profile at once', async () => {
    const skipped = await signUp(t, fresh());
    const leadId = (await post(t.app, `${V}/leads`, { ...LEAD, user_type: 'teacher', answers: {} })).json().data
      .lead_id;
    await post(t.app, `${V}/save-user-lead`, { lead_id: leadId }, skipped.token);
    expect((await get(t.app, `${V}/profile`, skipped.token)).json().data).toMatchObject({
      name: null,
      user_type: 'teacher',
    });

    const signedIn = await signUp(t, fresh());
    await post(t.app, `${V}/leads`, LEAD, signedIn.token);
    expect((await get(t.app, `${V}/profile`, signedIn.token)).json().data).toMatchObject({
      name: 'Hafiz',
      user_age: 16,
    });
  });

  test('an implausible age is refused with the field and the range (decision 265)', async () => {
    for (const age of ['5', '999', 9, 100]) {
      const res = await post(t.app, `${V}/leads`, { ...LEAD, answers: { ...LEAD.answers, user_age: age } });
      expect({ age, status: res.statusCode, code: res.json().error?.code }).toEqual({
        age,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(res.json().error.details[0]).toEqual({
        field: 'body.answers.user_age',
        message: 'Age must be from 10 to 99',
      });
    }
    expect(
      (await post(t.app, `${V}/leads`, { ...LEAD, answers: { ...LEAD.answers, user_age: '10' } })).statusCode,
    ).toBe(201);
  });
});

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
} from '../../test/accounts/app.js';

let t: AccountsTestApp;
let n = 0;
const fresh = (prefix = 'user') => `${prefix}-${++n}@example.com`;

beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

/** Follows an emailed link to this API (path and query only). */
const follow = (link: string) => {
  const url = new URL(link);
  return get(t.app, url.pathname + url.search);
};
const verificationOf = (location: string | undefined) => new URL(location!).searchParams.get('verification');

describe('registration', () => {
  test('a new address gets 201, a message with "Verification", and a verification email in its language', async () => {
    const email = fresh();
    const res = await post(t.app, `${V}/registration`, {
      email: `  ${email.toUpperCase()} `.trim(),
      password: PASSWORD,
      redirect_url: 'http://localhost:8080/ms',
      lang: 'ms',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ type: 'success', message: expect.stringContaining('Verification') });
    expect(res.json().message).not.toContain('existing');

    const mail = await lastMailTo(t, email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Sahkan e-mel anda untuk Laluan Kerjaya');
    expect(mail!.text).toContain('Laluan Kerjaya');
    expect(mail!.text).toContain(mail!.link);
    expect(mail!.html).toContain(`href="${mail!.link.replace(/&/g, '&#38;')}"`);
    expect(mail!.link).toMatch(/^http:\/\/localhost:3000\/api\/v1\/verify-email\?token=[A-Za-z0-9_-]{43}&lang=ms$/);

    const stored = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.email_verified_at).toBeNull();
    // Only a hash of the link's token is stored.
    const token = new URL(mail!.link).searchParams.get('token')!;
    const tokens = await t.db.selectFrom('user_tokens').selectAll().where('user_id', '=', stored.id).execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(tokens)).not.toContain(token);
  });

  test('an existing address gets 409 EMAIL_EXISTS with "existing", and no second account', async () => {
    const email = fresh();
    await signUp(t, email);
    const res = await post(t.app, `${V}/registration`, { email: email.toUpperCase(), password: 'another password' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_EXISTS');
    expect(res.json().error.message).toContain('existing');
    expect(res.json().error.message).not.toContain('Verification');
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // The stored password did not change.
    expect((await post(t.app, `${V}/login`, { email, password: PASSWORD })).statusCode).toBe(200);
  });

  test('re-registering an unverified address keeps its password and answers "existing"', async () => {
    const email = fresh();
    await post(t.app, `${V}/registration`, { email, password: PASSWORD });
    const again = await post(t.app, `${V}/registration`, { email, password: 'attacker password' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('existing');
    const mail = await lastMailTo(t, email);
    expect((await follow(mail!.link)).statusCode).toBe(302);
    expect((await post(t.app, `${V}/login`, { email, password: 'attacker password' })).statusCode).toBe(401);
    expect((await post(t.app, `${V}/login`, { email, password: PASSWORD })).statusCode).toBe(200);
  });

  test('passwords under 8 characters and bad emails are 400 VALIDATION_FAILED', async () => {
    for (const body of [
      { email: fresh(), password: 'short' },
      { email: 'not-an-email', password: PASSWORD },
      { email: fresh(), password: PASSWORD, extra: 1 },
      { email: fresh() },
    ]) {
      const res = await post(t.app, `${V}/registration`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  test('a redirect_url outside the site is refused (400 INVALID_REDIRECT_URL), nothing stored', async () => {
    const email = fresh();
    for (const redirect of ['https://evil.example/en', 'javascript:alert(1)', 'http://user:pw@localhost/en']) {
      const res = await post(t.app, `${V}/registration`, { email, password: PASSWORD, redirect_url: redirect });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INVALID_REDIRECT_URL');
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });
});

describe('verification link', () => {
  test('verifies once and redirects to redirect_url?verification=verified; a second click says already', async () => {
    const email = fresh();
    await post(t.app, `${V}/registration`, { email, password: PASSWORD, redirect_url: 'http://localhost:8080/en?x=1' });
    const mail = await lastMailTo(t, email);
    const first = await follow(mail!.link);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('http://localhost:8080/en?x=1&verification=verified');
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await follow(mail!.link);
    expect(verificationOf(second.headers.location)).toBe('already');
  });

  test('an expired link says expired; a made-up or missing token says failed', async () => {
    const email = fresh();
    await post(t.app, `${V}/registration`, { email, password: PASSWORD });
    const mail = await lastMailTo(t, email);
    await t.db
      .updateTable('user_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('user_id', '=', t.db.selectFrom('users').select('id').where('email', '=', email))
      .execute();
    const expired = await follow(mail!.link);
    expect(expired.headers.location).toBe('http://localhost:3000/en?verification=expired');
    expect((await post(t.app, `${V}/login`, { email, password: PASSWORD })).json().error.code).toBe(
      'EMAIL_NOT_VERIFIED',
    );

    for (const url of [
      `${V}/verify-email?token=${'A'.repeat(43)}`,
      `${V}/verify-email?token=x&lang=ms`,
      `${V}/verify-email`,
    ]) {
      const res = await get(t.app, url);
      expect(res.statusCode).toBe(302);
      expect(verificationOf(res.headers.location)).toBe('failed');
    }
    expect((await get(t.app, `${V}/verify-email?token=x&lang=ms`)).headers.location).toBe(
      'http://localhost:3000/ms?verification=failed',
    );
  });

  test('after the resend, the older link says already once the newer one verified', async () => {
    const email = fresh();
    await post(t.app, `${V}/registration`, { email, password: PASSWORD });
    const firstMail = await lastMailTo(t, email);
    await t.app.accounts.limits.releaseCooldown('verify', email);
    expect((await post(t.app, `${V}/resend-verification-email`, { email })).statusCode).toBe(200);
    const secondMail = await lastMailTo(t, email);
    expect(secondMail!.link).not.toBe(firstMail!.link);
    expect(verificationOf((await follow(secondMail!.link)).headers.location)).toBe('verified');
    expect(verificationOf((await follow(firstMail!.link)).headers.location)).toBe('already');
  });
});

describe('resend verification email', () => {
  test('too soon after registration: 429 TOO_FREQUENT with "frequent"', async () => {
    const email = fresh();
    await post(t.app, `${V}/registration`, { email, password: PASSWORD });
    const res = await post(t.app, `${V}/resend-verification-email`, { email, lang: 'en' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('TOO_FREQUENT');
    expect(res.json().error.message).toContain('frequent');
  });

  test('unknown and verified addresses get the same answer, and no email', async () => {
    const verified = fresh();
    await signUp(t, verified);
    await t.app.accounts.limits.releaseCooldown('verify', verified);
    const before = (await t.outbox()).length;
    const unknown = await post(t.app, `${V}/resend-verification-email`, { email: fresh() });
    const known = await post(t.app, `${V}/resend-verification-email`, { email: verified });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).not.toContain('frequent');
    expect((await t.outbox()).length).toBe(before);
  });
});

describe('login and logout', () => {
  test('answers exactly the spec §3 login response, new_user only on the first sign-in', async () => {
    const email = fresh();
    const first = await signUp(t, email);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await post(t.app, `${V}/login`, { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'type']);
    expect(Object.keys(body.data).sort()).toEqual([
      'expiresAt',
      'expiresIn',
      'id',
      'new_user',
      'post_spm_plan',
      'profile',
      'token',
    ]);
    expect(Object.keys(body.data.profile).sort()).toEqual(['name', 'user_age', 'user_age_range', 'user_type']);
    expect(body).toMatchObject({ type: 'success', data: { id: first.id, new_user: false } });
    expect(body.data.token).not.toBe(first.token);
  });

  test('wrong password and unknown email: 401 INVALID_CREDENTIALS; unverified: 403 EMAIL_NOT_VERIFIED; one text', async () => {
    const email = fresh();
    await signUp(t, email);
    const unverified = fresh();
    await post(t.app, `${V}/registration`, { email: unverified, password: PASSWORD });

    const wrong = await post(t.app, `${V}/login`, { email, password: 'wrong password' });
    const unknown = await post(t.app, `${V}/login`, { email: fresh(), password: PASSWORD });
    const notVerified = await post(t.app, `${V}/login`, { email: unverified, password: PASSWORD });
    const notVerifiedWrong = await post(t.app, `${V}/login`, { email: unverified, password: 'wrong password' });
    expect([wrong.statusCode, unknown.statusCode, notVerified.statusCode, notVerifiedWrong.statusCode]).toEqual([
      401, 401, 403, 401,
    ]);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.json().error).toEqual(wrong.json().error);
    expect(notVerified.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(notVerified.json().error.message).toBe(wrong.json().error.message);
  });

  test('logout revokes only that token; tokens are read from the Authorization header only', async () => {
    const user = await signUp(t, fresh());
    const other = await post(t.app, `${V}/login`, { email: user.email, password: PASSWORD });
    const otherToken = other.json().data.token;

    expect((await get(t.app, `${V}/profile`)).json().error.code).toBe('AUTH_REQUIRED');
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: `${V}/profile`,
      headers: { cookie: `authorization_token=${user.token}` },
    });
    expect(viaCookie.statusCode).toBe(401);
    const viaQuery = await get(t.app, `${V}/profile?token=${user.token}`);
    expect(viaQuery.statusCode).toBe(401);

    expect((await post(t.app, `${V}/logout`, {}, user.token)).statusCode).toBe(200);
    const after = await get(t.app, `${V}/profile`, user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('INVALID_TOKEN');
    expect(after.headers['www-authenticate']).toContain('Bearer');
    expect((await get(t.app, `${V}/profile`, otherToken)).statusCode).toBe(200);
  });

  test('an expired token is refused', async () => {
    const user = await signUp(t, fresh());
    await t.db
      .updateTable('user_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .where('kind', '=', 'session')
      .execute();
    expect((await get(t.app, `${V}/profile`, user.token)).json().error.code).toBe('INVALID_TOKEN');
  });

  test('the login response says when the token expires: the stored expiry, the configured lifetime', async () => {
    const email = fresh();
    await signUp(t, email);
    const before = Date.now();
    const res = await post(t.app, `${V}/login`, { email, password: PASSWORD });
    const { token, id, expiresAt, expiresIn } = res.json().data;
    const ttl = t.accounts.sessionTtlSeconds;
    expect(expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(Math.abs(new Date(expiresAt).getTime() - (before + ttl * 1000))).toBeLessThan(5000);
    expect(expiresIn).toBeGreaterThan(ttl - 5);
    expect(expiresIn).toBeLessThanOrEqual(ttl);
    const rows = await t.db
      .selectFrom('user_tokens')
      .select('expires_at')
      .where('user_id', '=', id)
      .where('kind', '=', 'session')
      .orderBy('created_at', 'desc')
      .execute();
    expect(rows.map((r) => new Date(r.expires_at).toISOString())).toContain(expiresAt);
    expect((await get(t.app, `${V}/profile`, token)).statusCode).toBe(200);
  });
});

describe('session cookie (decision 036)', () => {
  const browserLogin = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: `${V}/login`,
      payload: { email, password: PASSWORD },
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
    });
  const cookieOf = (setCookie: string | string[] | undefined) => {
    const line = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('lk_session='));
    return line ?? null;
  };

  test('a same-origin browser login gets an HttpOnly cookie; its token works only together with it', async () => {
    const email = fresh();
    await signUp(t, email);
    const res = await browserLogin(email);
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res.headers['set-cookie']);
    expect(cookie).not.toBeNull();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie!)![1]);
    expect(Math.abs(maxAge - res.json().data.expiresIn)).toBeLessThanOrEqual(2);
    expect(cookie).not.toContain(res.json().data.token);

    const token = res.json().data.token;
    const pair = cookie!.split(';')[0]!;
    // The token alone (read by a script, replayed elsewhere) is refused.
    expect((await get(t.app, `${V}/profile`, token)).json().error.code).toBe('INVALID_TOKEN');
    // With another cookie value too.
    const forged = await t.app.inject({
      method: 'GET',
      url: `${V}/profile`,
      headers: { authorization: `Bearer ${token}`, cookie: `lk_session=${'A'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
    // The cookie alone never authenticates.
    expect((await t.app.inject({ method: 'GET', url: `${V}/profile`, headers: { cookie: pair } })).statusCode).toBe(
      401,
    );
    const both = await t.app.inject({
      method: 'GET',
      url: `${V}/profile`,
      headers: { authorization: `Bearer ${token}`, cookie: `other=1; ${pair}` },
    });
    expect(both.statusCode).toBe(200);

    // Logout revokes the token and removes the cookie.
    const out = await t.app.inject({
      method: 'POST',
      url: `${V}/logout`,
      headers: { authorization: `Bearer ${token}`, cookie: pair },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out.headers['set-cookie'])).toMatch(/^lk_session=; .*Max-Age=0/);
  });

  test('other clients (no Sec-Fetch-Site: same-origin) get no cookie and a token that works alone', async () => {
    const email = fresh();
    await signUp(t, email);
    for (const headers of [{}, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${V}/login`,
        payload: { email, password: PASSWORD },
        headers,
      });
      expect(cookieOf(res.headers['set-cookie'])).toBeNull();
      expect((await get(t.app, `${V}/profile`, res.json().data.token)).statusCode).toBe(200);
    }
  });

  test('SESSION_COOKIE=false: no cookie, tokens work alone; production marks the cookie Secure', async () => {
    const off = await buildAccountsApp({ accounts: { sessionCookie: false }, shareDatabaseWith: t });
    const secure = await buildAccountsApp({
      accounts: { production: true, smtpUrl: 'smtp://127.0.0.1:1' },
      shareDatabaseWith: t,
    });
    try {
      const email = fresh();
      await signUp(t, email);
      const plain = await off.app.inject({
        method: 'POST',
        url: `${V}/login`,
        payload: { email, password: PASSWORD },
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(cookieOf(plain.headers['set-cookie'])).toBeNull();
      expect((await get(off.app, `${V}/profile`, plain.json().data.token)).statusCode).toBe(200);

      const prod = await secure.app.inject({
        method: 'POST',
        url: `${V}/login`,
        payload: { email, password: PASSWORD },
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      // Production: the __Host- prefix, Path=/, Secure (ASVS 3.3.1; decision 283).
      const prefixed = ([] as string[])
        .concat(prod.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('__Host-lk_session='));
      expect(prefixed).toMatch(
        /^__Host-lk_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
      );
      expect(cookieOf(prod.headers['set-cookie'])).toBeNull();
    } finally {
      await off.close();
      await secure.close();
    }
  });
});

describe('forgot and reset password', () => {
  test('unknown address: 404 with "does not exist" in error.message and data.message', async () => {
    const res = await post(t.app, `${V}/forgot-password`, { email: fresh(), redirect_url: 'http://localhost:8080/en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'USER_NOT_FOUND',
        message: expect.stringContaining('does not exist'),
        messageKey: 'errors.user_not_found',
      },
      data: { message: expect.stringContaining('does not exist') },
    });
  });

  test('the reset link sets a new password once, revokes other sessions, and a second request within 60 s is too frequent', async () => {
    const user = await signUp(t, fresh());
    const res = await post(t.app, `${V}/forgot-password`, {
      email: user.email,
      redirect_url: 'http://localhost:8080/ms',
      lang: 'ms',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Reset password link has been sent to your email.');

    const again = await post(t.app, `${V}/forgot-password`, { email: user.email });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toContain('frequent');

    const mail = await lastMailTo(t, user.email);
    expect(mail!.kind).toBe('reset');
    expect(mail!.subject).toBe('Tetapkan semula kata laluan Laluan Kerjaya anda');
    const link = new URL(mail!.link);
    expect(link.origin + link.pathname).toBe('http://localhost:8080/ms');
    const token = link.searchParams.get('reset_token')!;

    const reset = await post(t.app, `${V}/reset-password`, { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await get(t.app, `${V}/profile`, user.token)).statusCode).toBe(401);
    expect((await post(t.app, `${V}/login`, { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post(t.app, `${V}/login`, { email: user.email, password: 'a brand new password' })).statusCode).toBe(
      200,
    );

    const reused = await post(t.app, `${V}/reset-password`, { token, password: 'yet another password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  test('an expired reset link is refused with RESET_TOKEN_EXPIRED and changes nothing', async () => {
    const user = await signUp(t, fresh());
    await post(t.app, `${V}/forgot-password`, { email: user.email });
    const token = new URL((await lastMailTo(t, user.email))!.link).searchParams.get('reset_token')!;
    await t.db
      .updateTable('user_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .where('kind', '=', 'reset')
      .execute();
    const res = await post(t.app, `${V}/reset-password`, { token, password: 'a brand new password' });
    expect(res.json().error.code).toBe('RESET_TOKEN_EXPIRED');
    expect((await post(t.app, `${V}/login`, { email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  test('a reset proves the address: an unverified account becomes verified', async () => {
    const email = fresh();
    await post(t.app, `${V}/registration`, { email, password: PASSWORD });
    await post(t.app, `${V}/forgot-password`, { email });
    const token = new URL((await lastMailTo(t, email))!.link).searchParams.get('reset_token')!;
    expect((await post(t.app, `${V}/reset-password`, { token, password: 'my own new password' })).statusCode).toBe(200);
    expect((await post(t.app, `${V}/login`, { email, password: 'my own new password' })).statusCode).toBe(200);
  });
});

describe('providers', () => {
  test('nothing configured: both off', async () => {
    expect((await get(t.app, `${V}/auth/providers`)).json()).toEqual({ google: false, facebook: false });
    for (const provider of ['google', 'facebook']) {
      const res = await post(t.app, `${V}/social-login/check-user/${provider}`, { access_token: 'abc' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PROVIDER_DISABLED');
    }
  });
});

describe('OpenAPI', () => {
  test('every accounts route is documented with its request and response schemas', async () => {
    const doc = (await get(t.app, '/api/openapi.json')).json();
    const routes: [string, string][] = [
      ['post', `${V}/registration`],
      ['post', `${V}/resend-verification-email`],
      ['get', `${V}/verify-email`],
      ['post', `${V}/login`],
      ['post', `${V}/logout`],
      ['post', `${V}/forgot-password`],
      ['post', `${V}/reset-password`],
      ['post', `${V}/social-login/check-user/google`],
      ['post', `${V}/social-login/check-user/facebook`],
      ['get', `${V}/auth/providers`],
      ['get', `${V}/profile`],
      ['post', `${V}/profile/update`],
      ['delete', `${V}/profile`],
      ['get', `${V}/profile/export`],
      ['post', `${V}/leads`],
      ['post', `${V}/save-user-lead`],
      ['get', `${V}/user/leads`],
      ['post', `${V}/user/bulk-save-read-job`],
      ['post', `${V}/user/bulk-save-job-quiz`],
      ['get', `${V}/user/read-jobs`],
      ['get', `${V}/user/job-quiz`],
      ['get', `${V}/user/saved-jobs`],
      ['get', `${V}/user/saved-jobs/count`],
      ['post', `${V}/user/saved-jobs`],
      ['delete', `${V}/user/saved-jobs/{job_id}`],
      ['post', `${V}/request-job`],
      ['post', '/api/userData/user-job-data'],
    ];
    for (const [method, path] of routes) {
      const op = doc.paths[path]?.[method];
      expect({ path, method, documented: Boolean(op) }).toEqual({ path, method, documented: true });
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['4XX', '5XX']));
      if (method === 'post' && !path.endsWith('/logout'))
        expect(op.requestBody?.content?.['application/json']?.schema).toBeDefined();
    }
    expect(doc.paths[`${V}/profile`].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
  });
});

describe('token pruning', () => {
  test('deletes tokens a day after they stopped being usable, keeps the rest', async () => {
    const user = await signUp(t, 'prune@example.com');
    await t.db
      .updateTable('user_tokens')
      .set({ used_at: sql<Date>`now() - interval '2 days'` })
      .where('user_id', '=', user.id)
      .where('kind', '=', 'verify')
      .execute();
    expect(await t.app.accounts.tokens.prune()).toBe(1);
    const left = await t.db.selectFrom('user_tokens').select('kind').where('user_id', '=', user.id).execute();
    expect(left.map((r) => r.kind)).toEqual(['session']);
  });
});

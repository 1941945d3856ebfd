import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { PASSWORD, V, buildAccountsApp, get, post, signUp, type AccountsTestApp } from '../../test/accounts/app.js';
import { FACEBOOK_APP_SECRET, GOOGLE_CLIENT_ID, startProviderStandIn } from '../../test/accounts/providers.js';

/**
 * Social sign-in against a local stand-in that speaks Google's and Facebook's HTTP: the API
 * checks every token with the "provider" itself.
 */
let standIn: Awaited<ReturnType<typeof startProviderStandIn>>;
let t: AccountsTestApp;
let n = 0;
const token = (prefix: string) => `${prefix}-token-${++n}`;
const google = (accessToken: string) =>
  post(t.app, `${V}/social-login/check-user/google`, { access_token: accessToken });
const facebook = (accessToken: string) =>
  post(t.app, `${V}/social-login/check-user/facebook`, { access_token: accessToken });

beforeAll(async () => {
  standIn = await startProviderStandIn();
  t = await buildAccountsApp({ accounts: standIn.config });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

test('both providers are on when configured', async () => {
  expect((await get(t.app, `${V}/auth/providers`)).json()).toEqual({ google: true, facebook: true });
});

describe('Google', () => {
  test('a new user: account created, new_user true, name from userinfo; next time new_user false', async () => {
    const accessToken = token('g');
    standIn.google.set(accessToken, {
      sub: 'g-100',
      email: 'Aminah@Example.com',
      email_verified: true,
      name: 'Aminah',
    });
    const first = await google(accessToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      type: 'success',
      data: { new_user: true, profile: { name: 'Aminah', user_type: null }, post_spm_plan: null },
    });
    // The stand-in was asked with our token, and userinfo with the bearer token.
    expect(standIn.requests.some((r) => r.path === '/tokeninfo' && r.query.access_token === accessToken)).toBe(true);
    expect(standIn.requests.some((r) => r.path === '/userinfo' && r.authorization === `Bearer ${accessToken}`)).toBe(
      true,
    );

    const second = await google(accessToken);
    expect(second.json().data).toMatchObject({ id: first.json().data.id, new_user: false });
    // Like login: when the token stops working.
    expect(new Date(second.json().data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(second.json().data.expiresIn).toBeGreaterThan(0);
    const profile = (await get(t.app, `${V}/profile`, second.json().data.token)).json().data;
    expect(profile).toMatchObject({
      email: 'aminah@example.com',
      email_verified: true,
      has_password: false,
      providers: ['google'],
    });
  });

  test('an ID token (JWT) is checked with tokeninfo?id_token and its name claim used', async () => {
    const idToken = `eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJnLTIwMCJ9.${token('sig')}`;
    standIn.google.set(idToken, { sub: 'g-200', email: 'bala@example.com', email_verified: true, name: 'Bala' });
    const res = await google(idToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.name).toBe('Bala');
    expect(standIn.requests.some((r) => r.path === '/tokeninfo' && r.query.id_token === idToken)).toBe(true);
  });

  test('a token for another app, an unknown token, an unverified or missing email are refused', async () => {
    const otherApp = token('g');
    standIn.google.set(otherApp, { sub: 'g-300', email: 'c@example.com', email_verified: true, aud: 'someone-else' });
    const unverified = token('g');
    standIn.google.set(unverified, { sub: 'g-301', email: 'd@example.com', email_verified: false });
    const noEmail = token('g');
    standIn.google.set(noEmail, { sub: 'g-302' });

    expect((await google(otherApp)).json().error.code).toBe('SOCIAL_TOKEN_INVALID');
    expect((await google('never-issued')).statusCode).toBe(401);
    expect((await google(unverified)).json().error.code).toBe('SOCIAL_EMAIL_UNVERIFIED');
    expect((await google(noEmail)).json().error.code).toBe('SOCIAL_EMAIL_MISSING');
    for (const email of ['c@example.com', 'd@example.com']) {
      expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    }
  });
});

describe('Facebook', () => {
  test('debug_token with our app credentials, then /me with appsecret_proof', async () => {
    const accessToken = token('fb');
    standIn.facebook.set(accessToken, { id: '9001', email: 'chong@example.com', name: 'Chong Wei' });
    const res = await facebook(accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ new_user: true, profile: { name: 'Chong Wei' } });
    const me = standIn.requests.find((r) => r.path.endsWith('/me') && r.query.access_token === accessToken)!;
    expect(me.query.appsecret_proof).toBe(createHmac('sha256', FACEBOOK_APP_SECRET).update(accessToken).digest('hex'));
  });

  test('a token of another app or no email is refused', async () => {
    const otherApp = token('fb');
    standIn.facebook.set(otherApp, { id: '9002', email: 'e@example.com', appId: '999' });
    const noEmail = token('fb');
    standIn.facebook.set(noEmail, { id: '9003', name: 'No Email' });
    expect((await facebook(otherApp)).json().error.code).toBe('SOCIAL_TOKEN_INVALID');
    expect((await facebook('never-issued')).json().error.code).toBe('SOCIAL_TOKEN_INVALID');
    expect((await facebook(noEmail)).json().error.code).toBe('SOCIAL_EMAIL_MISSING');
  });
});

describe('linking by verified email', () => {
  test('an existing verified account is signed in and linked; its password still works', async () => {
    const user = await signUp(t, 'devi@example.com');
    const accessToken = token('fb');
    standIn.facebook.set(accessToken, { id: '9100', email: 'DEVI@example.com', name: 'Devi' });
    const res = await facebook(accessToken);
    expect(res.json().data).toMatchObject({ id: user.id, new_user: false });
    expect((await post(t.app, `${V}/login`, { email: 'devi@example.com', password: PASSWORD })).statusCode).toBe(200);
    const profile = (await get(t.app, `${V}/profile`, user.token)).json().data;
    expect(profile.providers).toEqual(['facebook']);
  });

  test('an unverified account someone else registered loses its password (no pre-account takeover)', async () => {
    // An attacker registers the victim's address first and never verifies it.
    await post(t.app, `${V}/registration`, { email: 'farah@example.com', password: 'attacker password' });
    const accessToken = token('g');
    standIn.google.set(accessToken, {
      sub: 'g-farah',
      email: 'farah@example.com',
      email_verified: true,
      name: 'Farah',
    });
    const res = await google(accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.new_user).toBe(true);
    const login = await post(t.app, `${V}/login`, { email: 'farah@example.com', password: 'attacker password' });
    expect(login.statusCode).toBe(401);
    const profile = (await get(t.app, `${V}/profile`, res.json().data.token)).json().data;
    expect(profile).toMatchObject({ email_verified: true, has_password: false, providers: ['google'] });
  });

  test('the same email through both providers is one account', async () => {
    const g = token('g');
    standIn.google.set(g, { sub: 'g-gopal', email: 'gopal@example.com', email_verified: true });
    const f = token('fb');
    standIn.facebook.set(f, { id: '9200', email: 'gopal@example.com' });
    const a = (await google(g)).json().data.id;
    const b = (await facebook(f)).json().data.id;
    expect(b).toBe(a);
  });
});

describe('provider trouble', () => {
  test('provider down: 502 PROVIDER_UNAVAILABLE', async () => {
    standIn.setFailing(true);
    try {
      const res = await google('any-token');
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('PROVIDER_UNAVAILABLE');
    } finally {
      standIn.setFailing(false);
    }
  });

  test('only Google configured: Facebook is off (404 PROVIDER_DISABLED)', async () => {
    const only = await buildAccountsApp({ accounts: { google: standIn.config.google }, shareDatabaseWith: t });
    try {
      expect((await get(only.app, `${V}/auth/providers`)).json()).toEqual({ google: true, facebook: false });
      const res = await post(only.app, `${V}/social-login/check-user/facebook`, { access_token: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PROVIDER_DISABLED');
    } finally {
      await only.close();
    }
  });

  test('the client id is the audience checked', () => {
    expect(standIn.config.google.clientId).toBe(GOOGLE_CLIENT_ID);
  });
});

describe('deleting an account that has no password (decision 035)', () => {
  test('needs a sign-in in the last 10 minutes: 403 RECENT_SIGN_IN_REQUIRED with an older one, 200 after signing in again', async () => {
    const accessToken = token('g');
    standIn.google.set(accessToken, { sub: 'g-delete', email: 'social-only@example.com', email_verified: true });
    const old = (await google(accessToken)).json().data;
    await t.db
      .updateTable('user_tokens')
      .set({ created_at: sql<Date>`now() - interval '11 minutes'` })
      .where('user_id', '=', old.id)
      .execute();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `${V}/profile`,
      headers: { authorization: `Bearer ${old.token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('RECENT_SIGN_IN_REQUIRED');
    expect((await get(t.app, `${V}/profile`, old.token)).statusCode).toBe(200);

    const fresh = (await google(accessToken)).json().data;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${V}/profile`,
      headers: { authorization: `Bearer ${fresh.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(t.app, `${V}/profile`, fresh.token)).statusCode).toBe(401);
  });
});

import type { InjectOptions } from 'fastify';
import { PERMISSIONS_POLICY } from '../plugins/security.js';
import { LEAD, STUDENT_PROFILE } from '../test/accounts/fixtures.js';
import { writeFixtureContent } from '../test/fixture-content.js';
import { buildTestApp } from '../test/helpers.js';
import { PASSWORD, V, buildAccountsApp, post, signUp, type AccountsTestApp } from '../test/accounts/app.js';

/**
 * Headers a browser or a cache acts on (docs/decisions/036 and 037): Cache-Control: no-store on
 * every answer holding a token or personal data, Permissions-Policy and X-Frame-Options on all,
 * and CORS for the configured origins only.
 */
let t: AccountsTestApp;
let prod: AccountsTestApp;
let token: string;
let leadId: string;
const SITE = 'https://laluankerjaya.example';
const EXTRA = 'https://partner.example';

beforeAll(async () => {
  t = await buildAccountsApp({
    accounts: { siteUrl: SITE, publicUrl: 'https://api.laluankerjaya.example' },
    config: { corsOrigins: [EXTRA] },
  });
  prod = await buildAccountsApp({
    accounts: { production: true, smtpUrl: 'smtp://127.0.0.1:1', siteUrl: SITE },
    shareDatabaseWith: t,
  });
  token = (await signUp(t, 'headers@example.com')).token;
  await post(t.app, `${V}/profile/update`, STUDENT_PROFILE, token);
  leadId = (await post(t.app, `${V}/leads`, LEAD)).json().data.lead_id;
});
afterAll(async () => {
  await prod?.close();
  await t?.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });

/** Every answer that carries a token, personal data, or says whether an account exists. */
const PRIVATE: { name: string; request: () => InjectOptions; status: number }[] = [
  {
    name: 'POST login (token)',
    request: () => ({
      method: 'POST',
      url: `${V}/login`,
      payload: { email: 'headers@example.com', password: PASSWORD },
    }),
    status: 200,
  },
  {
    name: 'POST login, failed',
    request: () => ({
      method: 'POST',
      url: `${V}/login`,
      payload: { email: 'headers@example.com', password: 'nope nope' },
    }),
    status: 401,
  },
  {
    name: 'POST social-login (token; here: provider off)',
    request: () => ({ method: 'POST', url: `${V}/social-login/check-user/google`, payload: { access_token: 'x' } }),
    status: 404,
  },
  {
    name: 'POST registration (says whether an account exists)',
    request: () => ({
      method: 'POST',
      url: `${V}/registration`,
      payload: { email: 'headers@example.com', password: PASSWORD },
    }),
    status: 409,
  },
  {
    name: 'POST forgot-password (says whether an account exists)',
    request: () => ({ method: 'POST', url: `${V}/forgot-password`, payload: { email: 'nobody@example.com' } }),
    status: 404,
  },
  { name: 'GET verify-email', request: () => ({ method: 'GET', url: `${V}/verify-email?token=x` }), status: 302 },
  { name: 'GET profile', request: () => ({ method: 'GET', url: `${V}/profile`, headers: auth() }), status: 200 },
  {
    name: 'POST profile/update',
    request: () => ({ method: 'POST', url: `${V}/profile/update`, payload: STUDENT_PROFILE, headers: auth() }),
    status: 200,
  },
  {
    name: 'GET profile/export',
    request: () => ({ method: 'GET', url: `${V}/profile/export`, headers: auth() }),
    status: 200,
  },
  {
    name: 'DELETE profile (refused: wrong password)',
    request: () => ({ method: 'DELETE', url: `${V}/profile`, payload: { password: 'wrong one!' }, headers: auth() }),
    status: 403,
  },
  { name: 'POST leads', request: () => ({ method: 'POST', url: `${V}/leads`, payload: LEAD }), status: 201 },
  {
    name: 'POST save-user-lead',
    request: () => ({ method: 'POST', url: `${V}/save-user-lead`, payload: { lead_id: leadId }, headers: auth() }),
    status: 200,
  },
  { name: 'GET user/leads', request: () => ({ method: 'GET', url: `${V}/user/leads`, headers: auth() }), status: 200 },
  {
    name: 'GET user/read-jobs',
    request: () => ({ method: 'GET', url: `${V}/user/read-jobs`, headers: auth() }),
    status: 200,
  },
  {
    name: 'GET user/job-quiz',
    request: () => ({ method: 'GET', url: `${V}/user/job-quiz`, headers: auth() }),
    status: 200,
  },
  {
    name: 'GET user/saved-jobs',
    request: () => ({ method: 'GET', url: `${V}/user/saved-jobs`, headers: auth() }),
    status: 200,
  },
  {
    name: 'GET user/saved-jobs/count',
    request: () => ({ method: 'GET', url: `${V}/user/saved-jobs/count`, headers: auth() }),
    status: 200,
  },
  {
    name: 'POST user/bulk-save-read-job',
    request: () => ({
      method: 'POST',
      url: `${V}/user/bulk-save-read-job`,
      payload: { job_ids: [1] },
      headers: auth(),
    }),
    status: 200,
  },
  {
    name: 'POST userData/user-job-data',
    request: () => ({
      method: 'POST',
      url: '/api/userData/user-job-data',
      payload: { job_id: 1, readJobGuidesList: [] },
      headers: auth(),
    }),
    status: 200,
  },
  { name: 'GET profile without a token (401)', request: () => ({ method: 'GET', url: `${V}/profile` }), status: 401 },
];

describe('Cache-Control: no-store', () => {
  test.each(PRIVATE)('$name', async ({ request, status }) => {
    const res = await t.app.inject(request());
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('public content is not marked no-store (the hook is scoped to the accounts routes)', async () => {
    const res = await t.app.inject(`${V}/industries`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});

describe('Permissions-Policy and X-Frame-Options', () => {
  test.each([`${V}/industries`, `${V}/profile`, '/api/v1/no-such-route', '/health'])('%s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

test('a Permissions-Policy already set (the site plugin, for its pages) is kept', async () => {
  const content = writeFixtureContent();
  const own = await buildTestApp({
    contentDir: content.dir,
    extend: (app) => {
      app.get('/en/own-policy', async (_request, reply) =>
        reply.header('permissions-policy', 'camera=(self)').send('ok'),
      );
    },
  });
  try {
    const res = await own.app.inject('/en/own-policy');
    expect(res.headers['permissions-policy']).toBe('camera=(self)');
    expect(res.headers['x-frame-options']).toBe('DENY');
  } finally {
    await own.close();
    content.remove();
  }
});

describe('CORS', () => {
  const preflight = (app: AccountsTestApp['app'], origin: string, url = `${V}/login`) =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  test.each([SITE, EXTRA, 'http://localhost:8080', 'http://127.0.0.1:3001'])(
    'preflight from an allowed origin (%s): 204 with the methods and headers, no credentials',
    async (origin) => {
      const res = await preflight(t.app, origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-max-age']).toBe('600');
    },
  );

  test('a real request from an allowed origin can be read; the answer varies by Origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${V}/industries`, headers: { origin: SITE } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(res.headers.vary)).toContain('Origin');
    const login = await t.app.inject({
      method: 'POST',
      url: `${V}/login`,
      headers: { origin: EXTRA },
      payload: { email: 'headers@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(EXTRA);
    expect(String(login.headers['access-control-expose-headers'])).toContain('Retry-After');
  });

  test.each(['https://evil.example', 'null', 'https://laluankerjaya.example.evil.example'])(
    'another origin (%s) gets no Access-Control-Allow-Origin',
    async (origin) => {
      const pre = await preflight(t.app, origin);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      const res = await t.app.inject({ method: 'GET', url: `${V}/industries`, headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  test('in production a localhost page is not allowed; the configured site still is', async () => {
    expect((await preflight(prod.app, 'http://localhost:8080')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(prod.app, SITE)).headers['access-control-allow-origin']).toBe(SITE);
  });
});

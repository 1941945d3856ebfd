import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { newToken } from './tokens.js';
import { V, buildAccountsApp, post, signUp, snapshot, type AccountsTestApp } from '../test/accounts/app.js';
import { LEAD, STUDENT_PROFILE } from '../test/accounts/fixtures.js';
import { startProviderStandIn } from '../test/accounts/providers.js';

/**
 * Bad input, property-based (fast-check), on every route of the accounts work: malformed JSON,
 * wrong types, missing and unknown fields (also nested), huge bodies, odd Unicode, SQL-looking
 * strings, bad tokens. Every answer is below 500; every refusal is a 4xx with a stable code in
 * the shared error shape, and leaves the accounts tables exactly as they were.
 */

const RUNS = Number(process.env.FC_RUNS || 40);

const KNOWN_CODES = new Set([
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
  'NOT_FOUND',
  'AUTH_REQUIRED',
  'INVALID_TOKEN',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_EXISTS',
  'TOO_FREQUENT',
  'RATE_LIMITED',
  'USER_NOT_FOUND',
  'INVALID_REDIRECT_URL',
  'RESET_TOKEN_INVALID',
  'RESET_TOKEN_EXPIRED',
  'SOCIAL_TOKEN_INVALID',
  'SOCIAL_EMAIL_MISSING',
  'SOCIAL_EMAIL_UNVERIFIED',
  'PROVIDER_DISABLED',
  'LEAD_NOT_FOUND',
  'JOB_NOT_FOUND',
  // The input guard (NUL, invalid UTF-8) and the password asked again (decision 035).
  'INVALID_CHARACTERS',
  'INVALID_ENCODING',
  'PASSWORD_REQUIRED',
  'WRONG_PASSWORD',
  'RECENT_SIGN_IN_REQUIRED',
  'INVALID_SELECTIONS',
  // Decision 283: common passwords, sessions.
  'PASSWORD_TOO_COMMON',
  'NO_PASSWORD',
  'SESSION_NOT_FOUND',
]);

const SQLISH = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  "admin'--",
  "%' UNION SELECT password_hash, email FROM users --",
  "\\'; TRUNCATE leads; --",
  '$1',
  "' || (select current_user) || '",
  "a@b.co'; DELETE FROM user_tokens; --",
);
const ODD = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b@example.com',
    '\ud800',
    'x\udfff\ud800y',
    '\u202eevil',
    'Ａ＠Ｂ．ｃｏｍ',
    'e\u0301@example.com',
    '🙂'.repeat(60),
    '\ufeff',
    '\u200b',
    'ı@example.com',
    'İ@EXAMPLE.COM',
    '  ',
  ),
);
/** Characters that databases, JSON and logs choke on. */
const NASTY_LIST = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0007',
  '\n',
  '\r\n',
  '\t',
  '\u001b[31m',
  '\u007f',
  '\u2028',
  '\ufffe',
  '\\',
  '"',
  "'",
  '%00',
  '${',
  '{{',
  '<script>',
  "'; DROP TABLE users; --",
];
const NASTY_CHARS = fc.constantFrom(...NASTY_LIST);
const weird = fc.oneof(SQLISH, ODD, NASTY_CHARS);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  weird,
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(weird, { maxLength: 4 }),
  fc.array(fc.integer(), { maxLength: 4 }),
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
);

type Path = (string | number)[];

/** Every path into a JSON value (objects and arrays), the root excluded. */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...paths(v, [...prefix, i])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...paths(v, [...prefix, k])]);
  }
  return [];
}

function update(
  value: unknown,
  path: Path,
  change: (container: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  change(node, path.at(-1)!);
  return copy;
}

type Mutation = { label: string; payload?: unknown; raw?: string; contentType?: string };

/** Bad variants of a valid body. */
function badBodies(valid: Record<string, unknown>): fc.Arbitrary<Mutation> {
  const all = paths(valid);
  const json =
    (label: string) =>
    (payload: unknown): Mutation => ({ label, payload });
  const parts: fc.Arbitrary<Mutation>[] = [
    anyValue.map(json('body is not the object expected')),
    fc
      .oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom(
          '{',
          '{"email":',
          '[1,2',
          '{"a":1}}',
          'nul',
          "{'email': 'x'}",
          '{"email": "a@b.co",}',
          '\u0000',
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"admin":true}}}',
        ),
      )
      .map((raw) => ({ label: 'malformed JSON', raw })),
    fc.constantFrom(
      { label: 'text body', raw: 'email=a@b.co&password=12345678', contentType: 'text/plain' },
      { label: 'form body', raw: 'email=a@b.co&password=12345678', contentType: 'application/x-www-form-urlencoded' },
      { label: 'empty JSON body', raw: '', contentType: 'application/json' },
    ),
    fc
      .record({ key: fc.string({ minLength: 1, maxLength: 20 }), value: anyValue })
      .filter(({ key }) => !(key in valid))
      .map(({ key, value }) => ({ label: `unknown field ${key}`, payload: { ...valid, [key]: value } })),
    fc.constant({ label: 'huge body', payload: { ...valid, padding: 'x'.repeat(150 * 1024) } }),
  ];
  // The most telling case: a valid value with one nasty character or fragment in it.
  const strings = all.filter(
    (path) => typeof path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], valid) === 'string',
  );
  if (strings.length > 0) {
    parts.push(
      fc
        .record({
          path: fc.constantFrom(...strings),
          nasty: fc.oneof(NASTY_CHARS, SQLISH, fc.string({ unit: 'binary', minLength: 1, maxLength: 3 })),
          where: fc.constantFrom('start', 'end', 'middle'),
        })
        .map(({ path, nasty, where }) => ({
          label: `${path.join('.')} with ${JSON.stringify(nasty)} at the ${where}`,
          payload: update(valid, path, (node, key) => {
            const value = node[key] as string;
            const middle = Math.floor(value.length / 2);
            node[key] =
              where === 'start'
                ? nasty + value
                : where === 'end'
                  ? value + nasty
                  : value.slice(0, middle) + nasty + value.slice(middle);
          }),
        })),
    );
  }
  if (all.length > 0) {
    parts.push(
      fc.record({ path: fc.constantFrom(...all), value: anyValue }).map(({ path, value }) => ({
        label: `${path.join('.')} = ${JSON.stringify(value)?.slice(0, 60)}`,
        payload: update(valid, path, (node, key) => {
          node[key] = value;
        }),
      })),
      fc.constantFrom(...all).map((path) => ({
        label: `${path.join('.')} missing`,
        payload: update(valid, path, (node, key) => {
          if (Array.isArray(node)) node.splice(Number(key), 1);
          else delete node[key];
        }),
      })),
      fc.constantFrom(...all).map((path) => ({
        label: `${path.join('.')} huge`,
        payload: update(valid, path, (node, key) => {
          node[key] = 'ä'.repeat(60 * 1024);
        }),
      })),
      fc
        .record({ path: fc.constantFrom(...all), value: fc.string({ minLength: 1, maxLength: 20 }) })
        .map(({ path, value }) => ({
          label: `unknown nested field at ${path.join('.')}`,
          payload: update(valid, path, (node, key) => {
            const inner = node[key];
            if (inner && typeof inner === 'object' && !Array.isArray(inner))
              (inner as Record<string, unknown>)[`x_${value}`] = 1;
            else node[key] = { [`x_${value}`]: 1 };
          }),
        })),
    );
  }
  return fc.oneof(...parts);
}

/** Authorization headers that are not a live token. */
const badAuth = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'bearer null',
    `Bearer ${'A'.repeat(43)}`,
    `Bearer ${newToken()}`,
    "Bearer ' OR 1=1 --",
    'Token abc',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 80 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((s) => `Bearer ${s}`),
);

let t: AccountsTestApp;
let standIn: Awaited<ReturnType<typeof startProviderStandIn>>;
let token: string;
let leadId: string;

beforeAll(async () => {
  standIn = await startProviderStandIn();
  t = await buildAccountsApp({ accounts: standIn.config });
  token = (await signUp(t, 'fuzz-user@example.com')).token;
  leadId = (await post(t.app, `${V}/leads`, LEAD)).json().data.lead_id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** Sends one request; checks the answer and, for a refusal, that nothing was written. */
async function check(request: InjectOptions, label: string): Promise<void> {
  const before = await snapshot(t.db);
  const res = await t.app.inject(request);
  const context = `${request.method} ${request.url} (${label}) → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) throw new Error(`5xx: ${context}`);
  const refused = res.statusCode >= 400 || res.headers.location?.includes('verification=failed');
  if (!refused) return;
  if (res.statusCode >= 400) {
    let body: { error?: { code?: string; message?: string; messageKey?: string } };
    try {
      body = res.json();
    } catch {
      throw new Error(`not JSON: ${context}`);
    }
    const code = body.error?.code ?? '';
    if (!KNOWN_CODES.has(code)) throw new Error(`unknown code: ${context}`);
    if (body.error?.messageKey !== `errors.${code.toLowerCase()}` || typeof body.error?.message !== 'string') {
      throw new Error(`error shape: ${context}`);
    }
  }
  if ((await snapshot(t.db)) !== before) throw new Error(`database changed by a refused request: ${context}`);
}

function inject(method: 'POST' | 'GET' | 'DELETE', url: string, m: Mutation, auth?: string): InjectOptions {
  const headers: Record<string, string> = {};
  if (auth) headers.authorization = auth;
  if (m.raw !== undefined) {
    headers['content-type'] = m.contentType ?? 'application/json';
    return { method, url, headers, payload: m.raw };
  }
  return { method, url, headers, payload: m.payload as object };
}

const body = (path: string, auth: 'none' | 'user', valid: () => Record<string, unknown>, url = `${V}${path}`) => ({
  url,
  auth,
  valid,
});

/** Every JSON-body route of the accounts work, with a valid body to start from. */
const BODY_ROUTES = [
  body('/registration', 'none', () => ({
    email: 'new@example.com',
    password: 'blue kettle 2026',
    redirect_url: 'http://localhost:8080/en',
    lang: 'en',
  })),
  body('/resend-verification-email', 'none', () => ({
    email: 'new@example.com',
    redirect_url: 'http://localhost:8080/en',
    lang: 'ms',
  })),
  body('/login', 'none', () => ({ email: 'fuzz-user@example.com', password: 'wrong password' })),
  body('/forgot-password', 'none', () => ({
    email: 'nobody@example.com',
    redirect_url: 'http://localhost:8080/en',
    lang: 'en',
  })),
  body('/reset-password', 'none', () => ({ token: newToken(), password: 'blue kettle 2026' })),
  body('/change-password', 'user', () => ({ current_password: 'wrong password', new_password: 'blue kettle 2026' })),
  body('/social-login/check-user/google', 'none', () => ({ access_token: 'not-a-google-token', lang: 'en' })),
  body('/social-login/check-user/facebook', 'none', () => ({ access_token: 'not-a-facebook-token' })),
  body('/profile/update', 'user', () => structuredClone(STUDENT_PROFILE)),
  body('/leads', 'none', () => structuredClone(LEAD)),
  body('/save-user-lead', 'user', () => ({ lead_id: leadId })),
  body('/user/bulk-save-read-job', 'user', () => ({ job_ids: [1, 2] })),
  body('/user/bulk-save-job-quiz', 'user', () => ({ bulk_data: [{ job_id: 1, result: 50 }] })),
  body('/user/saved-jobs', 'user', () => ({ job_id: 3 })),
  body('/request-job', 'none', () => ({ job_request_name: 'Marine biologist', user_type: 'student', lang: 'en' })),
  body('', 'none', () => ({ job_id: 1, readJobGuidesList: [1, 2] }), '/api/userData/user-job-data'),
];

describe.each(BODY_ROUTES)('POST $url', ({ url, auth, valid }) => {
  test('bad bodies: 4xx with a stable code, never 5xx, nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(badBodies(valid()), async (m) => {
        await check(inject('POST', url, m, auth === 'user' ? `Bearer ${token}` : undefined), m.label);
      }),
      { numRuns: RUNS },
    );
  });

  test('every string field with each nasty character (exhaustive)', async () => {
    const base = valid();
    const strings = paths(base).filter(
      (path) => typeof path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], base) === 'string',
    );
    for (const path of strings) {
      for (const nasty of NASTY_LIST) {
        const payload = update(base, path, (node, key) => {
          node[key] = `${node[key] as string}${nasty}`;
        });
        await check(
          inject(
            'POST',
            url,
            { label: `${path.join('.')} + ${JSON.stringify(nasty)}`, payload },
            auth === 'user' ? `Bearer ${token}` : undefined,
          ),
          `${path.join('.')} + ${JSON.stringify(nasty)}`,
        );
      }
    }
  });

  if (auth === 'user') {
    test('bad Authorization headers: 401, nothing written', async () => {
      await fc.assert(
        fc.asyncProperty(badAuth, async (header) => {
          await check(inject('POST', url, { label: 'valid body', payload: valid() }, header), header);
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    });
  }
});

/** Routes without a body: the Authorization header, the query and the path are the input. */
const OTHER_ROUTES: { method: 'GET' | 'POST' | 'DELETE'; url: string; auth: 'none' | 'user' }[] = [
  { method: 'POST', url: `${V}/logout`, auth: 'user' },
  { method: 'GET', url: `${V}/profile`, auth: 'user' },
  { method: 'DELETE', url: `${V}/profile`, auth: 'user' },
  { method: 'GET', url: `${V}/profile/export`, auth: 'user' },
  { method: 'GET', url: `${V}/user/leads`, auth: 'user' },
  { method: 'GET', url: `${V}/user/read-jobs`, auth: 'user' },
  { method: 'GET', url: `${V}/user/job-quiz`, auth: 'user' },
  { method: 'GET', url: `${V}/user/saved-jobs`, auth: 'user' },
  { method: 'GET', url: `${V}/user/saved-jobs/count`, auth: 'user' },
  { method: 'DELETE', url: `${V}/user/saved-jobs/1`, auth: 'user' },
  { method: 'GET', url: `${V}/auth/providers`, auth: 'none' },
  { method: 'GET', url: `${V}/verify-email`, auth: 'none' },
];

/**
 * Percent-encodes any JS string; a lone surrogate becomes the bytes a client could still send
 * (its invalid UTF-8 form), where encodeURIComponent would throw.
 */
function encodeLoose(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

const queryString = fc.oneof(
  fc
    .record({ key: fc.constantFrom('token', 'lang', 'format', 'x', 'token[]'), value: fc.oneof(weird, fc.string()) })
    .map(({ key, value }) => `${key}=${encodeLoose(value)}`),
  fc.constantFrom('%', '%%', 'token=%E0%A4%A', 'lang=xx', 'lang=ms&lang=en', 'token=a&token=b', '&&&', '=', 'token'),
);

describe.each(OTHER_ROUTES)('$method $url', ({ method, url, auth }) => {
  if (auth === 'user') {
    test('bad Authorization headers: 401, nothing written', async () => {
      await fc.assert(
        fc.asyncProperty(badAuth, async (header) => {
          await check({ method, url, headers: { authorization: header } }, header);
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    });
  }

  if (method === 'GET') {
    test('odd query strings: never 5xx, nothing written', async () => {
      await fc.assert(
        fc.asyncProperty(queryString, async (query) => {
          await check(
            { method, url: `${url}?${query}`, headers: auth === 'user' ? { authorization: `Bearer ${token}` } : {} },
            query,
          );
        }),
        { numRuns: RUNS },
      );
    });
  }
});

test('DELETE user/saved-jobs/:job_id with odd ids: 4xx or 200, never 5xx, nothing written on refusal', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(weird, fc.double().map(String), fc.constantFrom('0', '-1', '1e3', '99999999999', '1.5', '0x10')),
      async (id) => {
        await check(
          {
            method: 'DELETE',
            url: `${V}/user/saved-jobs/${encodeLoose(id)}`,
            headers: { authorization: `Bearer ${token}` },
          },
          id,
        );
      },
    ),
    { numRuns: RUNS },
  );
});

test('the signed-in user survived the whole run (no bad input revoked or deleted it)', async () => {
  const res = await t.app.inject({ method: 'GET', url: `${V}/profile`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
});

import { connect } from 'node:net';
import { sql } from 'kysely';
import { PASSWORD, V, buildAccountsApp, type AccountsTestApp } from '../test/accounts/app.js';
import { checkUrl, hasBadCharacters } from './input-guard.js';

/**
 * Finding 7 of the reliability review: a NUL byte or invalid UTF-8 anywhere is a 400 with a
 * stable code (never a 500, never a stored U+FFFD); every error, 413 and 431 included, has the
 * one error shape; bodies in an encoding or charset the server does not read are refused.
 */
let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp({ config: { bodyLimit: 4096 } });
});
afterAll(async () => {
  await t?.close();
});

const expectError = (
  res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  status: number,
  code: string,
) => {
  expect([res.statusCode, (res.json() as { error?: { code?: string } }).error?.code]).toEqual([status, code]);
  expect(res.json()).toEqual({
    error: expect.objectContaining({ code, message: expect.any(String), messageKey: `errors.${code.toLowerCase()}` }),
  });
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  // Refused before any route (some before helmet's own hook): the security headers all the same.
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
};

const json = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('URLs', () => {
  test.each([
    '/api/v1/jobs/%00',
    '/api/v1/jobs/doktor%00',
    '/api/v1/white-papers/%00',
    '/api/v1/personality-types/R%00',
    '/api/v1/job-list?search_term=%00',
    '/api/v1/job-list?lang=en&search_term=a%00b',
    '/api/v1/funding?q=%00',
  ])('%s → 400 INVALID_CHARACTERS', async (url) => {
    expectError(await t.app.inject(url), 400, 'INVALID_CHARACTERS');
  });

  test.each([
    '/api/v1/job-list?search_term=%ff',
    '/api/v1/job-list?search_term=%c3%28',
    '/api/v1/job-list?search_term=%ed%a0%80', // a surrogate written as UTF-8
    '/api/v1/funding?q=%80abc',
  ])('%s → 400 INVALID_ENCODING', async (url) => {
    expectError(await t.app.inject(url), 400, 'INVALID_ENCODING');
  });

  test('invalid UTF-8 in a path → 400 in the error shape', async () => {
    const res = await t.app.inject('/api/v1/jobs/%ff%fe');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(['INVALID_ENCODING', 'BAD_REQUEST']).toContain(res.json().error.code);
  });

  test('valid UTF-8 still works', async () => {
    expect((await t.app.inject('/api/v1/job-list?search_term=%E2%82%AC%20doktor')).statusCode).toBe(200);
    expect(checkUrl('/a?b=%C3%A9')).toBe('ok');
  });
});

describe('JSON bodies', () => {
  test('invalid UTF-8 bytes in a string → 400 INVALID_ENCODING, and no account with U+FFFD is made', async () => {
    const body = Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.from([0xff, 0xfe, 0xfd]),
      Buffer.from(`@x.y","password":"${PASSWORD}"}`),
    ]);
    expectError(await json(`${V}/registration`, body), 400, 'INVALID_ENCODING');
    const { rows } = await sql<{ n: string }>`select count(*) as n from users where email like ${'%\ufffd%'}`.execute(
      t.db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  test.each([
    ['a NUL escape', '{"job_request_name":"nurse\\u0000"}'],
    ['a lone high surrogate', '{"job_request_name":"nurse \\ud800"}'],
    ['a lone low surrogate', '{"job_request_name":"\\udc00"}'],
    ['a NUL in a key', '{"job_request_name":"nurse","a\\u0000":1}'],
  ])('%s → 400 VALIDATION_FAILED naming the field, nothing stored', async (_name, payload) => {
    const before = await sql<{ n: string }>`select count(*) as n from job_requests`.execute(t.db);
    const res = await json(`${V}/request-job`, payload);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().error.details[0].field).toMatch(/^body\./);
    const after = await sql<{ n: string }>`select count(*) as n from job_requests`.execute(t.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  test('a surrogate pair (an emoji) is fine', async () => {
    expect((await json(`${V}/request-job`, '{"job_request_name":"pereka \\ud83c\\udfa8"}')).statusCode).toBe(201);
    expect(hasBadCharacters({ a: ['ok', { b: '😀' }] })).toBe(false);
  });

  test('a body over the limit → 413 PAYLOAD_TOO_LARGE in the error shape', async () => {
    expectError(
      await json(`${V}/request-job`, JSON.stringify({ job_request_name: 'x'.repeat(10_000) })),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  test('malformed and empty JSON keep their 400 MALFORMED_JSON', async () => {
    expectError(await json(`${V}/request-job`, '{"job_request_name":'), 400, 'MALFORMED_JSON');
    expectError(await json(`${V}/request-job`, ''), 400, 'MALFORMED_JSON');
    expectError(await json(`${V}/request-job`, '{"__proto__":{"x":1}}'), 400, 'MALFORMED_JSON');
  });
});

describe('encodings and charsets the server does not read', () => {
  test.each(['gzip', 'br', 'deflate', 'x-custom', 'gzip, identity'])(
    'Content-Encoding: %s on a plain body → 415 UNSUPPORTED_CONTENT_ENCODING, nothing stored',
    async (encoding) => {
      const name = `encoded ${encoding}`;
      const res = await json(`${V}/request-job`, JSON.stringify({ job_request_name: name }), {
        'content-encoding': encoding,
      });
      expectError(res, 415, 'UNSUPPORTED_CONTENT_ENCODING');
      const { rows } = await sql`select 1 from job_requests where job_request_name = ${name}`.execute(t.db);
      expect(rows).toEqual([]);
    },
  );

  test('Content-Encoding: identity is fine', async () => {
    const res = await json(`${V}/request-job`, JSON.stringify({ job_request_name: 'identity' }), {
      'content-encoding': 'identity',
    });
    expect(res.statusCode).toBe(201);
  });

  test.each(['utf-16', 'iso-8859-1', 'UTF-16LE', '"latin1"'])(
    'charset=%s → 415 UNSUPPORTED_CHARSET',
    async (charset) => {
      const res = await json(`${V}/request-job`, JSON.stringify({ job_request_name: 'x' }), {
        'content-type': `application/json; charset=${charset}`,
      });
      expectError(res, 415, 'UNSUPPORTED_CHARSET');
    },
  );

  test('charset=UTF-8 (any case) is fine', async () => {
    const res = await json(`${V}/request-job`, JSON.stringify({ job_request_name: 'utf8 label' }), {
      'content-type': 'application/json; charset=UTF-8',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe("errors from Node's HTTP parser, over a real socket", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
      socket.write(request);
    });

  const parse = (answer: string) => {
    const [head, body] = answer.split('\r\n\r\n');
    return { status: Number(head!.split(' ')[1]), head: head!, body: JSON.parse(body!) };
  };

  test('headers too large → 431 HEADERS_TOO_LARGE in the error shape', async () => {
    const answer = parse(
      await raw(`GET /api/v1/industries HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.head).toMatch(/^strict-transport-security: max-age=31536000; includeSubDomains$/im);
    expect(answer.head).toMatch(/^content-security-policy: default-src 'none';/im);
    expect(answer.head).toMatch(/^x-frame-options: DENY$/im);
    expect(answer.body).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: expect.any(String), messageKey: 'errors.headers_too_large' },
    });
  });

  test('a malformed request → 400 BAD_REQUEST in the error shape', async () => {
    const answer = parse(await raw('THIS IS NOT HTTP\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('BAD_REQUEST');
    expect(answer.head).toMatch(/^strict-transport-security: /im);
    expect(answer.head).toMatch(/^content-security-policy: default-src 'none';/im);
  });
});

import Type from 'typebox';
import { writeFixtureContent, type FixtureContentDir } from '../../test/fixture-content.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';

let fixture: FixtureContentDir;
let t: TestApp;

beforeAll(async () => {
  fixture = writeFixtureContent();
  t = await buildTestApp({
    contentDir: fixture.dir,
    config: { bodyLimit: 2048 },
    // A POST route to exercise body errors (the read API has none yet), and one that fails.
    extend: (app) => {
      app.post(
        '/api/v1/echo',
        {
          schema: {
            body: Type.Object(
              { name: Type.String({ minLength: 1 }), count: Type.Integer() },
              { additionalProperties: false },
            ),
            response: { 200: Type.Object({ name: Type.String(), count: Type.Integer() }) },
          },
        },
        async (request) => request.body,
      );
      app.get('/api/v1/boom', async () => {
        throw new Error('secret internal detail at /srv/app.js:12');
      });
    },
  });
});

afterAll(async () => {
  await t?.close();
  fixture?.remove();
});

const expectErrorShape = (body: unknown, code: string) => {
  expect(body).toEqual({
    error: expect.objectContaining({
      code,
      message: expect.any(String),
      messageKey: `errors.${code.toLowerCase()}`,
    }),
  });
};

describe('health', () => {
  test.each(['/health', '/api/health'])('GET %s → ok with database ok', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('errors are JSON with a stable code', () => {
  test('unknown route → 404 NOT_FOUND', async () => {
    for (const url of ['/api/v1/nope', '/nope', '/api/v2/job-list', '/api/v1/jobs']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectErrorShape(res.json(), 'NOT_FOUND');
    }
  });

  test('unknown method on a known path → 404 NOT_FOUND, not 500', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/job-list' });
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 'NOT_FOUND');
  });

  test('query validation → 400 VALIDATION_FAILED naming the field', async () => {
    const res = await t.app.inject('/api/v1/job-list?lang=fr');
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'VALIDATION_FAILED');
    expect(res.json().error.details[0].field).toBe('querystring.lang');
    expect(res.json().error.message).toContain('querystring.lang');
  });

  test('malformed JSON → 400 MALFORMED_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "a",',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'MALFORMED_JSON');
  });

  test('empty JSON body → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'MALFORMED_JSON');
  });

  test('body too large → 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000), count: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 'PAYLOAD_TOO_LARGE');
  });

  test('wrong types, missing and unknown fields → 400 VALIDATION_FAILED with the field', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'a', count: 'many' }, 'body.count'],
      [{ name: 'a' }, 'body.count'],
      [{ name: 'a', count: 1, admin: true }, 'body.admin'],
      [[1, 2], 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/echo', payload: payload as object });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.json(), 'VALIDATION_FAILED');
      expect(res.json().error.details[0].field).toBe(field);
    }
  });

  test('unsupported content type → 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expectErrorShape(res.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  test('an unexpected failure → 500 INTERNAL_ERROR without internals', async () => {
    const res = await t.app.inject('/api/v1/boom');
    expect(res.statusCode).toBe(500);
    expectErrorShape(res.json(), 'INTERNAL_ERROR');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('/srv');
  });
});

describe('headers and docs', () => {
  test('security headers on API responses', async () => {
    const res = await t.app.inject('/api/v1/industries');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('OpenAPI JSON lists every public route with request and response schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/health',
      '/api/health',
      '/api/v1/job-list',
      '/api/v1/jobs/{slug}',
      '/api/v1/directory',
      '/api/v1/industries',
      '/api/v1/subjects',
      '/api/v1/subject-match',
      '/api/v1/personality-types',
      '/api/v1/personality-types/{code}',
      '/api/v1/funding',
      '/api/v1/events',
      '/api/v1/events/{id}/calendar.ics',
      '/api/v1/white-papers',
      '/api/v1/white-papers/{slug}',
      '/api/data/generate-affinity',
      '/api/assets/activities/{file}',
    ]) {
      expect(paths).toContain(path);
      const get = spec.paths[path].get;
      expect(get.responses['200']).toBeDefined();
      expect(get.responses['4XX'] ?? get.responses['4xx']).toBeDefined();
    }
    expect(spec.paths['/api/v1/job-list'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['search_term', 'lang']),
    );
  });

  test('Swagger UI is served at /api/docs', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

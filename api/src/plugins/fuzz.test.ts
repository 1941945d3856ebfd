import { fuzzRequests, runFuzz, type OpenApi } from '../test/fuzz-cases.js';
import { buildAccountsApp, type AccountsTestApp } from '../test/accounts/app.js';

/**
 * The fast variant of bench/fuzz.ts: an even sample of malformed requests over every operation
 * in the API's own OpenAPI document (bad path and query values, NUL and invalid UTF-8, odd
 * Authorization headers, broken and hostile bodies, wrong types in every field, encodings and
 * charsets the server does not read). No answer may be a 5xx or leave the one error shape.
 */
let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp({ config: { bodyLimit: 16_384 } });
});
afterAll(async () => {
  await t?.close();
});

test('malformed requests over every operation: no 5xx, every error in the error shape', async () => {
  const spec = (await t.app.inject('/api/openapi.json')).json() as OpenApi;
  const requests = fuzzRequests(spec, { bodyLimit: 16_384, perOperation: 30 });
  const summary = await runFuzz(requests, async (request) => {
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.body ? { payload: request.body } : {}),
    });
    return { status: res.statusCode, body: res.body };
  });
  // The figures, for the record.
  process.stdout.write(
    `fuzz (inject): ${summary.tried} requests over ${summary.operations} operations; ` +
      `5xx ${summary.serverErrors.length}; outside the error shape ${summary.badShape.length}; ` +
      `no answer ${summary.noAnswer.length}; by status ${JSON.stringify(summary.byStatus)}\n`,
  );
  expect(summary.operations).toBeGreaterThanOrEqual(40);
  expect(summary.tried).toBeGreaterThan(800);
  expect(summary.serverErrors).toEqual([]);
  expect(summary.badShape).toEqual([]);
  expect(summary.noAnswer).toEqual([]);
}, 60_000);

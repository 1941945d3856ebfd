import { connect } from 'node:net';
import { fuzzRequests, runFuzz, type OpenApi } from '../src/test/fuzz-cases.js';
import { envInt, http, startBenchServer } from './lib/server.js';

/**
 * pnpm --filter api bench:fuzz            (DATABASE_URL=… for PostgreSQL)
 *
 * Malformed requests over every operation of /api/openapi.json, sent over HTTP to the API on
 * loopback: bad path and query values (NUL, invalid UTF-8, very long, injections), odd
 * Authorization headers, broken and hostile bodies, wrong values in every field, encodings and
 * charsets the server does not read, plus one request with headers over Node's limit (431).
 * Prints requests tried and the 5xx count; exits 1 on any 5xx or any error outside the one
 * error shape. Bounded: FUZZ_PER_OPERATION (default all, ~300–1,100 each), FUZZ_SECONDS (120).
 */
const perOperation = process.env.FUZZ_PER_OPERATION ? envInt('FUZZ_PER_OPERATION', 1, 100_000) : undefined;
const seconds = envInt('FUZZ_SECONDS', 120, 3600);
const bodyLimit = 102_400;

const server = await startBenchServer({ bodyLimit });
const started = Date.now();
let exitCode = 0;
try {
  const spec = JSON.parse((await http(server.port, 'GET', '/api/openapi.json')).body) as OpenApi;
  const all = fuzzRequests(spec, { bodyLimit, ...(perOperation ? { perOperation } : {}) });
  const deadline = started + seconds * 1000;
  const summary = await runFuzz(
    all,
    async (request) => {
      if (Date.now() > deadline) throw Object.assign(new Error('time budget spent'), { code: 'SKIPPED' });
      try {
        return await http(server.port, request.method, request.url, { headers: request.headers, body: request.body });
      } catch (error) {
        // The server may close an over-long upload right after answering 413.
        if (request.label === 'body over the limit')
          return { status: 413, body: '{"error":{"code":"PAYLOAD_TOO_LARGE","message":"","messageKey":""}}' };
        throw error;
      }
    },
    8,
  );

  // 431 comes from Node's HTTP parser, before Fastify: one raw request.
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let text = '';
    socket.on('data', (c) => (text += c.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', (e) => (text ? resolve(text) : reject(e)));
    socket.write(`GET /api/v1/industries HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  });
  const status431 = Number(answer.split(' ')[1]);
  const shaped431 = /"messageKey":"errors.headers_too_large"/.test(answer);

  const skipped = summary.noAnswer.filter((n) => n.reason === 'SKIPPED').length;
  const noAnswer = summary.noAnswer.filter((n) => n.reason !== 'SKIPPED');
  console.log(`database:            ${server.database.kind}`);
  console.log(`operations:          ${summary.operations}`);
  console.log(
    `requests tried:      ${summary.tried - skipped + 1}${skipped ? ` (${skipped} left out: FUZZ_SECONDS)` : ''}`,
  );
  console.log(`by status:           ${JSON.stringify(summary.byStatus)}`);
  console.log(`5xx:                 ${summary.serverErrors.length}`);
  console.log(`outside error shape: ${summary.badShape.length}`);
  console.log(`no answer:           ${noAnswer.length}`);
  console.log(`431 check:           ${status431} ${shaped431 ? 'in the error shape' : 'NOT in the error shape'}`);
  console.log(`seconds:             ${((Date.now() - started) / 1000).toFixed(1)}`);
  for (const row of [...summary.serverErrors, ...summary.badShape].slice(0, 20)) {
    console.log(`  ${row.status} ${row.method} ${row.url} (${row.label})`);
  }
  for (const row of noAnswer.slice(0, 10))
    console.log(`  no answer ${row.method} ${row.url} (${row.label}): ${row.reason}`);
  if (summary.serverErrors.length || summary.badShape.length || noAnswer.length || status431 !== 431 || !shaped431) {
    exitCode = 1;
  }
} finally {
  await server.close();
}
process.exit(exitCode);

import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errorBody } from './errors.js';
import { API_SECURITY_HEADERS, PERMISSIONS_POLICY } from './security.js';

/**
 * Input the API refuses before any route sees it (docs/decisions/033-input-edge-cases.md):
 * - a URL (path or query) whose percent-escapes are not valid UTF-8, or that holds a NUL byte:
 *   400 INVALID_ENCODING / INVALID_CHARACTERS (a NUL used to reach PostgreSQL and give 500);
 * - a JSON body that is not valid UTF-8 (it used to be stored with U+FFFD in it): 400
 *   INVALID_ENCODING; a NUL or a lone surrogate in any string or key: 400 VALIDATION_FAILED naming
 *   the field, as the routes' own validators do;
 * - a Content-Encoding other than identity (the server does not inflate bodies; a gzip body
 *   must not be read as plain text): 415 UNSUPPORTED_CONTENT_ENCODING;
 * - a charset label other than utf-8: 415 UNSUPPORTED_CHARSET.
 * And errors Node's HTTP parser answers itself (431 headers too large, 400 malformed request)
 * get the one error shape too (clientErrorHandler, used by app.ts).
 */

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Percent-decodes a raw request URL to bytes and checks them: "ok", "encoding" or "nul". */
export function checkUrl(url: string): 'ok' | 'encoding' | 'nul' {
  // eslint-disable-next-line no-control-regex -- a raw NUL is exactly what is looked for
  if (!/[%\u0000\u0080-\uffff]/.test(url)) return 'ok';
  const bytes: number[] = [];
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x25 && /^[0-9a-fA-F]{2}$/.test(url.slice(i + 1, i + 3))) {
      bytes.push(parseInt(url.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c <= 0xff) {
      // Node reads the request line as latin1: one char per raw byte.
      bytes.push(c);
    } else {
      return 'encoding';
    }
  }
  let text: string;
  try {
    text = strictUtf8.decode(Uint8Array.from(bytes));
  } catch {
    return 'encoding';
  }
  return text.includes('\u0000') ? 'nul' : 'ok';
}

/**
 * Where the first string or key holding a NUL or a lone surrogate is in a parsed JSON value
 * ("" for the value itself, "a.b.0" inside), or null when there is none.
 */
export function badCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [String(i), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const here = path ? `${path}.${key}` : key;
    if (!Array.isArray(value) && badCharacterPath(key) !== null) return here;
    const found = badCharacterPath(item, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const hasBadCharacters = (value: unknown) => badCharacterPath(value) !== null;

const invalidEncoding = (where: string) => new AppError(400, 'INVALID_ENCODING', `The ${where} is not valid UTF-8`);
const invalidCharacters = (where: string) =>
  new AppError(
    400,
    'INVALID_CHARACTERS',
    `The ${where} holds a character that is not allowed (NUL or a lone surrogate)`,
  );

function charsetOf(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType);
  return match ? match[1]!.toLowerCase() : null;
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    inputGuard(app, { apiBase: app.config.apiBase });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);

export function inputGuard(app: FastifyInstance, options: { apiBase: string }): void {
  const api = options.apiBase;
  const isApi = (request: FastifyRequest) => {
    if (!api) return true;
    const path = request.url.split('?')[0] ?? '/';
    return path === api || path.startsWith(`${api}/`) || path === '/health';
  };

  app.addHook('onRequest', async (request) => {
    if (!isApi(request)) return;
    const url = checkUrl(request.url);
    if (url === 'encoding') throw invalidEncoding('URL');
    if (url === 'nul') throw invalidCharacters('URL');
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
      throw new AppError(
        415,
        'UNSUPPORTED_CONTENT_ENCODING',
        `Content-Encoding "${encoding.slice(0, 40)}" is not accepted; send the body uncompressed`,
      );
    }
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
      throw new AppError(415, 'UNSUPPORTED_CHARSET', 'Request bodies must be UTF-8 (charset=utf-8)');
    }
  });

  // JSON bodies: strict UTF-8 first, then Fastify's own parser (prototype-poisoning checks,
  // empty-body and syntax errors as before), then the characters of every string.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(invalidEncoding('request body'), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) done(error, undefined);
      else {
        const path = badCharacterPath(parsed);
        if (path === null) done(null, parsed);
        else {
          // Like any other invalid field (the routes' own validators say the same).
          // eslint-disable-next-line no-control-regex -- the characters being reported
          const field = path ? `body.${path.replace(/[\u0000\ud800-\udfff]/g, '?')}` : 'body';
          const message = 'must not contain NUL or unpaired surrogate characters';
          done(new AppError(400, 'VALIDATION_FAILED', `${field} ${message}`, [{ field, message }]), undefined);
        }
      }
    });
  });
}

/** The API's security headers (HSTS, CSP, …) as raw header lines, for the parser's own answers. */
const RAW_SECURITY_HEADERS = Object.entries({ ...API_SECURITY_HEADERS, 'permissions-policy': PERMISSIONS_POLICY })
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Fastify's clientErrorHandler: what Node's HTTP parser rejects before Fastify sees a request
 * (headers too large → 431, anything malformed → 400) answered in the one error shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive']
        : [400, 'BAD_REQUEST', 'The request is malformed'];
  const body = JSON.stringify(errorBody(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      RAW_SECURITY_HEADERS +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

// Compression of the site server's dynamic answers (decision 070): the page HTML, API JSON, the
// sitemaps — anything text-like of at least MIN_BYTES that is not already encoded — in brotli when
// the client accepts it, else gzip. Static files are not compressed here: they are precompressed at
// build time (shared-kit/build/precompress-plugin.cjs) and served as .br / .gz by @fastify/static.
import zlib from 'node:zlib';
import { acceptedEncoding } from 'api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, the headers and the encoder's framing cost more than they save. */
export const MIN_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

/**
 * The encoding to answer with for an Accept-Encoding header: br, then gzip, then none. Honors
 * q-values (`br;q=0` refuses brotli) and `*`. One parser for the API's precompressed answers and
 * this hook: the API's.
 */
export const chooseEncoding: (header: string | string[] | undefined) => 'br' | 'gzip' | null = acceptedEncoding;

function appendVary(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current ? String(current) : '';
  if (value === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Encoded answers that carry a strong ETag, kept so that the same bytes are compressed once, not
 * once per request (issue 26 item 7: the whole job list is ~1 MB at 10,000 jobs, and brotli took
 * 3–4 ms of CPU on every request). An ETag names one representation, so (ETag, encoding, length)
 * is a safe key. Bounded: the oldest entry goes first.
 */
const ENCODED = new Map<string, Buffer>();
const ENCODED_MAX_ENTRIES = 32;
/** Below this, compressing again costs less than the cache's bookkeeping. */
export const CACHE_MIN_BYTES = 8 * 1024;

/** How many compressions the cache saved (for tests and benchmarks). */
export const compressionStats = { compressed: 0, reused: 0 };

function encode(body: Buffer, encoding: 'br' | 'gzip', quality: number): Buffer {
  compressionStats.compressed += 1;
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: quality === 5 ? 6 : 9 });
}

/**
 * A Fastify onSend hook: compresses string and Buffer payloads of a compressible type. Streams
 * (files from @fastify/static) pass untouched; an answer that already has a Content-Encoding too.
 * Brotli quality 5 and gzip level 6: close to the best ratio for a few kilobytes of HTML or JSON
 * at well under a millisecond. An answer of CACHE_MIN_BYTES or more with a strong ETag is
 * compressed harder (brotli 9, gzip 9) once and its bytes reused while the ETag stays the same.
 */
export function compressOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, value?: unknown) => void,
): void {
  if (payload == null || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
  if (reply.getHeader('content-encoding')) return done(null, payload);
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return done(null, payload);
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < MIN_BYTES) return done(null, payload);
  // The answer depends on Accept-Encoding from here on, whichever encoding is chosen.
  appendVary(reply);
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(String(reply.getHeader('cache-control') ?? ''))) return done(null, payload);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  const etag = String(reply.getHeader('etag') ?? '');
  let encoded: Buffer | undefined;
  if (body.length >= CACHE_MIN_BYTES && etag.startsWith('"')) {
    const key = `${etag}\u0000${encoding}\u0000${body.length}`;
    encoded = ENCODED.get(key);
    if (encoded) compressionStats.reused += 1;
    else {
      encoded = encode(body, encoding, 9);
      const oldest = ENCODED.keys().next();
      if (ENCODED.size >= ENCODED_MAX_ENTRIES && !oldest.done) ENCODED.delete(oldest.value);
      ENCODED.set(key, encoded);
    }
  } else encoded = encode(body, encoding, 5);
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return done(null, encoded);
}

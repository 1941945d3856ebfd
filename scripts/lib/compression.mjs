// Compression of the site server's dynamic answers (decision 070): the page HTML, API JSON, the
// sitemaps — anything text-like of at least MIN_BYTES that is not already encoded — in brotli when
// the client accepts it, else gzip. Static files are not compressed here: they are precompressed at
// build time (shared-kit/build/precompress-plugin.cjs) and served as .br / .gz by @fastify/static.
import zlib from 'node:zlib';

/** Below this, the headers and the encoder's framing cost more than they save. */
export const MIN_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

/**
 * The encoding to answer with for an Accept-Encoding header: br, then gzip, then none. Honors
 * q-values (`br;q=0` refuses brotli) and `*`.
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(header) {
  if (!header) return null;
  const q = new Map();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name) => (q.has(name) ? q.get(name) > 0 : q.has('*') && q.get('*') > 0);
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (q.has('x-gzip') && q.get('x-gzip') > 0)) return 'gzip';
  return null;
}

function appendVary(reply) {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current ? String(current) : '';
  if (value === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * A Fastify onSend hook: compresses string and Buffer payloads of a compressible type. Streams
 * (files from @fastify/static) pass untouched; an answer that already has a Content-Encoding too.
 * Brotli quality 5 and gzip level 6: close to the best ratio for a few kilobytes of HTML or JSON
 * at well under a millisecond.
 */
export function compressOnSend(request, reply, payload, done) {
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
  const encoded =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : zlib.gzipSync(body, { level: 6 });
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return done(null, encoded);
}

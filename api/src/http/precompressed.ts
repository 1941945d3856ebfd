import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/**
 * One JSON answer made once per catalogue version (decision 395): its text, a strong ETag from its
 * bytes, and its brotli and gzip forms, each compressed once on the first request that accepts it
 * (on libuv's thread pool, not the event loop) and kept with the answer. Whoever sends it sets
 * Content-Encoding itself, so the site server's compression hook leaves it alone and a bare API
 * (a cluster behind nginx) sends the same bytes.
 */
export interface PrecompressedAnswer {
  readonly json: string;
  readonly etag: string;
  /** The body in `encoding`: the same Promise, so the same bytes, for every request. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

/** Brotli's best: the work is done once per catalogue version, so the smallest answer wins. */
export const BROTLI_QUALITY = 11;
export const GZIP_LEVEL = 9;

export function precompressed(json: string, etagPrefix: string): PrecompressedAnswer {
  const body = Buffer.from(json);
  const etag = `"${etagPrefix}-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const kept: Partial<Record<Encoding, Promise<Buffer>>> = {};
  return {
    json,
    etag,
    encoded(encoding) {
      kept[encoding] ??=
        encoding === 'br'
          ? brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzip(body, { level: GZIP_LEVEL });
      return kept[encoding];
    },
  };
}

/**
 * The encoding to answer with for an Accept-Encoding header: br, then gzip, then none; `q=0`
 * refuses one, `*` accepts any (the site server's chooseEncoding, scripts/lib/compression.mjs).
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.has(name) ? q.get(name)! > 0 : (q.get('*') ?? 0) > 0);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

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

/**
 * Brotli's best (11) up to 1 MiB: the work is done once per catalogue version, so the smallest
 * answer wins. Above, 9: on a 2.2 MB search index (10,000 made jobs) 11 took 2.4 s for 0.4 % fewer
 * bytes than 9's 0.1 s (`pnpm --filter api bench:catalogue`, decision 395).
 */
export const brotliQuality = (bytes: number) => (bytes <= 1024 * 1024 ? 11 : 9);
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
                [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length),
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
 * The encoding to answer with for an Accept-Encoding header: br, then gzip (or its old name
 * x-gzip), then none; `q=0` refuses one, `*` accepts any. The site server's compression uses it
 * too (site/src/compression.ts).
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
  if (accepts('gzip') || (q.get('x-gzip') ?? 0) > 0) return 'gzip';
  return null;
}

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityPluginOptions {
  /**
   * Origins (scheme://host[:port]) whose pages may call the API from the browser when the
   * front end is configured with an absolute API base on another origin.
   */
  corsOrigins: string[];
  /** Outside production: any http(s) origin on localhost, 127.0.0.1 or [::1] may call too. */
  allowLoopbackOrigins: boolean;
}

/** Nothing an API answer needs: every powerful browser feature is off for it. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'sync-xhr=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers helmet gives every API answer (see securityPlugin). Also written by hand where
 * helmet's onRequest hook never ran: answers to requests refused before it (the input guard's
 * 400/415, a malformed URL) and the raw answers of Node's HTTP parser (431, 400), issue 22 item 7.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** Whether a browser page of this origin may read the API's answers (CORS). */
export function corsAllows(origin: string, opts: SecurityPluginOptions): boolean {
  return opts.corsOrigins.includes(origin) || (opts.allowLoopbackOrigins && LOOPBACK.test(origin));
}

/**
 * Headers every API answer carries, and CORS (docs/decisions/037-api-headers-and-cors.md):
 * - helmet: a CSP that lets nothing load or frame a JSON answer (`frame-ancestors 'none'`, with
 *   `X-Frame-Options: DENY` saying the same to older browsers), nosniff, HSTS, no referrer;
 * - Permissions-Policy switching every powerful feature off;
 * - CORS for the configured origins only, without credentials (the API authenticates with the
 *   Authorization header; the session cookie of decision 036 is only ever sent same-origin).
 * Rate limiting is the accounts module's own (src/accounts/limits.ts, decision 030).
 */
export const securityPlugin = fp<SecurityPluginOptions>(
  async (app: FastifyInstance, opts) => {
    await app.register(helmet, {
      // Strict for JSON: nothing may load or frame an API response. The docs pages replace it
      // with their own (swagger-ui staticCSP).
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      // The shell and remotes on other local ports are same-site and may show our images.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });

    // Also on the site's pages served by the same server, unless the site plugin set its own.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('permissions-policy')) {
        reply.header('permissions-policy', PERMISSIONS_POLICY);
      }
      // A request refused before helmet's onRequest hook ran (input guard, malformed URL).
      if (!reply.hasHeader('content-security-policy')) {
        for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
          if (!reply.hasHeader(name)) reply.header(name, value);
        }
      }
    });

    await app.register(cors, {
      // Answers without Access-Control-Allow-Origin for an origin not allowed: the browser then
      // keeps the answer from the page. Same-origin requests do not need CORS at all.
      origin: (origin, callback) => callback(null, origin ? corsAllows(origin, opts) : false),
      methods: ['GET', 'HEAD', 'POST', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
      exposedHeaders: ['Retry-After', 'Content-Disposition', 'WWW-Authenticate'],
      credentials: false,
      maxAge: 600,
      // Preflights are answered here, for every path (routes need no OPTIONS of their own).
      preflight: true,
      strictPreflight: true,
    });
  },
  { name: 'security', dependencies: ['errors'] },
);

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { isLoopback } from '../config.js';
import { AppError } from '../plugins/errors.js';
import { errorResponses } from '../schemas/common.js';
import { listOutbox, readOutboxRaw } from './outbox.js';
import { OUTBOX_ID_PATTERN } from './mailer.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text with its http(s) links made clickable (everything else escaped). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

export interface OutboxPageOptions {
  outboxDir: string;
}

/** The hostname of a Host header ("127.0.0.1:3000" → "127.0.0.1", "[::1]:3000" → "::1"). */
function hostName(host: string | undefined): string {
  if (!host) return '';
  const bracketed = /^\[([^\]]+)\]/.exec(host);
  if (bracketed) return bracketed[1]!;
  return host.replace(/:\d+$/, '');
}

/**
 * Whether this request may see the outbox: the server listens on loopback only (or is not
 * listening at all: inject), the connection comes from loopback, the Host header names loopback
 * (a DNS-rebinding page cannot read it) and no proxy header says it was forwarded (a reverse proxy
 * on the same machine would otherwise make every visitor look local).
 */
export function outboxAllowed(request: FastifyRequest, bound: AddressInfo | string | null): boolean {
  const serverLocal = bound === null || typeof bound === 'string' || isLoopback(bound.address);
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined ||
    request.headers.forwarded !== undefined ||
    request.headers['x-real-ip'] !== undefined;
  return (
    serverLocal && !forwarded && isLoopback(request.socket.remoteAddress) && isLoopback(hostName(request.headers.host))
  );
}

/**
 * GET {base}/dev/outbox: the local outbox as a page (newest first), for developers running
 * without SMTP. It lists every verification and reset link, so it exists only when DEV_OUTBOX is
 * on (never in production, never with a non-loopback HOST: config.ts) and answers only
 * loopback requests; everyone else gets the same 404 as for an unknown route
 * (docs/decisions/031-dev-outbox-and-mail.md). No styles or scripts, so the API's strict
 * Content-Security-Policy holds, and no server paths.
 */
export const outboxPage: FastifyPluginAsyncTypebox<OutboxPageOptions> = async (app, opts) => {
  const { accounts } = app.config;
  if (!accounts.devOutbox || accounts.production) return;

  app.addHook('onRequest', async (request) => {
    if (!outboxAllowed(request, app.server.address())) {
      const path = (request.url.split('?')[0] ?? '/').slice(0, 200);
      throw new AppError(404, 'NOT_FOUND', `No route ${request.method} ${path}`);
    }
  });

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: the emails that were not sent (no SMTP configured)',
        querystring: Type.Object({ format: Type.Optional(Type.Literal('json')) }),
        response: {
          200: {
            description: 'An HTML page (or, with ?format=json, the messages as JSON)',
            content: {
              'text/html': { schema: Type.String() },
              'application/json': { schema: Type.Array(Type.Object({}, { additionalProperties: true })) },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const messages = await listOutbox(opts.outboxDir, 50);
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'json')
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(messages));
      const items = messages
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p>To ${escapeHtml(m.to)} · ${escapeHtml(m.date)} · ${escapeHtml(m.kind)} · ${escapeHtml(m.lang)} · <a href="outbox/${escapeHtml(m.id)}.eml">.eml</a></p>
<p><a href="${escapeHtml(m.link)}">Open the link in this email</a></p>
<pre>${linkify(m.text)}</pre>
</article><hr>`,
        )
        .join('\n');
      const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox · Laluan Kerjaya (development)</title></head>
<body>
<h1>Outbox</h1>
<p>No SMTP server is configured, so emails are written to the outbox folder (<code>OUTBOX_DIR</code>) instead of being sent. Newest first; also <code>pnpm --filter api outbox</code>. This page is on because <code>DEV_OUTBOX</code> is set, and answers this machine only.</p>
${items || '<p>No messages yet.</p>'}
</body>
</html>
`;
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  app.get(
    '/dev/outbox/:file',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: one outbox message as a raw .eml file',
        params: Type.Object({ file: Type.String({ pattern: `${OUTBOX_ID_PATTERN.slice(0, -1)}\\.eml$` }) }),
        response: {
          200: {
            description: 'The message (message/rfc822)',
            content: { 'message/rfc822': { schema: Type.String() } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const raw = await readOutboxRaw(opts.outboxDir, request.params.file.slice(0, -'.eml'.length));
      if (raw === null) throw new AppError(404, 'NOT_FOUND', 'No such message');
      return reply.type('message/rfc822').header('cache-control', 'no-store').send(raw);
    },
  );
};

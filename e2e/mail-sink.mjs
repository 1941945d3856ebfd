#!/usr/bin/env node
// A real SMTP server on loopback for the browser tests (like MailHog, in 100 lines): the site under
// test sends its mail here over SMTP, and the tests read what arrived from a small JSON endpoint.
//   SMTP on 127.0.0.1:$MAIL_SMTP_PORT, messages on http://127.0.0.1:$MAIL_HTTP_PORT/messages
//   GET /messages → [{ to: string[], subject, text, links: string[] }], newest last.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 3225);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 3226);
const messages = [];

function decodeQuotedPrintable(body) {
  const bytes = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value) {
  // RFC 2047 encoded words, as nodemailer writes a non-ASCII subject. The space between two
  // adjacent encoded words (a folded long subject) is not part of the text.
  return value
    .replace(/(\?=)\s+(?==\?utf-8\?)/gi, '$1')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc, text) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Headers and the decoded bodies of every leaf part of a MIME message. */
function parse(raw) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    return { headers, texts: parts.flatMap((p) => parse(p.replace(/^\r?\n/, '')).texts) };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, texts: [text] };
}

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const { headers, texts } = parse(Buffer.concat(chunks).toString('utf8'));
      const text = texts.join('\n');
      const links = [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])].map((l) => l.replace(/&amp;/g, '&'));
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: decodeWords(headers.subject ?? ''),
        text,
        links,
      });
      callback();
    });
  },
});

const api = http.createServer((req, res) => {
  if (req.url === '/messages') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(messages));
  } else {
    res.writeHead(404).end();
  }
});

smtp.listen(smtpPort, '127.0.0.1', () => api.listen(httpPort, '127.0.0.1'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

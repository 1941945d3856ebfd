import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { RenderedEmail } from './email-templates.js';

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** Where a reply goes (the contact form's team email: the sender). */
  replyTo?: string;
}

export interface Mailer {
  /** smtp or outbox: what the startup log and the dev page say. */
  readonly kind: 'smtp' | 'outbox';
  send(message: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}

/** Sends over SMTP with nodemailer (SMTP_URL, or SMTP_HOST/PORT/USER/PASS). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    url: string,
    private readonly from: string,
    timeoutMs = 10_000,
  ) {
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: OutgoingEmail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'Content-Language': message.lang === 'ms' ? 'ms-MY' : 'en' },
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** What the outbox keeps beside each .eml, for the dev page and the command. */
export interface OutboxEntry {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  kind: RenderedEmail['kind'];
  lang: RenderedEmail['lang'];
  link: string;
  text: string;
  html: string;
}

/** Outbox ids are made here and checked wherever one comes back from a URL or a command. */
export const OUTBOX_ID_PATTERN = '^[0-9TZ-]{20,30}-(verify|reset|contact-team|contact-ack)-[0-9a-f]{8}$';

/**
 * With no SMTP configured, every message is written to a folder instead of being dropped:
 * <id>.eml (the exact message nodemailer would send) and <id>.json (the fields, for the dev
 * page GET {base}/dev/outbox and `pnpm --filter api outbox`).
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: OutgoingEmail): Promise<void> {
    const date = new Date();
    const id = `${date.toISOString().replace(/[:.]/g, '-')}-${message.kind}-${randomBytes(4).toString('hex')}`;
    const info = await this.composer.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      date,
      headers: { 'Content-Language': message.lang === 'ms' ? 'ms-MY' : 'en' },
    });
    const entry: OutboxEntry = {
      id,
      date: date.toISOString(),
      from: this.from,
      to: message.to,
      subject: message.subject,
      kind: message.kind,
      lang: message.lang,
      link: message.link,
      text: message.text,
      html: message.html,
    };
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFile(join(this.dir, `${id}.eml`), info.message as Buffer, { mode: 0o600 });
    // The .json last: a reader that sees it can rely on the .eml being there.
    await writeFile(join(this.dir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
  }

  async close(): Promise<void> {
    this.composer.close();
  }
}

export function createMailer(options: {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  /** SMTP: connect, greeting and idle-socket limit (ms). */
  timeoutMs?: number;
}): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from, options.timeoutMs)
    : new OutboxMailer(options.outboxDir, options.from);
}

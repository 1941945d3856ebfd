import type { Static } from 'typebox';
import type { LangSchema } from './schemas.js';

/**
 * The account emails, in English and Malay, as HTML and plain text. The Malay is written for
 * Malaysian readers (not a word-for-word translation). Every message names the site, says why
 * it was sent, has one clear button, the same link in plain text, how long it works, and what
 * to do if it was not you.
 */
export type Lang = Static<typeof LangSchema>;
export type EmailKind = 'verify' | 'reset';
/** Every kind of email the API sends: the account emails and the contact form's two. */
export type MailKind = EmailKind | 'contact-team' | 'contact-ack';

export const SITE_NAME = 'Laluan Kerjaya';

export interface RenderedEmail {
  kind: MailKind;
  lang: Lang;
  subject: string;
  text: string;
  html: string;
  /** The call to action, for the outbox and for tests. */
  link: string;
}

interface Copy {
  subject: string;
  preheader: string;
  heading: string;
  body: string;
  button: string;
  validity: (duration: string) => string;
  fallback: string;
  notYou: string;
}

const COPY: Record<EmailKind, Record<Lang, Copy>> = {
  verify: {
    en: {
      subject: `Confirm your email for ${SITE_NAME}`,
      preheader: 'One click and your account is ready.',
      heading: `Welcome to ${SITE_NAME}!`,
      body: 'Thanks for signing up. Confirm your email address so you can save your quiz results and the jobs you like, and pick up where you left off on any device.',
      button: 'Confirm my email',
      validity: (d) => `This link works once and expires in ${d}.`,
      fallback: 'If the button does not work, copy this link into your browser:',
      notYou: 'Did not sign up? You can ignore this email; no account will be activated.',
    },
    ms: {
      subject: `Sahkan e-mel anda untuk ${SITE_NAME}`,
      preheader: 'Satu klik sahaja, akaun anda sedia digunakan.',
      heading: `Selamat datang ke ${SITE_NAME}!`,
      body: 'Terima kasih kerana mendaftar. Sahkan alamat e-mel anda supaya anda boleh simpan keputusan kuiz dan kerjaya yang anda minati, dan sambung semula dari mana-mana peranti.',
      button: 'Sahkan e-mel saya',
      validity: (d) => `Pautan ini hanya boleh digunakan sekali dan tamat tempoh dalam masa ${d}.`,
      fallback: 'Kalau butang di atas tidak berfungsi, salin pautan ini ke pelayar anda:',
      notYou: 'Bukan anda yang mendaftar? Abaikan sahaja e-mel ini. Tiada akaun akan diaktifkan.',
    },
  },
  reset: {
    en: {
      subject: `Reset your ${SITE_NAME} password`,
      preheader: 'Choose a new password for your account.',
      heading: 'Forgot your password?',
      body: `We received a request to reset the password of your ${SITE_NAME} account. Choose a new one with the button below.`,
      button: 'Choose a new password',
      validity: (d) => `This link works once and expires in ${d}.`,
      fallback: 'If the button does not work, copy this link into your browser:',
      notYou: 'Did not ask for this? Ignore this email; your password stays the same.',
    },
    ms: {
      subject: `Tetapkan semula kata laluan ${SITE_NAME} anda`,
      preheader: 'Pilih kata laluan baharu untuk akaun anda.',
      heading: 'Terlupa kata laluan?',
      body: `Kami menerima permintaan untuk menetapkan semula kata laluan akaun ${SITE_NAME} anda. Tekan butang di bawah untuk memilih kata laluan baharu.`,
      button: 'Pilih kata laluan baharu',
      validity: (d) => `Pautan ini hanya boleh digunakan sekali dan tamat tempoh dalam masa ${d}.`,
      fallback: 'Kalau butang di atas tidak berfungsi, salin pautan ini ke pelayar anda:',
      notYou: 'Bukan anda yang meminta? Abaikan sahaja e-mel ini. Kata laluan anda tidak akan berubah.',
    },
  },
};

/** "24 hours", "30 minutes", "1 jam", "30 minit". */
export function formatDuration(seconds: number, lang: Lang): string {
  const units: [number, string, string, string][] = [
    [86400, 'day', 'days', 'hari'],
    [3600, 'hour', 'hours', 'jam'],
    [60, 'minute', 'minutes', 'minit'],
  ];
  for (const [size, one, many, ms] of units) {
    // Days only from two on: "24 hours" reads better than "1 day" for a link.
    if (seconds >= size && seconds % size === 0 && (size !== 86400 || seconds >= 2 * 86400)) {
      const n = seconds / size;
      return lang === 'ms' ? `${n} ${ms}` : `${n} ${n === 1 ? one : many}`;
    }
  }
  const minutes = Math.max(1, Math.round(seconds / 60));
  return lang === 'ms' ? `${minutes} minit` : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderEmail(kind: EmailKind, lang: Lang, link: string, validForSeconds: number): RenderedEmail {
  const copy = COPY[kind][lang];
  const validity = copy.validity(formatDuration(validForSeconds, lang));
  const footer =
    lang === 'ms'
      ? `E-mel ini dihantar secara automatik oleh ${SITE_NAME}. Sila jangan balas.`
      : `This email was sent automatically by ${SITE_NAME}. Please do not reply.`;

  const text = [
    SITE_NAME,
    '',
    copy.heading,
    '',
    copy.body,
    '',
    `${copy.button}:`,
    link,
    '',
    validity,
    '',
    copy.notYou,
    '',
    '--',
    footer,
    '',
  ].join('\n');

  const l = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f5f9;font-family:Arial,Helvetica,sans-serif;color:#1d2433;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(copy.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f9;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px;">
<tr><td style="font-size:20px;font-weight:bold;color:#1b4fd8;padding-bottom:24px;">${SITE_NAME}</td></tr>
<tr><td style="font-size:22px;font-weight:bold;padding-bottom:12px;">${escapeHtml(copy.heading)}</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:24px;">${escapeHtml(copy.body)}</td></tr>
<tr><td style="padding-bottom:24px;">
<a href="${l}" style="display:inline-block;background:#1b4fd8;color:#ffffff;text-decoration:none;font-size:16px;font-weight:bold;padding:14px 28px;border-radius:8px;">${escapeHtml(copy.button)}</a>
</td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#4a5468;padding-bottom:16px;">${escapeHtml(validity)}</td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#4a5468;padding-bottom:16px;">${escapeHtml(copy.fallback)}<br><a href="${l}" style="color:#1b4fd8;word-break:break-all;">${l}</a></td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#4a5468;border-top:1px solid #e3e7ef;padding-top:16px;">${escapeHtml(copy.notYou)}<br>${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return { kind, lang, subject: copy.subject, text, html, link };
}

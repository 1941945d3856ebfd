import { escapeHtml, SITE_NAME, type Lang, type RenderedEmail } from '../../accounts/email-templates.js';
import type { Role } from '../../accounts/schemas.js';
import type { ContactTopic } from './schemas.js';

/**
 * The contact form's two emails: the team's copy of the message (labels in both languages, the
 * sender as Reply-To) and the sender's acknowledgement in the language of the page they wrote
 * from. Nothing here promises a reply time: no one has agreed to one.
 */
export interface ContactMessage {
  name: string;
  email: string;
  role: Role;
  topic: ContactTopic;
  message: string;
  lang: Lang;
}

const TOPICS: Record<ContactTopic, Record<Lang, string>> = {
  general: { en: 'General question', ms: 'Soalan umum' },
  content_correction: { en: 'Correction to our content', ms: 'Pembetulan kandungan' },
  partnership: { en: 'Partnership or school visit', ms: 'Kerjasama atau lawatan sekolah' },
  privacy: { en: 'Privacy or my data', ms: 'Privasi atau data saya' },
  technical: { en: 'Something on the site does not work', ms: 'Masalah teknikal di laman ini' },
};

const ROLES: Record<Role, Record<Lang, string>> = {
  student: { en: 'Student', ms: 'Pelajar' },
  parent: { en: 'Parent', ms: 'Ibu bapa' },
  teacher: { en: 'Teacher', ms: 'Guru' },
  other: { en: 'Other', ms: 'Lain-lain' },
};

const both = (labels: Record<Lang, string>) => `${labels.en} / ${labels.ms}`;

function page(lang: Lang, subject: string, rows: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f5f9;font-family:Arial,Helvetica,sans-serif;color:#1d2433;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f9;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px;">
<tr><td style="font-size:20px;font-weight:bold;color:#1b4fd8;padding-bottom:24px;">${SITE_NAME}</td></tr>
${rows}
</table>
</td></tr>
</table>
</body>
</html>
`;
}

const row = (html: string, style = 'font-size:16px;line-height:24px;padding-bottom:16px;') =>
  `<tr><td style="${style}">${html}</td></tr>`;
const quoted = (text: string) =>
  row(
    escapeHtml(text).replace(/\n/g, '<br>'),
    'font-size:16px;line-height:24px;padding:12px 16px;background:#f3f5f9;border-radius:8px;white-space:normal;',
  );

/** The team's copy. `link`: the contact page, for the outbox listing. */
export function renderTeamEmail(m: ContactMessage, link: string): RenderedEmail {
  const topic = TOPICS[m.topic];
  const subject = `[${SITE_NAME}] ${topic.en} — ${m.name}`;
  const fields: [string, string][] = [
    ['Name / Nama', m.name],
    ['Email / E-mel', m.email],
    ['Who / Siapa', both(ROLES[m.role])],
    ['Topic / Topik', both(topic)],
    ['Page language / Bahasa halaman', m.lang === 'ms' ? 'Bahasa Melayu' : 'English'],
  ];
  const text = [
    `New message from the contact form / Mesej baharu dari borang hubungi kami`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    m.message,
    '',
    '--',
    `Reply to this email to answer ${m.name}. / Balas e-mel ini untuk menjawab ${m.name}.`,
    '',
  ].join('\n');
  const html = page(
    'en',
    subject,
    [
      row('<strong>New message from the contact form / Mesej baharu dari borang hubungi kami</strong>'),
      ...fields.map(([label, value]) => row(`${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`)),
      quoted(m.message),
      row(
        escapeHtml(`Reply to this email to answer ${m.name}. / Balas e-mel ini untuk menjawab ${m.name}.`),
        'font-size:14px;line-height:20px;color:#4a5468;',
      ),
    ].join('\n'),
  );
  return { kind: 'contact-team', lang: m.lang, subject, text, html, link };
}

/**
 * The acknowledgement quotes nothing the sender typed — neither the name nor the message
 * (decision 281): it goes to an address nobody has confirmed, so anything quoted would let a
 * stranger send their own text to anyone under the site's name. It says only that a message on
 * a topic (from the closed list) arrived, and what to do if it was not them.
 */
const ACK: Record<
  Lang,
  {
    subject: string;
    hello: string;
    body: string;
    topic: string;
    notYou: string;
    footer: string;
  }
> = {
  en: {
    subject: `We received your message — ${SITE_NAME}`,
    hello: 'Hello,',
    body: 'Thank you for writing to us. Your message has reached our team. We read every message, and when it needs an answer we reply to this email address.',
    topic: 'Topic',
    notYou: 'Did not write to us? Someone may have typed your address by mistake. You can ignore this email.',
    footer: `This email was sent automatically by ${SITE_NAME}. Please do not reply to it.`,
  },
  ms: {
    subject: `Mesej anda telah kami terima — ${SITE_NAME}`,
    hello: 'Salam sejahtera,',
    body: 'Terima kasih kerana menghubungi kami. Mesej anda sudah sampai kepada pasukan kami. Kami membaca setiap mesej, dan jika mesej anda perlu dijawab, kami akan membalas ke alamat e-mel ini.',
    topic: 'Topik',
    notYou:
      'Bukan anda yang menghubungi kami? Mungkin seseorang tersilap menaip alamat anda. Abaikan sahaja e-mel ini.',
    footer: `E-mel ini dihantar secara automatik oleh ${SITE_NAME}. Sila jangan balas e-mel ini.`,
  },
};

/** The sender's acknowledgement, in the page's language. `link`: the site's home in that language. */
export function renderAcknowledgement(m: ContactMessage, link: string): RenderedEmail {
  const copy = ACK[m.lang];
  const topic = TOPICS[m.topic][m.lang];
  const text = [
    SITE_NAME,
    '',
    copy.hello,
    '',
    copy.body,
    '',
    `${copy.topic}: ${topic}`,
    '',
    link,
    '',
    copy.notYou,
    '',
    '--',
    copy.footer,
    '',
  ].join('\n');
  const html = page(
    m.lang,
    copy.subject,
    [
      row(escapeHtml(copy.hello)),
      row(escapeHtml(copy.body)),
      row(`${escapeHtml(copy.topic)}: <strong>${escapeHtml(topic)}</strong>`),
      row(`<a href="${escapeHtml(link)}" style="color:#1b4fd8;">${escapeHtml(link)}</a>`),
      row(
        `${escapeHtml(copy.notYou)}<br>${escapeHtml(copy.footer)}`,
        'font-size:14px;line-height:20px;color:#4a5468;border-top:1px solid #e3e7ef;padding-top:16px;',
      ),
    ].join('\n'),
  );
  return { kind: 'contact-ack', lang: m.lang, subject: copy.subject, text, html, link };
}

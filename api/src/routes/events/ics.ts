import type { Lang } from '../../content/schemas.js';

/** What a calendar entry needs of an event (a row of the events table). */
export interface IcsEvent {
  id: string;
  slug: string;
  title: { en: string | null; ms: string | null };
  summary: { en: string | null; ms: string | null };
  venue: { en: string | null; ms: string | null };
  starts_at: Date;
  ends_at: Date;
  url: string | null;
  example: boolean;
}

const CRLF = '\r\n';

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped; line breaks as "\n". */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and one space), never inside a
 * UTF-8 character, so Malay and English text with any character stays valid.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 2026-12-05T01:00:00.000Z → 20261205T010000Z (UTC "form #2" date-time). */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const EXAMPLE_NOTE: Record<Lang, string> = {
  en: 'Example event for development: it is not a real event.',
  ms: 'Acara contoh untuk tujuan pembangunan: ini bukan acara sebenar.',
};

const pick = (text: { en: string | null; ms: string | null }, lang: Lang) => text[lang] ?? text.en ?? text.ms ?? '';

/**
 * One event as an iCalendar file (RFC 5545): CRLF line ends, folded lines, escaped text, a stable
 * UID (the same event downloaded twice updates rather than duplicates), DTSTAMP and UTC times.
 */
export function eventToIcs(event: IcsEvent, lang: Lang, opts: { host: string; now: Date }): string {
  const description = [event.example ? EXAMPLE_NOTE[lang] : null, pick(event.summary, lang) || null, event.url]
    .filter((part): part is string => Boolean(part))
    .join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Laluan Kerjaya//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${opts.host}`,
    `DTSTAMP:${icsUtc(opts.now)}`,
    `DTSTART:${icsUtc(event.starts_at)}`,
    `DTEND:${icsUtc(event.ends_at)}`,
    `SUMMARY:${escapeText(pick(event.title, lang))}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(pick(event.venue, lang) ? [`LOCATION:${escapeText(pick(event.venue, lang))}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.example ? ['CATEGORIES:EXAMPLE'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

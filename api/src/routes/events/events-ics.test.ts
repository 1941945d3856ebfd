import fc from 'fast-check';
import { withFixtureApp, type TestApp } from '../../test/helpers.js';
import { escapeText, eventToIcs, foldLine, icsUtc } from './ics.js';

let t: TestApp;
withFixtureApp((app) => (t = app));

const CRLF = '\r\n';
/** The file's logical lines: folded lines joined again (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split(CRLF);

describe('GET /api/v1/events/:id/calendar.ics', () => {
  test('an RFC 5545 file: CRLF lines, UID, DTSTAMP, UTC times, text of the language', async () => {
    const res = await t.app.inject('/api/v1/events/2/calendar.ics?lang=ms');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="future-fair.ics"');
    const body = res.body;
    expect(body.endsWith(CRLF)).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare LF or CR anywhere
    for (const line of body.split(CRLF)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = unfold(body);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Laluan Kerjaya//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:event-2@laluan-kerjaya.invalid');
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    // 09:00–17:00 in Malaysia (UTC+8) is 01:00–09:00 UTC.
    expect(lines).toContain('DTSTART:20991205T010000Z');
    expect(lines).toContain('DTEND:20991205T090000Z');
    expect(lines).toContain('SUMMARY:Pameran akan datang');
    expect(lines).toContain('LOCATION:Dewan');
    expect(lines).toContain('URL:https://example.org/fair');
    expect(lines).toContain('CATEGORIES:EXAMPLE');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Acara contoh untuk tujuan pembangunan: ini bukan acara sebenar.\\n\\nUjian.\\n\\nhttps://example.org/fair',
    );
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  test('English by default, and past events too', async () => {
    const res = await t.app.inject('/api/v1/events/1/calendar.ics');
    expect(res.statusCode).toBe(200);
    const lines = unfold(res.body);
    expect(lines).toContain('SUMMARY:Past talk');
    expect(lines).toContain('DTSTART:20200314T010000Z');
    expect(lines).not.toContainEqual(expect.stringMatching(/^URL:/));
  });

  test('an unknown id → 404 EVENT_NOT_FOUND', async () => {
    const res = await t.app.inject('/api/v1/events/999/calendar.ics');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'EVENT_NOT_FOUND', messageKey: 'errors.event_not_found' });
  });

  test.each(['/api/v1/events/..%2F1/calendar.ics', '/api/v1/events/1/calendar.ics?lang=fr'])(
    'bad input → 400 VALIDATION_FAILED (%s)',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    },
  );
});

describe('bad input, property-based', () => {
  test('any id and language: never a 5xx; refusals are 4xx with a stable code', async () => {
    const codes = new Set([
      'VALIDATION_FAILED',
      'EVENT_NOT_FOUND',
      'NOT_FOUND',
      'INVALID_CHARACTERS',
      'INVALID_ENCODING',
    ]);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.string({ maxLength: 8 }), async (id, lang) => {
        const res = await t.app.inject(
          `/api/v1/events/${encodeURIComponent(id)}/calendar.ics?lang=${encodeURIComponent(lang)}`,
        );
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(codes).toContain(res.json().error.code);
      }),
      { numRuns: Number(process.env.FC_RUNS || 60) },
    );
  });
});

describe('iCalendar text', () => {
  test('any text: escaped and folded lines hold no bare line break and at most 75 octets each', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const folded = foldLine(`DESCRIPTION:${escapeText(text)}`);
        for (const line of folded.split(CRLF)) {
          expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
          expect(line).not.toMatch(/[\r\n]/);
        }
        expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${escapeText(text)}`);
      }),
    );
  });

  test('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split(CRLF);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  test('UTC date-times', () => {
    expect(icsUtc(new Date('2027-03-20T10:00:00+08:00'))).toBe('20270320T020000Z');
  });

  test('a configured public address names the UID host; no example note for real events', () => {
    const ics = eventToIcs(
      {
        id: '7',
        slug: 'real',
        title: { en: 'Talk, with; commas', ms: null },
        summary: { en: null, ms: null },
        venue: { en: null, ms: null },
        starts_at: new Date('2027-01-01T00:00:00Z'),
        ends_at: new Date('2027-01-01T01:00:00Z'),
        url: null,
        example: false,
      },
      'ms',
      { host: 'laluankerjaya.my', now: new Date('2026-11-24T00:00:00Z') },
    );
    const lines = unfold(ics);
    expect(lines).toContain('UID:event-7@laluankerjaya.my');
    expect(lines).toContain('DTSTAMP:20261124T000000Z');
    expect(lines).toContain('SUMMARY:Talk\\, with\\; commas'); // no Malay title: the English one
    expect(
      lines.some((l) => l.startsWith('DESCRIPTION') || l.startsWith('LOCATION') || l.startsWith('CATEGORIES')),
    ).toBe(false);
  });
});

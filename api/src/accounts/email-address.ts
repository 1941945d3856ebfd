/**
 * Email addresses: trimmed, Unicode-normalised (NFC) and lower-cased, so one person has one
 * account whatever they typed. The same simple pattern as the sign-up form (spec §5).
 */
const PART = '[^\\s@\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]+';
/** No spaces, no control characters, no lone surrogates (PostgreSQL cannot store some of them). */
export const EMAIL_PATTERN = `^${PART}@${PART}\\.${PART}$`;
const EMAIL_RE = new RegExp(EMAIL_PATTERN, 'u');

export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFC').toLowerCase();
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

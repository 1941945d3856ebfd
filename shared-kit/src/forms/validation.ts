import type { MessageDescriptor } from 'react-intl';
import { kitMessages } from '../i18n/kit-messages';

/** Password minimum length and maximum age digits (spec §9). */
export const PASSWORD_MIN = 8;
export const AGE_MAX_DIGITS = 3;

/** A simple address pattern (spec §5): something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Rule = (value: string) => MessageDescriptor | null;

export const validateEmail: Rule = (value) =>
  value.trim() === '' ? kitMessages.emailRequired : EMAIL.test(value.trim()) ? null : kitMessages.emailInvalid;

/** `minLength` applies on sign-up; log-in only needs a password. */
export const validatePassword =
  (opts: { minLength?: boolean } = {}): Rule =>
  (value) =>
    value === ''
      ? kitMessages.passwordRequired
      : opts.minLength && value.length < PASSWORD_MIN
        ? kitMessages.passwordShort
        : null;

export const validateNickname: Rule = (value) => (value.trim() === '' ? kitMessages.nicknameRequired : null);

export const validateAge: Rule = (value) => (value.trim() === '' ? kitMessages.ageRequired : null);

/** Keys blocked in the age field (spec §5). */
export const BLOCKED_AGE_KEYS: ReadonlySet<string> = new Set(['e', 'E', '+', '-']);

/** Keeps digits only, at most three (spec §5 and §9). */
export function cleanAge(value: string): string {
  return value.replace(/\D/g, '').slice(0, AGE_MAX_DIGITS);
}

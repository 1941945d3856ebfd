import type { MessageDescriptor } from 'react-intl';
import { kitMessages } from '../i18n/kit-messages';

/** Password minimum length and maximum age digits (spec §9). */
export const PASSWORD_MIN = 8;
export const AGE_MAX_DIGITS = 3;
/**
 * A student's plausible age (decision 265): spec §5 only limits the field to three digits, which
 * let 5 and 999 through (walk.md row 24). The API checks the same range (api accounts/schemas.ts).
 */
export const AGE_MIN = 10;
export const AGE_MAX = 99;

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

export const validateAge: Rule = (value) => {
  const digits = value.trim();
  if (digits === '') return kitMessages.ageRequired;
  const age = /^\d+$/.test(digits) ? Number(digits) : NaN;
  return age >= AGE_MIN && age <= AGE_MAX ? null : kitMessages.ageRange;
};

/** Keys blocked in the age field (spec §5). */
export const BLOCKED_AGE_KEYS: ReadonlySet<string> = new Set(['e', 'E', '+', '-']);

/** Keeps digits only, at most three (spec §5 and §9). */
export function cleanAge(value: string): string {
  return value.replace(/\D/g, '').slice(0, AGE_MAX_DIGITS);
}

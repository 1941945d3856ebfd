import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { packageRoot } from '../paths.js';
import { AppError } from '../plugins/errors.js';

/**
 * What a new password must not be (ASVS 5.0 6.2.4; docs/decisions/283): one of the 10,000 most
 * common passwords of an acceptable length (data/common-passwords, MIT, source in its README),
 * or one character repeated. Compared lower-cased: the list is lower case, and "Password1" is as
 * guessable as "password1". No composition rules (ASVS 6.2.5): any other 8–128 characters are fine.
 */
export const COMMON_PASSWORDS_FILE = resolve(packageRoot, 'data/common-passwords/common-passwords.txt');

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

/** Loads the list now (at start), so the first registration does not pay for it. */
export function loadCommonPasswords(): number {
  return commonPasswords().size;
}

export function isCommonPassword(password: string): boolean {
  const folded = password.normalize('NFC').toLowerCase();
  const chars = [...folded];
  if (chars.length > 0 && chars.every((c) => c === chars[0])) return true;
  return commonPasswords().has(folded) || commonPasswords().has(folded.trim());
}

/** The English text of PASSWORD_TOO_COMMON; the site shows its own message in both languages. */
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is one of the most common and easy to guess. Choose another one.';

/** Throws 400 PASSWORD_TOO_COMMON (field `body.<field>`) for a password on the list. */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (!isCommonPassword(password)) return;
  throw new AppError(400, 'PASSWORD_TOO_COMMON', PASSWORD_TOO_COMMON_MESSAGE, [
    { field: `body.${field}`, message: 'is too common' },
  ]);
}

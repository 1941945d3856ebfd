import { createIntl } from 'react-intl';
import en from '../i18n/messages/en.json';
import ms from '../i18n/messages/ms.json';
import {
  AGE_MAX,
  AGE_MIN,
  cleanAge,
  validateAge,
  validateEmail,
  validateNickname,
  validatePassword,
} from './validation';

const t = (locale: 'en' | 'ms') => {
  const intl = createIntl({ locale, messages: locale === 'en' ? en : ms });
  return (d: ReturnType<typeof validateEmail>) => (d ? intl.formatMessage(d) : null);
};

describe('validation messages of spec §5, in both languages', () => {
  it.each([
    ['en', '', '*Email is required'],
    ['en', 'nope', '*Please enter a valid email'],
    ['ms', '', '*E-mel diperlukan'],
    ['ms', 'a@b', '*Sila masukkan e-mel yang sah'],
  ] as const)('email in %s: "%s" → %s', (locale, value, message) => {
    expect(t(locale)(validateEmail(value))).toBe(message);
  });

  it('accepts a valid email', () => {
    expect(validateEmail(' siti@example.my ')).toBeNull();
  });

  it('checks passwords: required on log-in, 8 characters on sign-up', () => {
    expect(t('en')(validatePassword()(''))).toBe('*Password is required');
    expect(t('ms')(validatePassword()(''))).toBe('*Kata laluan diperlukan');
    expect(validatePassword()('short')).toBeNull();
    expect(t('en')(validatePassword({ minLength: true })('short'))).toBe('*Password must be at least 8 characters');
    expect(validatePassword({ minLength: true })('longenough')).toBeNull();
  });

  it('requires a nickname and an age', () => {
    expect(t('ms')(validateNickname(' '))).toBe('*Nama pendek diperlukan');
    expect(t('en')(validateAge(''))).toBe('*Age is required');
    expect(t('ms')(validateAge(''))).toBe('*Umur diperlukan');
  });

  it('accepts only a plausible age, with the range in both languages', () => {
    for (const bad of ['5', '0', '9', '100', '999', '1 2', 'abc']) {
      expect(t('en')(validateAge(bad))).toBe(`*Please enter an age from ${AGE_MIN} to ${AGE_MAX}`);
      expect(t('ms')(validateAge(bad))).toBe(`*Sila masukkan umur antara ${AGE_MIN} hingga ${AGE_MAX} tahun`);
    }
    for (const good of ['10', '16', ' 17 ', '099', '99']) expect(validateAge(good)).toBeNull();
  });

  it('keeps ages to three digits', () => {
    expect(cleanAge('1e7+-')).toBe('17');
    expect(cleanAge('12345')).toBe('123');
  });
});

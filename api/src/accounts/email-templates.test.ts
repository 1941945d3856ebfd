import { formatDuration, renderEmail, SITE_NAME } from './email-templates.js';
import { checkRedirect, withQuery } from './redirects.js';

describe('email templates', () => {
  const link = 'https://laluankerjaya.test/api/v1/verify-email?token=abc&lang=en';

  test.each([
    ['verify', 'en', 'Confirm your email for Laluan Kerjaya', 'Confirm my email', '24 hours'],
    ['verify', 'ms', 'Sahkan e-mel anda untuk Laluan Kerjaya', 'Sahkan e-mel saya', '24 jam'],
    ['reset', 'en', 'Reset your Laluan Kerjaya password', 'Choose a new password', '30 minutes'],
    ['reset', 'ms', 'Tetapkan semula kata laluan Laluan Kerjaya anda', 'Pilih kata laluan baharu', '30 minit'],
  ] as const)(
    '%s in %s: subject, site name, call to action, link, validity',
    (kind, lang, subject, button, validity) => {
      const email = renderEmail(kind, lang, link, kind === 'verify' ? 86400 : 1800);
      expect(email.subject).toBe(subject);
      for (const body of [email.text, email.html]) {
        expect(body).toContain(SITE_NAME);
        expect(body).toContain(button);
        expect(body).toContain(validity);
      }
      expect(email.text).toContain(link);
      expect(email.html).toContain(`<html lang="${lang}">`);
      expect(email.html).toContain('href="https://laluankerjaya.test/api/v1/verify-email?token=abc&#38;lang=en"');
    },
  );

  test('the link is escaped in HTML', () => {
    const email = renderEmail('reset', 'en', 'https://x.test/en?a="><script>', 1800);
    expect(email.html).not.toContain('"><script>');
  });

  test('durations read naturally in both languages', () => {
    expect(formatDuration(60, 'en')).toBe('1 minute');
    expect(formatDuration(3600, 'en')).toBe('1 hour');
    expect(formatDuration(7200, 'ms')).toBe('2 jam');
    expect(formatDuration(3 * 86400, 'en')).toBe('3 days');
    expect(formatDuration(3 * 86400, 'ms')).toBe('3 hari');
    expect(formatDuration(90, 'en')).toBe('2 minutes');
  });
});

describe('redirects', () => {
  const policy = { origins: ['https://laluankerjaya.my'], allowLoopback: false, siteUrl: 'https://laluankerjaya.my' };

  test("only the site's own origins", () => {
    expect(checkRedirect(policy, 'https://laluankerjaya.my/ms')).toBe('https://laluankerjaya.my/ms');
    expect(checkRedirect(policy, 'https://laluankerjaya.my/en#x')).toBe('https://laluankerjaya.my/en');
    for (const bad of [
      'https://laluankerjaya.my.evil.test/ms',
      'https://evil.test/?https://laluankerjaya.my',
      '//evil.test/ms',
      'javascript:alert(1)',
      'http://laluankerjaya.my/ms',
      'https://user@laluankerjaya.my/ms',
      'http://localhost:3000/en',
      'not a url',
    ]) {
      expect(checkRedirect(policy, bad)).toBeNull();
    }
    expect(checkRedirect({ ...policy, allowLoopback: true }, 'http://127.0.0.1:8080/en')).toBe(
      'http://127.0.0.1:8080/en',
    );
  });

  test('withQuery keeps other parameters', () => {
    expect(withQuery('https://a.test/en?x=1', { verification: 'verified' })).toBe(
      'https://a.test/en?x=1&verification=verified',
    );
  });
});

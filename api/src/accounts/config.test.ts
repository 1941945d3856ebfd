import { loadConfig } from '../config.js';
import { ARGON2_DEFAULTS, loadAccountsConfig, resolveAccountsSettings } from './config.js';

describe('accounts configuration', () => {
  test('defaults: outbox mail, OWASP argon2, providers off, limits on', () => {
    const config = loadAccountsConfig({});
    expect(config).toMatchObject({
      production: false,
      smtpUrl: null,
      devOutbox: false,
      outboxInProduction: false,
      argon2: ARGON2_DEFAULTS,
      rateLimits: true,
      emailCooldownSeconds: 60,
      google: { clientId: null, tokeninfoUrl: 'https://oauth2.googleapis.com/tokeninfo' },
      facebook: { appId: null, appSecret: null, graphUrl: 'https://graph.facebook.com' },
    });
    const settings = resolveAccountsSettings(config, { port: 4000, dataDir: '/data' });
    expect(settings).toEqual({
      publicUrl: 'http://localhost:4000',
      siteUrl: 'http://localhost:4000',
      outboxDir: '/data/outbox',
    });
  });

  test('SMTP_HOST, PORT, USER and PASS become one URL; SMTP_URL wins', () => {
    expect(
      loadAccountsConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: '2525', SMTP_USER: 'me@x', SMTP_PASS: 'p:w' })
        .smtpUrl,
    ).toBe('smtp://me%40x:p%3Aw@mail.example.com:2525');
    expect(loadAccountsConfig({ SMTP_HOST: 'mail.example.com', SMTP_SECURE: 'true' }).smtpUrl).toBe(
      'smtps://mail.example.com:465',
    );
    expect(loadAccountsConfig({ SMTP_URL: 'smtp://a:b@h:25', SMTP_HOST: 'other' }).smtpUrl).toBe('smtp://a:b@h:25');
  });

  test('loadConfig validates the accounts settings with the rest', () => {
    expect(() => loadConfig({ GOOGLE_TOKENINFO_URL: 'ftp://x' })).toThrow(/accounts/);
    expect(() => loadConfig({ ARGON2_MEMORY_KIB: 'lots' })).toThrow(/ARGON2_MEMORY_KIB/);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mailer:pw@mail.example.com:587',
      PUBLIC_URL: 'https://laluankerjaya.my/',
      REDIRECT_ORIGINS: 'https://www.laluankerjaya.my, https://staging.laluankerjaya.my/',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      RATE_LIMITS: 'off',
    });
    expect(config.accounts).toMatchObject({
      production: true,
      publicUrl: 'https://laluankerjaya.my',
      redirectOrigins: ['https://www.laluankerjaya.my', 'https://staging.laluankerjaya.my'],
      google: { clientId: 'id.apps.googleusercontent.com' },
      rateLimits: false,
    });
  });

  test('production without SMTP refuses to start, naming the setting, unless OUTBOX_IN_PRODUCTION', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL \(or SMTP_HOST\) must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_HOST: 'mail.example.com' })).not.toThrow();
    expect(loadConfig({ NODE_ENV: 'production', OUTBOX_IN_PRODUCTION: 'true' }).accounts.outboxInProduction).toBe(true);
  });

  test('DEV_OUTBOX: off by default, refused in production and on an address others can reach', () => {
    expect(loadConfig({}).accounts.devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1' }).accounts.devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: '1', HOST: '::1' }).accounts.devOutbox).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX: '1', HOST: '0.0.0.0' })).toThrow(/DEV_OUTBOX needs HOST/);
    expect(() => loadConfig({ DEV_OUTBOX: '1', HOST: '192.168.1.20' })).toThrow(/DEV_OUTBOX needs HOST/);
    expect(() => loadConfig({ DEV_OUTBOX: '1', NODE_ENV: 'production', OUTBOX_IN_PRODUCTION: '1' })).toThrow(
      /DEV_OUTBOX cannot be on with NODE_ENV=production/,
    );
    expect(() => loadConfig({ DEV_OUTBOX: 'perhaps' })).toThrow(/DEV_OUTBOX/);
  });
});

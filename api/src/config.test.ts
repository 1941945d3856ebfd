import { ConfigError, loadConfig } from './config.js';
import { defaultContentDir, defaultDataDir } from './paths.js';

describe('loadConfig', () => {
  test('defaults', () => {
    // toMatchObject: features (accounts, …) add their own sections.
    expect(loadConfig({})).toMatchObject({
      apiBase: '/api',
      apiVersion: '/v1',
      databaseUrl: null,
      dataDir: defaultDataDir,
      memoryDb: false,
      redisUrl: null,
      contentDir: defaultContentDir,
      port: 3000,
      host: '127.0.0.1',
      logLevel: 'info',
      trustProxy: false,
      bodyLimit: 102400,
      seedOnStart: true,
    });
  });

  test('reads and tidies the environment', () => {
    const config = loadConfig({
      API_BASE: 'backend/',
      API_VERSION: '/v2/',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORT: '8080',
      TRUST_PROXY: '2',
      SEED_ON_START: 'false',
    });
    expect(config).toMatchObject({
      apiBase: '/backend',
      apiVersion: '/v2',
      databaseUrl: 'postgres://u@db:5432/app',
      redisUrl: 'redis://127.0.0.1:6379',
      port: 8080,
      trustProxy: 2,
      seedOnStart: false,
    });
  });

  test.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.5 , 10.1.0.0/16,::1, fd00::/8 ,loopback', ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']],
  ])('TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  test.each(['maybe', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '11', 'localhost'])(
    'TRUST_PROXY=%j is refused, naming the setting',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  test('TRUST_PROXY=true is refused in production with a message saying what to set instead', () => {
    const env = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', TRUST_PROXY: 'true' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/TRUST_PROXY=true cannot be used with NODE_ENV=production.*TRUST_PROXY=1/s);
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
  });

  test('an empty base is allowed', () => {
    expect(loadConfig({ API_BASE: '' }).apiBase).toBe('');
  });

  test.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /port/],
    [{ DATABASE_URL: 'mysql://x' }, /databaseUrl/],
    [{ REDIS_URL: 'http://x' }, /redisUrl/],
    [{ LOG_LEVEL: 'loud' }, /logLevel/],
    [{ SEED_ON_START: 'maybe' }, /SEED_ON_START/],
    [{ API_BASE: '/api?x' }, /apiBase/],
  ])('%j is refused with the setting named', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

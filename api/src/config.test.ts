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

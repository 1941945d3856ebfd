import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The composed site runs on its own port with a throwaway embedded database. */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The site's mail goes over real SMTP to e2e/mail-sink.mjs; tests read it from MAIL_URL. */
const SMTP_PORT = PORT + 15;
const MAIL_HTTP_PORT = PORT + 16;
export const MAIL_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`;
/** Where the contact form's team copies go (decision 110). */
export const CONTACT_INBOX = 'team@laluankerjaya.test';
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `career-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      // Debian's chromium; never a downloaded browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node mail-sink.mjs',
      url: MAIL_URL,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { MAIL_SMTP_PORT: String(SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../scripts/serve.mjs',
      url: `http://127.0.0.1:${PORT}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // A throwaway embedded database, whatever DATABASE_URL says (the API suite covers PostgreSQL);
      // mail over SMTP to the sink, so no dev outbox is needed.
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        SEED_ON_START: 'true',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        CONTACT_INBOX: CONTACT_INBOX,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

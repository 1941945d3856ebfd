import os from 'node:os';
import path from 'node:path';
import { defineConfig, type Project } from '@playwright/test';

/** The composed site runs on its own port with a throwaway embedded database. */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * The helpers' three ports: E2E_AUX_PORT and the two after it (PORT + 15 by default), so a run fits
 * in a narrow range of ports of its own (E2E_PORT=3513 E2E_AUX_PORT=3515).
 */
const AUX_PORT = Number(process.env.E2E_AUX_PORT ?? PORT + 15);
/** The site's mail goes over real SMTP to e2e/mail-sink.mjs; tests read it from MAIL_URL. */
const SMTP_PORT = AUX_PORT;
const MAIL_HTTP_PORT = AUX_PORT + 1;
export const MAIL_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`;
/** Google and Facebook are a local stand-in (e2e/social-stand-in.mjs): scripts and token checks. */
export const STAND_IN_PORT = AUX_PORT + 2;
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;
const SOCIAL = {
  GOOGLE_CLIENT_ID: 'e2e-client.apps.stand-in',
  FACEBOOK_APP_ID: '424242',
  FACEBOOK_APP_SECRET: 'e2e-stand-in-secret',
};
/** Where the contact form's team copies go (decision 110). */
export const CONTACT_INBOX = 'team@laluankerjaya.test';
/** The team view's editor (TEAM_EDITORS; decision 331). */
export const TEAM_EDITOR = 'editor@laluankerjaya.test';
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `career-e2e-${process.pid}`);

/** Specs that rebuild and publish a remote while the site runs. */
const DEPLOY_SPECS = /(remotes|skew)\.spec\.ts$/;
/** Specs that change what every visitor sees (an editor's published event). */
const EDITOR_SPECS = /team-events\.spec\.ts$/;

const PHASES: Record<string, Project> = {
  site: { testIgnore: [DEPLOY_SPECS, EDITOR_SPECS, /warm\.setup\.ts$/] },
  // Publishes an event, which the site project's specs would see instead of "coming soon".
  editors: { testMatch: EDITOR_SPECS },
  deploys: { testMatch: DEPLOY_SPECS, workers: 1 },
};

/** Every phase after the warm-up; one phase, or all three one after another. */
function projectsFor(phase: string | undefined): Project[] {
  const warm = { name: 'warm', testMatch: /warm\.setup\.ts$/ };
  const names = phase ? [phase] : Object.keys(PHASES);
  let before = 'warm';
  return [
    warm,
    ...names.map((name) => {
      const project = PHASES[name];
      if (!project) throw new Error(`E2E_PHASE must be one of ${Object.keys(PHASES).join(', ')}: ${name}`);
      const chained = { name, ...project, dependencies: [before] };
      if (!phase) before = name;
      return chained;
    }),
  ];
}

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
    // The site's service worker (decision 361) would answer requests that page.route() then never
    // sees, and keep files across a redeploy a spec makes: blocked everywhere but in the spec that
    // tests it (offline-quiz.spec.ts, `test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
  },
  // The deploy specs build and publish mfe-content from edited sources (a new page, a skewed kit):
  // they must never run beside each other (both edit the same files) nor beside the rest, whose
  // pages they would change under them and whose CPU their builds would take. So they run last,
  // one at a time.
  //
  // Playwright skips every project that depends on one with a failed test, so in one run a single
  // failure among the site's specs skips the editors' and deploys' (CI once reported 1 failed and
  // 10 skipped). `npm test` therefore runs the three phases as three runs, each on a fresh site
  // (E2E_PHASE=site, editors, deploys; scripts/test.mjs); without E2E_PHASE one run chains them.
  projects: projectsFor(process.env.E2E_PHASE),

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
      command: 'node social-stand-in.mjs',
      url: `${STAND_IN}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { STAND_IN_PORT: String(STAND_IN_PORT), ...SOCIAL },
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
        // Social sign-in against the stand-in: the browser loads its scripts, the API checks its tokens.
        ...SOCIAL,
        GOOGLE_GSI_URL: `${STAND_IN}/gsi/client`,
        GOOGLE_TOKENINFO_URL: `${STAND_IN}/google/tokeninfo`,
        GOOGLE_USERINFO_URL: `${STAND_IN}/google/userinfo`,
        FACEBOOK_SDK_URL: `${STAND_IN}/fb/sdk.js`,
        FACEBOOK_GRAPH_URL: `${STAND_IN}/facebook`,
        CONTACT_INBOX: CONTACT_INBOX,
        // The team view's editor (issue 25): an account with this address, once verified.
        TEAM_EDITORS: TEAM_EDITOR,
        // The rate limits count in REDIS_URL's Redis when CI names one; that Redis outlives the run
        // (and is shared with the API suite and other checkouts), so counts from an earlier run in
        // the same hour must not refuse this run's sign-ups. Each run counts under its own prefix.
        RATE_LIMIT_NAMESPACE: `e2e-${path.basename(dataDir)}:`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

import { spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open } from './helpers';

// Version skew between the live shell and a remote published alone (decisions 311, 312). The shell
// is never rebuilt here: mfe-content is built against a shared-kit that differs from the one the
// running shell was built with, then published. publish-remote refuses it, naming what the shell
// lacks; published with --force, the slot keeps working (degraded) or shows its own fallback, and
// the rest of the page works.

const ROOT = path.resolve(__dirname, '..', '..');
const file = (rel: string) => path.join(ROOT, rel);
const ABOUT = 'mfe-content/src/features/about/about-page.tsx';
const ROUTE_TABLE = 'shared-kit/src/routes/route-table.ts';
const KEYS = 'shared-kit/src/storage/keys.ts';
const KIT_INDEX = 'shared-kit/src/index.ts';
/** The live shell's shared-kit version, as the publish check names it. */
const KIT_VERSION = (JSON.parse(fs.readFileSync(file('shared-kit/package.json'), 'utf8')) as { version: string })
  .version;
const MAP = '.site/remotes.json';
const LATEST = 'mfe-content/dist/latest.json';

/** Edits files for one build of mfe-content and puts everything back after the test. */
function editor() {
  const saved = new Map<string, string | null>();
  const keep = (rel: string) => {
    if (!saved.has(rel)) saved.set(rel, fs.existsSync(file(rel)) ? fs.readFileSync(file(rel), 'utf8') : null);
  };
  return {
    edit(rel: string, anchor: string, replacement: string) {
      keep(rel);
      const text = fs.readFileSync(file(rel), 'utf8');
      if (!text.includes(anchor)) throw new Error(`${rel} no longer contains ${JSON.stringify(anchor)}`);
      fs.writeFileSync(file(rel), text.replace(anchor, replacement));
    },
    keep,
    /** A file as it was before the test (null: it did not exist). */
    saved: (rel: string) => saved.get(rel) ?? null,
    restore() {
      for (const [rel, text] of saved) {
        if (text === null) fs.rmSync(file(rel), { force: true });
        else fs.writeFileSync(file(rel), text);
      }
    },
  };
}

/** Builds mfe-content alone, as its team would; returns the version it built. */
function buildContent(): string {
  execFileSync(process.execPath, [file('node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: file('mfe-content'),
    stdio: 'ignore',
  });
  return JSON.parse(fs.readFileSync(file(LATEST), 'utf8')).version as string;
}

function publish(...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/publish-remote.mjs', 'mfe-content', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

const FOOTNOTE = '<p className="about__contact">';

test.describe.configure({ mode: 'serial' });

test('a remote newer than the shell: refused at publish; forced, its unknown link is text and its new key reads its default', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const files = editor();
  files.keep(MAP);
  files.keep(LATEST);
  try {
    // The remote's team added a route (faq) and a stored key (faqVisits) to shared-kit and uses
    // both; the live shell was built before either existed.
    files.edit(
      ROUTE_TABLE,
      'export const DECLARED_ROUTES: readonly RouteDef[] = [\n',
      "export const DECLARED_ROUTES: readonly RouteDef[] = [\n  { id: 'faq', en: '/en/faq', ms: '/ms/soalan-lazim', owner: 'mfe-content', layout: 'default' },\n",
    );
    files.edit(KEYS, 'export const LOCAL_KEYS = {\n', 'export const LOCAL_KEYS = {\n  faqVisits: [] as string[],\n');
    files.edit(ABOUT, "import { RouteLink } from 'shared-kit';", "import { RouteLink, getLocal } from 'shared-kit';");
    files.edit(
      ABOUT,
      FOOTNOTE,
      `<p className="about__faq"><RouteLink to={'faq' as never}>Questions and answers</RouteLink> (FAQ visits: {(getLocal('faqVisits' as never) as unknown as string[]).length})</p>\n      ${FOOTNOTE}`,
    );
    const version = buildContent();

    const refused = publish();
    expect(refused.status).toBe(3);
    expect(refused.out).toContain(`mfe-content ${version} was not published: the live shell cannot run it`);
    expect(refused.out).toContain("the shell's route table has no route faq");
    expect(refused.out).toContain("the shell's tables have no local key faqVisits");
    expect(refused.out).toContain('--force');
    const map = JSON.parse(fs.readFileSync(file(MAP), 'utf8'));
    expect(map.remotes['mfe-content'].version).not.toBe(version);

    const forced = publish('--force');
    expect(forced.status).toBe(0);
    expect(forced.out).toContain('published with --force');
    expect(forced.out).toContain('roll back: node scripts/publish-remote.mjs mfe-content');

    const errors = consoleErrors(page);
    await open(page, '/en/about-us');
    const faq = page.locator('.about__faq');
    await expect(faq).toHaveText('Questions and answers (FAQ visits: 0)');
    await expect(faq.getByRole('link')).toHaveCount(0);
    // The rest of the slot still links.
    await expect(page.locator('.about__contact').getByRole('link')).toHaveAttribute('href', '/en/contact-us');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors.join('\n')).toContain('Unknown route id "faq"');
    await expectAccessible(page);
  } finally {
    files.restore();
  }
});

test('a remote older than the shell: refused at publish; forced, its slot shows its own fallback and the page works', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const files = editor();
  files.keep(MAP);
  files.keep(LATEST);
  try {
    // Built when shared-kit still exported legacyGreeting, which the live (newer) shell's kit no
    // longer has.
    files.edit(
      KIT_INDEX,
      "export * from './tracking/analytics';",
      "export * from './tracking/analytics';\nexport const legacyGreeting = (name: string) => `Hello, ${name}`;",
    );
    files.edit(
      ABOUT,
      "import { RouteLink } from 'shared-kit';",
      "import { RouteLink, legacyGreeting } from 'shared-kit';",
    );
    files.edit(ABOUT, FOOTNOTE, `<p className="about__legacy">{legacyGreeting('reader')}</p>\n      ${FOOTNOTE}`);
    const version = buildContent();

    const refused = publish();
    expect(refused.status).toBe(3);
    expect(refused.out).toContain(`mfe-content ${version} was not published`);
    expect(refused.out).toContain(`the shell's shared-kit (${KIT_VERSION}) does not export legacyGreeting`);

    expect(publish('--force').status).toBe(0);
    await open(page, '/ms/tentang-kami');
    // The slot's own fallback, in the page's language; the shell around it works.
    await expect(page.getByText('Maaf, halaman ini terhenti. Muat semula untuk cuba lagi.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible();
    await open(page, '/ms/kuiz-kerjaya');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jenis kerja apakah yang sesuai dengan anda?');

    // Rollback is one command: the previous build, checked like any other.
    const previous = JSON.parse(files.saved(MAP) ?? '{"remotes":{}}').remotes['mfe-content']?.version;
    if (previous) {
      expect(publish(previous).status).toBe(0);
      await open(page, '/ms/tentang-kami');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Maaf, halaman ini terhenti.')).toHaveCount(0);
    }
  } finally {
    files.restore();
  }
});

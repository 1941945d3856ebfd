#!/usr/bin/env node
// Message catalogues: `extract` writes each app's English catalogue from the messages in its code
// (@formatjs/cli); `check` fails when a catalogue is stale, or when an id exists in one locale only,
// or when a translation's placeholders differ from the English ones.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { ROOT as root, workspacePackages } from 'site-server/workspace';

/** Every front-end package (library, host, remotes) → the folder of its en.json and ms.json. */
const APPS = Object.fromEntries(
  workspacePackages()
    .filter((p) => ['library', 'host', 'remote'].includes(p.role))
    .map((p) => [p.dir, p.role === 'library' ? 'src/i18n/messages' : 'src/i18n']),
);

/**
 * Catalogues of their own inside a package, for code that loads lazily with its messages (so no
 * page's first render carries them): `<package>/<folder>` → its sources' messages, in
 * `<folder>/i18n/{en,ms}.json`, and left out of the package's catalogue. shared-kit/messaging:
 * the messaging-app modal (decision 111); mfe-jobs' job-guide details (decision 220); the privacy
 * notice's usage statistics (decision 330); the events lists (decision 344).
 */
const SUB_CATALOGUES = [
  'shared-kit/src/messaging',
  'mfe-content/src/features/privacy/stats',
  'mfe-content/src/features/events/lists',
  'mfe-quiz/src/features/career-quiz-result/offline',
];
for (const sub of SUB_CATALOGUES) APPS[sub] = 'i18n';

/** The package a catalogue's sources live in, and their glob within it. */
function sources(app) {
  const sub = SUB_CATALOGUES.find((s) => s === app);
  if (sub) {
    const [pkg, ...folder] = sub.split('/');
    return { cwd: path.join(root, pkg), glob: `${folder.join('/')}/**/*.{ts,tsx}`, ignore: [] };
  }
  const inside = SUB_CATALOGUES.filter((s) => s.startsWith(`${app}/`)).map((s) => `${s.slice(app.length + 1)}/**`);
  return { cwd: path.join(root, app), glob: 'src/**/*.{ts,tsx}', ignore: inside };
}

function extract(app, outFile) {
  const { cwd, glob, ignore } = sources(app);
  const bin = path.join(root, 'node_modules', '.bin', 'formatjs');
  const ignores = ['src/**/*.test.{ts,tsx}', ...ignore].flatMap((g) => ['--ignore', g]);
  execFileSync(bin, ['extract', glob, ...ignores, '--format', 'simple', '--out-file', outFile], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(fs.readFileSync(outFile, 'utf8'));
}

/** The argument names a message uses (ICU syntax), to compare a translation with the English. */
function placeholders(text) {
  const names = new Set();
  const walk = (nodes) => {
    for (const node of nodes) {
      if (node.value && typeof node.value === 'string' && node.type !== 0) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(parse(text));
  return [...names].sort().join(',');
}

const [mode = 'check', only] = process.argv.slice(2);
const apps = Object.keys(APPS).filter((a) =>
  only
    ? a === only || a.startsWith(`${only}/`)
    : SUB_CATALOGUES.includes(a) || fs.existsSync(path.join(root, a, 'src')),
);
let failures = 0;
const fail = (msg) => {
  failures++;
  console.error(`✗ ${msg}`);
};

for (const app of apps) {
  const dir = path.join(root, app, APPS[app]);
  fs.mkdirSync(dir, { recursive: true });
  const enFile = path.join(dir, 'en.json');
  const msFile = path.join(dir, 'ms.json');
  if (mode === 'extract') {
    const en = extract(app, enFile);
    console.log(`${app}: ${Object.keys(en).length} messages → ${path.relative(root, enFile)}`);
    continue;
  }
  const tmp = path.join(os.tmpdir(), `i18n-${app.replace(/\//g, '-')}-${process.pid}.json`);
  const fresh = extract(app, tmp);
  fs.rmSync(tmp, { force: true });
  const en = fs.existsSync(enFile) ? JSON.parse(fs.readFileSync(enFile, 'utf8')) : {};
  const ms = fs.existsSync(msFile) ? JSON.parse(fs.readFileSync(msFile, 'utf8')) : {};
  if (JSON.stringify(fresh) !== JSON.stringify(en)) fail(`${app}: en.json is stale — run pnpm i18n:extract`);
  for (const id of Object.keys(fresh)) {
    if (!(id in ms)) fail(`${app}: "${id}" has no Malay message`);
    else if (placeholders(fresh[id]) !== placeholders(ms[id]))
      fail(`${app}: "${id}" placeholders differ between en and ms`);
    else if (!String(ms[id]).trim()) fail(`${app}: "${id}" Malay message is empty`);
  }
  for (const id of Object.keys(ms)) if (!(id in fresh)) fail(`${app}: "${id}" exists in Malay only`);
  if (!failures) console.log(`✓ ${app}: ${Object.keys(fresh).length} messages in en and ms`);
}
if (mode !== 'extract' && failures) {
  console.error(`${failures} message problem(s)`);
  process.exit(1);
}

// One lint setup for the whole workspace. Besides the usual rules it guards the boundaries:
// - between packages: a remote never imports another remote (or the shell), shared-kit never
//   imports an app, nothing imports a package past its `exports`, and no package reaches into
//   another through a relative path;
// - inside each remote, imports go one way (bulletproof-react's zones): shared → features → app.
//   A feature never imports another feature; `src/shared` and `src/features/shared` are the code
//   several features use. docs/decisions/045-package-roles-and-boundaries.md.
// The list of remotes comes from each package's "role" (site/src/workspace.mjs).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { packagesWithRole, ROOT } from 'site-server/workspace';

const REMOTES = packagesWithRole('remote');
const APPS = packagesWithRole('host', 'remote');
const PAST_EXPORTS = {
  group: ['shared-kit/src/*', 'shared-kit/test/*', 'api/src/*', 'api/dist/*'],
  message: 'Import a package through its `exports` (e.g. "shared-kit"), not its files.',
};
/** jotai is bundled inside shared-kit/state, the page's one store (decision 369), not shared alone. */
const JOTAI = {
  group: ['jotai', 'jotai/*'],
  message: "Import jotai's API from shared-kit/state: an app's own jotai would be a second store.",
};

function boundaries(self) {
  const others = [...REMOTES.filter((r) => r !== self), 'shell'];
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: others.flatMap((r) => [r, `${r}/*`]),
            message: 'Remotes never import each other or the shell: talk through the event bus and URLs (shared-kit).',
          },
          PAST_EXPORTS,
          JOTAI,
        ],
      },
    ],
  };
}

const dirsUnder = (dir) =>
  fs.existsSync(path.join(ROOT, dir))
    ? fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** One-way imports inside a remote: shared → features → app; features never import each other. */
function featureZones(remote) {
  const src = `${remote}/src`;
  const features = dirsUnder(`${src}/features`);
  const sharedFeatures = features.filter((f) => f === 'shared');
  const zones = features
    .filter((f) => f !== 'shared')
    .map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`, ...sharedFeatures.map((f) => `./${f}`)],
      message:
        'A feature never imports another feature: move what both need to src/shared (or compose them in src/app).',
    }));
  const shared = [`${src}/shared`, ...sharedFeatures.map((f) => `${src}/features/${f}`)];
  zones.push(
    { target: `${src}/features`, from: `${src}/app`, message: 'Features never import the app layer (src/app).' },
    {
      target: shared,
      from: [`${src}/app`, ...features.filter((f) => f !== 'shared').map((f) => `${src}/features/${f}`)],
      message: 'Shared code never imports a feature or the app layer.',
    },
  );
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.site/**',
      '.bench/**',
      '.data/**',
      'content/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-relative-packages': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...REMOTES.map((remote) => ({ files: [`${remote}/**/*.{ts,tsx}`], rules: boundaries(remote) })),
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: featureZones(remote) }] },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REMOTES.flatMap((r) => [r, `${r}/*`]),
              message: 'The shell loads remotes at run time, never at build time.',
            },
            PAST_EXPORTS,
            JOTAI,
          ],
        },
      ],
    },
  },
  {
    files: ['shared-kit/**/*.{ts,tsx,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APPS.flatMap((r) => [r, `${r}/*`]),
              message: 'shared-kit is the library every app uses: it never imports an app.',
            },
            PAST_EXPORTS,
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts', 'site/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PAST_EXPORTS] }] },
  },
);

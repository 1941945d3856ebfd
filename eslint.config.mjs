// One lint setup for the whole workspace. Besides the usual rules it guards the package
// boundaries: a remote never imports another remote (or the shell), nothing imports a package
// past its `exports`, and no package reaches into another through a relative path.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-quiz', 'mfe-jobs', 'mfe-account', 'mfe-content'];
const PAST_EXPORTS = {
  group: ['shared-kit/src/*', 'shared-kit/test/*', 'api/src/*', 'api/dist/*'],
  message: 'Import a package through its `exports` (e.g. "shared-kit"), not its files.',
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
        ],
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.site/**',
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
          ],
        },
      ],
    },
  },
  {
    files: ['shared-kit/**/*.{ts,tsx}', 'api/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PAST_EXPORTS] }] },
  },
);

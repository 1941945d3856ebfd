// Jest settings shared by shared-kit, the shell and every remote (jsdom + swc).
const path = require('node:path');

// ESM-only packages that must be transformed; everything else in node_modules is left alone.
// pnpm keeps real files under node_modules/.pnpm/<name>@<version>/..., hence the pattern.
// rettime, @open-draft/*, until-async: ESM-only dependencies of msw (network-level tests, decision 042).
const ESM_PACKAGES = [
  'react-intl',
  '@formatjs\\+[^@/]+',
  'intl-messageformat',
  'jotai',
  'cookie',
  'rettime',
  '@open-draft\\+[^@/]+',
  'until-async',
];

/** @param {string} dir the package folder */
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  // Cookies are Secure (spec §3): jsdom keeps them only on an https page.
  testEnvironmentOptions: { url: 'https://localhost/en' },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|m?j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`^.+/node_modules/\\.pnpm/(?!(${ESM_PACKAGES.join('|')})@)`],
  moduleNameMapper: { '\\.(css|svg)$': path.join(__dirname, 'shared-kit/test/file-mock.cjs') },
  setupFilesAfterEnv: [path.join(__dirname, 'shared-kit/test/setup.ts')],
});

// Tests run as CommonJS through @swc/jest. Dependencies that are ESM-only (kysely, typebox,
// content-disposition and cookie under Fastify's plugins) are
// transformed too, and so is PGlite: its CommonJS build still loads node built-ins with dynamic
// import(), which Jest's module sandbox refuses without --experimental-vm-modules; swc rewrites
// those into require(). pnpm keeps packages under node_modules/.pnpm/<name>@<version>/node_modules/
// <name>, so the allow-list matches both forms.
const transformed = ['kysely', 'typebox', 'content-disposition', 'cookie', '@electric-sql/pglite'].map((name) =>
  name.replace('/', '[+/]'),
);

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/bench'],
  testMatch: ['**/*.test.ts'],
  // Probes Redis once and tells the suites (src/test/services.ts): absent means skipped, not passed.
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  transform: {
    '^.+\\.(t|j|mj|cj)s$': [
      '@swc/jest',
      {
        jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${transformed.join('|')})[@/])`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // Source imports use NodeNext-style ".js" specifiers; map them back to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 30000,
};

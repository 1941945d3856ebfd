const preset = require('../jest.preset.cjs')(__dirname);

// msw (network-level tests) ships ESM-only helpers; msw/node must resolve its Node build under jsdom.
const MSW_ESM = [
  'msw',
  'rettime',
  'until-async',
  '@mswjs\\+[^@/]+',
  '@open-draft\\+[^@/]+',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'tough-cookie',
];
module.exports = {
  ...preset,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) => p.replace('(?!(', `(?!(${MSW_ESM.join('|')}|`)),
  // Their .mjs files go through the same swc transform as the rest.
  transform: { ...preset.transform, '^.+\\.mjs$': Object.values(preset.transform)[0] },
  testEnvironment: require.resolve('./test/jsdom-network.cjs'),
  testEnvironmentOptions: { ...preset.testEnvironmentOptions, customExportConditions: [''] },
};

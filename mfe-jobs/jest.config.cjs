const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // The API's search module (decision 175) imports './normalise.js', the NodeNext way: the .ts file.
  moduleNameMapper: { ...preset.moduleNameMapper, '^\\./normalise\\.js$': '<rootDir>/../api/src/content/normalise.ts' },
};

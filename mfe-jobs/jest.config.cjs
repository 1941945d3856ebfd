const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // The API's search module (decision 175) imports './normalise.js' and './compact-index.js' (395),
  // the NodeNext way: the .ts files.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^\\./(normalise|compact-index)\\.js$': '<rootDir>/../api/src/content/$1.ts',
  },
};

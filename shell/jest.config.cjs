const preset = require('../jest.preset.cjs')(__dirname);

// Tests that meet the network do it through msw: jsdom with Node's fetch classes.
module.exports = { ...preset, testEnvironment: require.resolve('../shared-kit/test/msw-environment.cjs') };

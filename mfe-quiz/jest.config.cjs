const preset = require('../jest.preset.cjs')(__dirname);

// Screen tests meet the network through msw (test/network.ts): jsdom with Node's fetch classes.
module.exports = { ...preset, testEnvironment: require.resolve('../shared-kit/test/msw-environment.cjs') };

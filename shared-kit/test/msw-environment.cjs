// A jsdom test environment in which msw/node can answer the page's requests at the network level
// (decision 042): jsdom lacks the WHATWG fetch classes, streams and encoders msw uses, and its
// default "browser" export condition resolves msw/node to nothing (here: node, require). The classes come from Node
// itself (as jest-fixed-jsdom does; BroadcastChannel stays shared-kit/test/setup.ts's unref'd one). Use it per test file:
//   /** @jest-environment ../shared-kit/test/msw-environment.cjs */   (path from the package)
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'Blob',
  'File',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

class MswEnvironment extends TestEnvironment {
  constructor(config, context) {
    const projectConfig = {
      ...config.projectConfig,
      testEnvironmentOptions: {
        ...config.projectConfig.testEnvironmentOptions,
        customExportConditions: ['node', 'require'],
      },
    };
    super({ ...config, projectConfig }, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = MswEnvironment;

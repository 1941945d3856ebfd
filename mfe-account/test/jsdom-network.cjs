// jsdom for tests that meet the network through msw (msw/node): jsdom has no fetch API, so the
// classes msw builds its requests and responses with come from Node (as jest-fixed-jsdom does).
const { default: JSDOMEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Headers',
  'Request',
  'Response',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class NetworkJSDOMEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = NetworkJSDOMEnvironment;

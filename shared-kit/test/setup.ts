import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and the bus need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom has no BroadcastChannel; Node's would keep the test process alive, so it is unref'd.
if (typeof globalThis.BroadcastChannel === 'undefined') {
  const { BroadcastChannel: NodeChannel } = require('node:worker_threads');
  class UnrefChannel extends NodeChannel {
    constructor(name: string) {
      super(name);
      this.unref();
    }
  }
  Object.assign(globalThis, { BroadcastChannel: UnrefChannel });
}
// jsdom does not scroll; the shell scrolls to the top on navigation.
window.scrollTo = () => undefined;

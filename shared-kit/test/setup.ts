import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and the bus need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.BroadcastChannel === 'undefined') {
  Object.assign(globalThis, { BroadcastChannel: require('node:worker_threads').BroadcastChannel });
}
// jsdom does not scroll; the shell scrolls to the top on navigation.
window.scrollTo = () => undefined;

import { buildApp } from '../src/app.js';

/**
 * The API for the search benchmark, in its own process so the load generator does not share
 * its event loop: in-memory embedded database seeded from the real content, loopback only,
 * logging off. Tells the parent its port over IPC.
 */
const app = buildApp({
  env: { CONTENT_DIR: process.env.CONTENT_DIR },
  config: { memoryDb: true, logLevel: 'silent', seedOnStart: true },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, jobs: app.repos.catalogue.size });
process.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    process.exit(0);
  }
});

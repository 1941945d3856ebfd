#!/usr/bin/env node
// Serves the built site and the API on one port (no build step; `pnpm start` builds first).
import { createSiteServer } from './lib/server.mjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const app = await createSiteServer();
await app.listen({ port, host });
console.log(`Laluan Kerjaya is running at http://localhost:${port}/ (API docs: http://localhost:${port}/api/docs)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

#!/usr/bin/env node
// Serves the built site and the API on one port (no build step; `pnpm start` builds first).
import { createSiteServer } from './lib/server.mjs';

const app = await createSiteServer();
const { port, host } = app.config; // PORT and HOST, validated with the rest of the API's settings
await app.listen({ port, host });
console.log(
  `Laluan Kerjaya is running at http://localhost:${port}/ (API docs: http://localhost:${port}${app.config.apiBase}/docs)`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

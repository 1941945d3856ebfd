// Starts the site: `node site/dist/main.js`, `pnpm --filter site-server start`, and `node scripts/serve.mjs`
// (and `npm start` after its build) all run this. Serves the built site and the API on one port (no
// build step). Runs until stopped: Ctrl-C (SIGINT) or SIGTERM closes the server gracefully
// (in-flight requests finish, the database closes); a second signal during that close exits at once.
import { createSiteServer, warmUp } from './server.js';

const app = await createSiteServer();
const { port, host } = app.config; // PORT and HOST, validated with the rest of the API's settings
// Warm and settled before it listens: /health answers only once start-up work no longer holds the
// event loop (decision 373).
await warmUp(app);
await app.listen({ port, host });
console.log(
  `Laluan Kerjaya is running at http://localhost:${port}/ (API docs: http://localhost:${port}${app.config.apiBase}/docs).\n` +
    `To stop it: Ctrl-C here, or \`kill ${process.pid}\` (the server's own process).`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    console.log(`\n${signal}: stopping the site…`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

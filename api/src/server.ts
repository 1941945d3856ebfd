import { buildApp } from './app.js';

/**
 * Starts the API on its own: PORT (default 3000) on HOST (default 127.0.0.1), with the content
 * seeded first (SEED_ON_START=false to skip). Stops cleanly on SIGINT/SIGTERM.
 */
const app = buildApp();

const close = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

try {
  await app.listen({ port: app.config?.port ?? 3000, host: app.config?.host ?? '127.0.0.1' });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

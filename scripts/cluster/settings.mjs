// The settings of the cluster mode (`npm run start:cluster`, docs/decisions/320), read once, here.
// Only Node's standard library: the launcher reads them before anything else runs.
import os from 'node:os';
import path from 'node:path';

const int = (env, name, fallback, min, max) => {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
};

/**
 * What a process of the cluster needs that `npm start` does not: a shared PostgreSQL and a shared
 * Redis. Throws naming every missing one (the cluster refuses to start without them).
 * @param {Record<string, string | undefined>} env
 */
export function requireSharedServices(env = process.env) {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !(env[name] ?? '').trim());
  if (missing.length) {
    throw new Error(
      `The cluster needs ${missing.join(' and ')}: every process keeps its data in PostgreSQL (DATABASE_URL=postgres://…) ` +
        'and shares its limits through Redis (REDIS_URL=redis://…), so none holds anything another lacks. ' +
        'For one process over the embedded database use npm start.',
    );
  }
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL.trim())) throw new Error(`DATABASE_URL must be a postgres:// URL`);
  if (!/^rediss?:\/\//.test(env.REDIS_URL.trim())) throw new Error(`REDIS_URL must be a redis:// URL`);
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ workers: number, port: number, host: string, firstWorkerPort: number, dir: string,
 *   drainTimeoutMs: number, nginx: string }}
 */
export function clusterSettings(env = process.env) {
  requireSharedServices(env);
  const port = int(env, 'PORT', 8080, 1, 65535);
  const workers = int(env, 'WORKERS', 2, 1, 64);
  const firstWorkerPort = int(env, 'WORKER_PORT', port + 1, 1, 65535 - workers);
  return {
    workers,
    port,
    // Where nginx listens; the processes listen on loopback only (TRUST_PROXY=1 trusts nginx alone).
    host: (env.HOST ?? '').trim() || '127.0.0.1',
    firstWorkerPort,
    dir: path.resolve((env.CLUSTER_DIR ?? '').trim() || path.join(os.tmpdir(), `career-cluster-${port}`)),
    drainTimeoutMs: int(env, 'DRAIN_TIMEOUT_MS', 10_000, 100, 600_000),
    nginx: (env.NGINX_PATH ?? '').trim() || '/usr/sbin/nginx',
  };
}

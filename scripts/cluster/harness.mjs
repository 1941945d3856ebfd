// For the cluster's benchmarks and smoke test: start and stop a cluster (scripts/cluster/start.mjs)
// on given ports, read its processes' pids, and a TCP proxy in front of PostgreSQL that can be
// "restarted" (every connection reset, new ones refused) and brought back.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from 'site-server/workspace';

/**
 * @param {{ port: number, workers: number, dir: string, env?: Record<string, string>, quiet?: boolean }} o
 * @returns {Promise<{ port: number, dir: string, launcher: import('node:child_process').ChildProcess,
 *   output: () => string, workers: () => Record<string, number>, stop: () => Promise<number | null> }>}
 */
export async function startCluster(o) {
  fs.rmSync(o.dir, { recursive: true, force: true });
  let output = '';
  const launcher = spawn(process.execPath, ['scripts/cluster/start.mjs', '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...o.env,
      PORT: String(o.port),
      WORKERS: String(o.workers),
      CLUSTER_DIR: o.dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const take = (chunk) => {
    output += chunk.toString();
    if (output.length > 1_000_000) output = output.slice(-500_000);
    if (!o.quiet)
      process.stderr.write(
        chunk
          .toString()
          .split('\n')
          .filter((l) => l.startsWith('[cluster]') || l.startsWith('✗'))
          .map((l) => `${l}\n`)
          .join(''),
      );
  };
  launcher.stdout.on('data', take);
  launcher.stderr.on('data', take);
  const exited = new Promise((r) => launcher.once('exit', (code) => r(code)));
  const up = await Promise.race([
    (async () => {
      while (!output.includes('is running at') && launcher.exitCode === null)
        await new Promise((r) => setTimeout(r, 200));
      return output.includes('is running at');
    })(),
    exited.then(() => false),
    new Promise((r) => setTimeout(() => r(false), 180_000).unref()),
  ]);
  const cluster = {
    port: o.port,
    dir: o.dir,
    launcher,
    output: () => output,
    workers: () => JSON.parse(fs.readFileSync(path.join(o.dir, 'workers.json'), 'utf8')),
    async stop() {
      if (launcher.exitCode === null) launcher.kill('SIGTERM');
      return Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 30_000).unref())]);
    },
  };
  if (!up) {
    await cluster.stop();
    throw new Error(`the cluster did not start:\n${output.slice(-3000)}`);
  }
  return cluster;
}

/**
 * A TCP proxy on 127.0.0.1:`port` in front of `target`. `down()` is a database restart as its
 * clients see it: every open connection is reset and new ones are refused (closed at once) until
 * `up()`.
 */
export async function startTcpProxy(target, port) {
  let passing = true;
  const pairs = new Set();
  const server = net.createServer((client) => {
    if (!passing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return {
    port,
    down() {
      passing = false;
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    up() {
      passing = true;
    },
    close: () =>
      new Promise((r) => {
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(r);
      }),
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireServices } from './services.js';

/**
 * A real nginx in front of a test server (docs/decisions/282): Debian's package, run as a
 * non-daemon child of the test with its own configuration, pid and temp files in a temporary
 * folder, on a free loopback port. NGINX_PATH overrides where it is looked for.
 */
export const nginxPath = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find(
  (p): p is string => Boolean(p) && existsSync(p!),
);

/**
 * Throws (failing the suite) when nginx is missing under REQUIRE_SERVICES=1 (CI installs it);
 * otherwise warns once that the proxy cases are skipped.
 */
export function checkNginx(suite: string): void {
  if (nginxPath) return;
  if (requireServices) {
    throw new Error(`${suite}: nginx is required (REQUIRE_SERVICES=1) but not found; apt-get install nginx`);
  }
  console.warn(
    `${suite}: no nginx (/usr/sbin/nginx or NGINX_PATH), the proxy cases are skipped: apt-get install nginx`,
  );
}

export interface Nginx {
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts nginx as a reverse proxy to http://127.0.0.1:<upstreamPort>. `forwardedFor`: how it
 * writes X-Forwarded-For — 'append' ($proxy_add_x_forwarded_for: what the client sent, then the
 * client's address, nginx's documented default) or 'replace' ($remote_addr only).
 */
export async function startNginx(upstreamPort: number, forwardedFor: 'append' | 'replace' = 'append'): Promise<Nginx> {
  if (!nginxPath) throw new Error('nginx not found');
  const dir = mkdtempSync(join(tmpdir(), 'api-nginx-'));
  const port = await freePort();
  const conf = `
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For ${forwardedFor === 'append' ? '$proxy_add_x_forwarded_for' : '$remote_addr'};
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(
    nginxPath,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await reachable(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start on ${port}: ${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

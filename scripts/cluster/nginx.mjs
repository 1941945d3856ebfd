// nginx in front of the cluster's processes (docs/decisions/320): its configuration, generated
// into the cluster's own folder (a prefix of its own: nothing of the system's nginx is used), and
// the commands to start, reload and stop that instance.
//
// nginx itself serves what never needs the app: the shell's hashed files, every remote's
// versioned folder (immutable, precompressed .gz next to each file, .br too where Debian's
// libnginx-mod-http-brotli-static is installed), and remotes.json and builds/latest.json (a short
// cache; the processes write them when the map changes). Pages, the API, sitemaps and /health go
// to the processes. GET and HEAD are tried on another process when one fails (connection refused,
// reset, 502, 504, timeout; the API's reads on a 503 too, decision 370); any other method never is
// once sent (decision 324).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** remotes.json and builds/latest.json: a short cache, so a publish reaches everyone within seconds. */
export const SHORT_CACHE = 'public, max-age=5, must-revalidate';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** What a browser shows when no process can answer a page: both languages, no script, no styles. */
export const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="ms"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Laluan Kerjaya</title></head><body><main><h1>Laluan Kerjaya</h1>' +
  '<p>Laman web ini sibuk buat seketika. Sila cuba semula dalam beberapa saat.</p>' +
  '<p lang="en">The site is busy for a moment. Please try again in a few seconds.</p></main></body></html>';

const q = (value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`;

/**
 * @param {{ dir: string, host: string, port: number, workerPorts: number[], down?: number[],
 *   root: string, remotes: string[], siteDir: string, unavailableBody: string, mimeTypes?: string }} o
 *   down: worker ports taken out of rotation (a rolling restart drains them first)
 */
export function nginxConfig(o) {
  const brotli = fs.existsSync(BROTLI_STATIC);
  const shellDir = path.join(o.root, 'shell', 'dist');
  const servers = (failures) =>
    o.workerPorts.map((p) => `    server 127.0.0.1:${p} ${failures}${o.down?.includes(p) ? ' down' : ''};`).join('\n');
  const remoteLocations = o.remotes
    .map(
      (remote) => `
    # ${remote}: every build in its own versioned folder, its content-hashed files in the shared
    # store assets/ (decision 360); never changed once written.
    location /remotes/${remote}/ {
      alias ${q(path.join(o.root, remote, 'dist') + '/')};
      add_header Cache-Control ${q(IMMUTABLE)} always;
      add_header Access-Control-Allow-Origin "*" always;
      add_header Cross-Origin-Resource-Policy "cross-origin" always;
      add_header X-Content-Type-Options "nosniff" always;
      # A build's server/ folder: its first views, read from disk by the processes (decision 350).
      location ~ ^/remotes/${remote}/[^/]+/server/ {
        return 404;
      }
      location ~ /(mf-manifest\\.json|latest\\.json)$ {
        add_header Cache-Control "no-cache" always;
        add_header Access-Control-Allow-Origin "*" always;
        add_header Cross-Origin-Resource-Policy "cross-origin" always;
        add_header X-Content-Type-Options "nosniff" always;
      }
    }`,
    )
    .join('\n');
  const proxy = (retry, upstream = 'site') => `
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      ${retry}`;
  // GET/HEAD: another process on a connection error, a timeout, or a 502/504 from one. Not on a
  // process's own 503 (database away, or shedding load: decision 270): that is its answer, with
  // Retry-After, and counting it as a failure would take every process out of rotation at once.
  const readRetry = 'proxy_next_upstream error timeout http_502 http_504;\n      proxy_next_upstream_tries 3;';
  // API GET/HEAD: also on a process's 503 — a process shedding load (SERVER_BUSY, decision 270)
  // refused the request before running anything, and a read is safe to ask again anyway: another
  // process answers it (decision 370). Through an upstream of their own with no failure accounting
  // (max_fails=0): a 503 counts as a failed try, and with the database away every process answers
  // 503 — in the shared upstream that would take them all out of rotation, pages too (324). Here
  // the last process's 503 (with its Retry-After) is passed on.
  const apiReadRetry =
    'proxy_next_upstream error timeout http_502 http_503 http_504;\n      proxy_next_upstream_tries 3;';
  // POST and PATCH: another process only when the connection could not be made (the request
  // never reached a process). nginx never re-sends these once sent (its non_idempotent rule), so
  // a write that reached a process that then died is answered 503 — the client shows it, and
  // nothing is applied twice (decision 324).
  const postRetry = 'proxy_next_upstream error timeout;\n      proxy_next_upstream_tries 3;';
  // PUT and DELETE: nginx counts them idempotent and would re-send them; ours are not all
  // (deleting an account twice answers 401 the second time), so they are never tried again.
  const otherRetry = 'proxy_next_upstream off;';
  return `# Generated by scripts/cluster/nginx.mjs — do not edit; \`npm run start:cluster\` writes it again.
${brotli ? `load_module ${BROTLI_STATIC};\n` : ''}worker_processes 1;
pid ${q(path.join(o.dir, 'nginx.pid'))};
error_log ${q(path.join(o.dir, 'nginx-error.log'))} warn;
daemon off;
events { worker_connections 4096; }
http {
  include ${q(o.mimeTypes ?? '/etc/nginx/mime.types')};
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  client_body_temp_path ${q(path.join(o.dir, 'client_body'))};
  proxy_temp_path ${q(path.join(o.dir, 'proxy'))};
  fastcgi_temp_path ${q(path.join(o.dir, 'fastcgi'))};
  uwsgi_temp_path ${q(path.join(o.dir, 'uwsgi'))};
  scgi_temp_path ${q(path.join(o.dir, 'scgi'))};
  client_max_body_size 1m;
  gzip_static on;
  gzip_vary on;
${brotli ? '  brotli_static on;\n' : ''}
  upstream site {
${servers('max_fails=3 fail_timeout=3s')}
  }
  # The same processes for the API's reads, tried again on a 503 (no failure accounting).
  upstream site_api_read {
${servers('max_fails=0')}
  }

  # The API's paths, answered in its error shape when no process can.
  map $uri $cluster_api {
    ~^/api(/|$) 1;
    default 0;
  }

  # How a request may be tried again on another process: read (GET, HEAD), post (POST, PATCH:
  # only before it was sent), other (never).
  map "$request_method:$cluster_api" $cluster_retry {
    GET:1 apiread;
    HEAD:1 apiread;
    GET:0 read;
    HEAD:0 read;
    ~^(POST|PATCH): post;
    default other;
  }

  server {
    listen ${o.host}:${o.port} reuseport;
    root ${q(shellDir)};

    # No process answered (all down or restarting): the API's error shape for the API, a short
    # page in both languages for everything else; 503 with Retry-After either way.
    recursive_error_pages on;
    error_page 502 503 504 = @unavailable;
    location @unavailable {
      error_page 418 = @unavailable_page;
      if ($cluster_api = 0) { return 418; }
      default_type application/json;
      add_header Retry-After "5" always;
      add_header Cache-Control "no-store" always;
      return 503 ${q(o.unavailableBody)};
    }
    location @unavailable_page {
      default_type "text/html; charset=utf-8";
      add_header Retry-After "5" always;
      add_header Cache-Control "no-store" always;
      return 503 ${q(UNAVAILABLE_PAGE)};
    }
${remoteLocations}

    # The remotes map and the build id, written by the processes whenever the map changes.
    location = /remotes.json {
      root ${q(o.siteDir)};
      add_header Cache-Control ${q(SHORT_CACHE)} always;
      add_header Access-Control-Allow-Origin "*" always;
      add_header X-Content-Type-Options "nosniff" always;
      try_files /remotes.json @site_read;
    }
    location = /builds/latest.json {
      root ${q(o.siteDir)};
      add_header Cache-Control ${q(SHORT_CACHE)} always;
      add_header Access-Control-Allow-Origin "*" always;
      add_header X-Content-Type-Options "nosniff" always;
      try_files /builds/latest.json @site_read;
    }

    # The shell's page is always the app's (language, title, first paint, CSP per page).
    location = /index.html { error_page 418 = @site_read; return 418; }

    # The shell's hashed files from disk; any other path is a page or the API.
    location / {
      add_header Cache-Control ${q(IMMUTABLE)} always;
      add_header X-Content-Type-Options "nosniff" always;
      add_header Cross-Origin-Resource-Policy "same-origin" always;
      location = /favicon.svg {
        add_header Cache-Control "no-cache" always;
        add_header X-Content-Type-Options "nosniff" always;
      }
      # The service worker keeps its name across builds: revalidated (decision 361).
      location = /sw.js {
        add_header Cache-Control "no-cache" always;
        add_header X-Content-Type-Options "nosniff" always;
      }
      try_files $uri @site;
    }

    location @site {
      error_page 418 = @site_read;
      error_page 419 = @site_post;
      error_page 420 = @site_other;
      error_page 421 = @site_api_read;
      if ($cluster_retry = apiread) { return 421; }
      if ($cluster_retry = read) { return 418; }
      if ($cluster_retry = post) { return 419; }
      return 420;
    }
    location @site_read {${proxy(readRetry)}
    }
    location @site_api_read {${proxy(apiReadRetry, 'site_api_read')}
    }
    location @site_post {${proxy(postRetry)}
    }
    location @site_other {${proxy(otherRetry)}
    }
  }
}
`;
}

/** Writes the configuration and the folders nginx wants; returns the configuration's path. */
export function writeNginxConfig(options) {
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(options.dir, sub), { recursive: true });
  }
  const file = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(`${file}.tmp`, nginxConfig(options));
  fs.renameSync(`${file}.tmp`, file);
  return file;
}

/** nginx -t on the file: throws with nginx's own message when it is refused. */
export function checkNginxConfig(nginx, dir, file) {
  const res = spawnSync(nginx, ['-p', dir, '-c', file, '-t', '-q', '-e', path.join(dir, 'nginx-error.log')], {
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`nginx refused its configuration:\n${res.stderr || res.stdout}`);
}

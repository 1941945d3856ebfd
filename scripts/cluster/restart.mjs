#!/usr/bin/env node
// `npm run cluster:restart`: a rolling restart of the running cluster (SIGHUP to its launcher,
// whose pid is in CLUSTER_DIR/cluster.pid): each process in turn is taken out of nginx, drained,
// replaced and put back, so no request is lost (docs/decisions/323).
import fs from 'node:fs';
import path from 'node:path';
import { clusterSettings } from './settings.mjs';

const { dir } = clusterSettings();
const file = path.join(dir, 'cluster.pid');
if (!fs.existsSync(file)) {
  console.error(`no cluster is running from ${dir} (no cluster.pid); same PORT or CLUSTER_DIR as start:cluster?`);
  process.exit(1);
}
const pid = Number(fs.readFileSync(file, 'utf8'));
process.kill(pid, 'SIGHUP');
console.log(`rolling restart asked of the cluster (pid ${pid}); its own output says when it is done`);

// shared-kit/report.api.md (decision 311), for the scripts: shared-kit/build/kit-report.cjs.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './run.mjs';

const require = createRequire(import.meta.url);
export const { REPORT_FILE, readReport, reportText } = require('../../shared-kit/build/kit-report.cjs');

export function kitVersion() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-kit', 'package.json'), 'utf8')).version;
}

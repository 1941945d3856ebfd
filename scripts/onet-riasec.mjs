#!/usr/bin/env node
// Sets every job's interest ratings (riasec) and Holland code from O*NET's interest data in
// content/onet/ (rule: content/onet/README.md). Jobs marked riasec_source "editorial" keep
// their ratings. No dependencies.
//
//   node scripts/onet-riasec.mjs           rewrite content/jobs/*.json, print what changed
//   node scripts/onet-riasec.mjs --check   change nothing; exit 1 if a job differs from the data
import fs from 'node:fs';
import path from 'node:path';
import { applyToJob, expectedForJob, parseInterests, parseOccupations } from './lib/onet-riasec.mjs';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = process.env.CONTENT_DIR || path.join(root, 'content');
const check = process.argv.includes('--check');

const interests = parseInterests(fs.readFileSync(path.join(contentDir, 'onet', 'Interests.txt'), 'utf8'));
const occupations = parseOccupations(fs.readFileSync(path.join(contentDir, 'onet', 'Occupation Data.txt'), 'utf8'));

const jobsDir = path.join(contentDir, 'jobs');
let changed = 0;
let fromData = 0;
let editorial = 0;
let failed = 0;
for (const file of fs
  .readdirSync(jobsDir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const before = fs.readFileSync(path.join(jobsDir, file), 'utf8');
  const job = JSON.parse(before);
  const { derived, problems } = expectedForJob(
    { riasec_source: 'onet', riasec_note: null, ...job },
    interests,
    occupations,
  );
  for (const p of problems) console.error(`${file}: ${p}`);
  if (problems.length) failed++;
  if (derived) fromData++;
  else if (job.riasec_source === 'editorial') editorial++;
  const after = JSON.stringify(applyToJob(job, derived), null, 2) + '\n';
  if (after === before) continue;
  changed++;
  const was = `${job.holland_code} ${Object.values(job.riasec).join('')}`;
  const now = derived ? `${derived.holland_code} ${Object.values(derived.riasec).join('')}` : '(fields added)';
  console.log(`${check ? 'differs' : 'updated'} ${file}: ${was} → ${now}`);
  if (!check) fs.writeFileSync(path.join(jobsDir, file), after);
}
console.log(
  `${fromData} jobs from O*NET data, ${editorial} editorial, ${changed} ${check ? 'differ' : 'rewritten'}, ${failed} with problems`,
);
if (failed || (check && changed)) process.exitCode = 1;

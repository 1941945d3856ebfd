#!/usr/bin/env node
// Rewrites the stock Malay pay-note sentences in every job file (issue 24 item 5, decision 297).
//
// The pay note (`salary.note.ms` today) is written into each job file, not built from a template, so
// the stiff stock sentences are replaced here once for all jobs. The edit is an exact-string
// replacement on the raw JSON text, so key order and formatting stay as they are; a file that would
// stop parsing, or stop being `JSON.stringify(…, null, 2)` plus a newline, is left untouched and
// reported. Safe to re-run (e.g. after merging a branch that rewrote pay notes): files without the old
// sentences are skipped.
//
//   node scripts/malay-pay-note.mjs          # rewrite, print what changed
//   node scripts/malay-pay-note.mjs --check  # exit 1 if any old sentence is left
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const JOBS = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'jobs');

/** Old sentence → natural Malaysian Malay. Same meaning as the English note. */
const PAY_NOTE_REWRITES = [
  // "No published figure for this job alone was found."
  [
    'Tiada angka terbitan untuk pekerjaan ini sahaja yang ditemui.',
    'Kami tidak menemui angka gaji yang diterbitkan khusus untuk pekerjaan ini.',
  ],
  // "No published median for this occupation group was found."
  [
    'Tiada angka penengah yang diterbitkan bagi kumpulan pekerjaan ini ditemui.',
    'Kami tidak menemui angka penengah yang diterbitkan bagi kumpulan pekerjaan ini.',
  ],
];

const check = process.argv.includes('--check');
let files = 0;
let sentences = 0;
const problems = [];
for (const name of readdirSync(JOBS)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const path = join(JOBS, name);
  const before = readFileSync(path, 'utf8');
  let after = before;
  let n = 0;
  for (const [from, to] of PAY_NOTE_REWRITES) {
    const count = after.split(from).length - 1;
    if (count) {
      n += count;
      after = after.split(from).join(to);
    }
  }
  if (!n) continue;
  if (check) {
    problems.push(`${name}: ${n} old pay-note sentence(s)`);
    continue;
  }
  try {
    if (JSON.stringify(JSON.parse(after), null, 2) + '\n' !== after) throw new Error('formatting would change');
  } catch (error) {
    problems.push(`${name}: not changed (${error.message})`);
    continue;
  }
  writeFileSync(path, after);
  files++;
  sentences += n;
}
if (check) {
  for (const p of problems) console.error(p);
  console.log(
    problems.length ? `${problems.length} job files still have the old sentences` : 'no old pay-note sentences left',
  );
  process.exit(problems.length ? 1 : 0);
}
console.log(`rewrote ${sentences} sentence(s) in ${files} job file(s)`);
for (const p of problems) console.error(p);
process.exit(problems.length ? 1 : 0);

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultContentDir } from '../paths.js';

/**
 * The worked example of content/subject-match.md §6, read from the page itself, so the page and
 * the tests that check the rule against it cannot drift (as quiz-scoring.md for the career quiz).
 */
export interface SubjectMatchExampleJob {
  id: number;
  name: string;
  subjects: { code: string; weight: number }[];
  /** The page's own columns for this job. */
  W: number;
  M: number;
  eHit: number;
  eMiss: string[];
  score: number;
  percent: number;
  shown: boolean;
}

export interface SubjectMatchExample {
  chosen: string[];
  jobs: SubjectMatchExampleJob[];
  /** The ranked result, as the page lists it: name and percentage. */
  ranked: { name: string; percent: number }[];
  total: number;
}

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

export function readSubjectMatchExample(): SubjectMatchExample {
  const doc = readFileSync(join(defaultContentDir, 'subject-match.md'), 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith('6. Worked example'));
  if (!section) throw new Error('content/subject-match.md has no "## 6. Worked example"');

  const chosenLine = /\*C\* = \{([^}]*)\}/.exec(section);
  if (!chosenLine) throw new Error('the worked example does not say which codes the student chose (*C* = {…})');
  const chosen = [...chosenLine[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!);

  const rows = section
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .slice(1)
    .map(cells);
  const jobs = rows.map((row) => {
    const [job, subjects, W, M, eHit, eMiss, , score, shown] = row;
    const head = /^(.*) \((\d+)\)$/.exec(job!);
    const pct = /^([\d.]+) \((\d+)%\)$/.exec(score!);
    if (!head || !pct) throw new Error(`unreadable example row: ${row.join(' | ')}`);
    return {
      id: Number(head[2]),
      name: head[1]!,
      subjects: subjects!.split(',').map((s) => {
        const [code, weight] = s.trim().split(' ');
        return { code: code!, weight: Number(weight) };
      }),
      W: Number(W),
      M: Number(M),
      eHit: Number(eHit),
      eMiss:
        /\(([^)]*)\)/
          .exec(eMiss!)?.[1]
          ?.split(',')
          .map((c) => c.trim()) ?? [],
      score: Number(pct[1]),
      percent: Number(pct[2]),
      shown: shown!.startsWith('yes'),
    };
  });

  const ranked = [...section.matchAll(/^\d+\. \*\*(.+?)\*\* — (\d+)%/gm)].map((m) => ({
    name: m[1]!,
    percent: Number(m[2]),
  }));
  const total = Number(/`total` = (\d+)/.exec(section)?.[1]);
  return { chosen, jobs, ranked, total };
}

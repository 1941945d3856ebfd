import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultContentDir } from '../paths.js';

/**
 * The worked examples of content/subject-match.md (§6 a table of real jobs, §7 and §8 the
 * expected top of the list and counts over the real catalogue), read from the page itself, so the
 * page and the tests that check the rule against it cannot drift (as quiz-scoring.md for the
 * career quiz).
 */
export interface SubjectMatchExampleRow {
  id: number;
  name: string;
  subjects: { code: string; weight: number }[];
  /** The page's own columns for this job. */
  W: number;
  M: number;
  eHit: number;
  eMiss: string[];
  need: number;
  S: number;
  U: number;
  use: number;
  score: number;
  percent: number;
  shown: boolean;
  fit: boolean;
}

export interface SubjectMatchExpectation {
  /** The heading of the page's section, for test names. */
  title: string;
  chosen: string[];
  /** The top of the ranked list, as the page lists it: name and percentage. */
  top: { name: string; percent: number }[];
  fits: number;
  total: number;
}

export interface SubjectMatchDoc {
  /** §6: the choice and its table. */
  table: { chosen: string[]; rows: SubjectMatchExampleRow[] };
  /** §7 (the same choice as §6) and §8. */
  catalogue: SubjectMatchExpectation[];
}

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

function sectionOf(doc: string, number: number): { title: string; text: string } {
  const section = doc.split(/^## /m).find((s) => s.startsWith(`${number}. `));
  if (!section) throw new Error(`content/subject-match.md has no "## ${number}." section`);
  return { title: section.slice(0, section.indexOf('\n')).trim(), text: section };
}

function chosenOf(text: string, where: string): string[] {
  const line = /\*C\* = \{([^}]*)\}/.exec(text);
  if (!line) throw new Error(`${where} does not say which codes the student chose (*C* = {…})`);
  return [...line[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!);
}

function countOf(text: string, key: 'fits' | 'total', where: string): number {
  const m = new RegExp(`\`${key}\` = (\\d+)`).exec(text);
  if (!m) throw new Error(`${where} does not give \`${key}\` = N`);
  return Number(m[1]);
}

export function readSubjectMatchDoc(): SubjectMatchDoc {
  const doc = readFileSync(join(defaultContentDir, 'subject-match.md'), 'utf8');

  const six = sectionOf(doc, 6);
  const rows = six.text
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .slice(1)
    .map(cells)
    .map((row) => {
      const [job, subjects, W, M, eHit, eMiss, need, S, U, use, score, verdict] = row;
      const head = /^(.*) \((\d+)\)$/.exec(job!);
      const pct = /^([\d.]+) \((\d+)%\)$/.exec(score!);
      if (!head || !pct || verdict === undefined) throw new Error(`unreadable example row: ${row.join(' | ')}`);
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
        need: Number(need),
        S: Number(S),
        U: Number(U),
        use: Number(use),
        score: Number(pct[1]),
        percent: Number(pct[2]),
        shown: !verdict.startsWith('not shown'),
        fit: verdict === 'fit',
      };
    });

  const catalogue = [7, 8].map((n) => {
    const { title, text } = sectionOf(doc, n);
    const where = `content/subject-match.md §${n}`;
    // §7 restates the choice of §6.
    const chosen = /\*C\* = \{/.test(text) ? chosenOf(text, where) : chosenOf(six.text, where);
    const top = [...text.matchAll(/^\d+\. \*\*(.+?)\*\* — (\d+)%/gm)].map((m) => ({
      name: m[1]!,
      percent: Number(m[2]),
    }));
    if (top.length === 0) throw new Error(`${where} lists no ranked jobs`);
    return { title, chosen, top, fits: countOf(text, 'fits', where), total: countOf(text, 'total', where) };
  });

  return { table: { chosen: chosenOf(six.text, 'content/subject-match.md §6'), rows }, catalogue };
}

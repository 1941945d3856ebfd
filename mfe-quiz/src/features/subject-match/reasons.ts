import type { Subject, SubjectMatchResult } from 'api/contract';

/** The groups a student knows, in the order the picker shows them. */
export const SUBJECT_GROUPS = ['core', 'science', 'technical', 'arts', 'languages', 'religious'] as const;
export type SubjectGroup = (typeof SUBJECT_GROUPS)[number];

/** subjects.json's groups → the picker's: commerce sits with arts and humanities, as in school streams. */
const GROUP_OF: Readonly<Record<string, SubjectGroup>> = {
  core: 'core',
  stem: 'science',
  technical: 'technical',
  commerce: 'arts',
  humanities: 'arts',
  arts: 'arts',
  languages: 'languages',
  religious: 'religious',
};

export function groupOf(subject: Pick<Subject, 'group'>): SubjectGroup {
  return GROUP_OF[subject.group] ?? 'arts';
}

/** The subjects in picker groups, each group in content order; empty groups left out. */
export function groupSubjects<S extends Pick<Subject, 'group'>>(subjects: readonly S[]): [SubjectGroup, S[]][] {
  return SUBJECT_GROUPS.map((g) => [g, subjects.filter((s) => groupOf(s) === g)] as [SubjectGroup, S[]]).filter(
    ([, list]) => list.length > 0,
  );
}

/**
 * Why a job is where it is, from the API's data alone (never written per job): which chosen
 * subjects help (essential ones marked), which essential subjects its usual routes need that were
 * not chosen, and which other subjects its routes ask for (pathway entry subjects).
 */
export interface JobReason {
  readonly helps: readonly { code: string; essential: boolean }[];
  readonly needs: readonly string[];
  readonly alsoAsked: readonly string[];
}

export function reasonOf(
  result: Pick<SubjectMatchResult, 'matched' | 'missing_essential' | 'entry_subjects'>,
  chosen: readonly string[],
): JobReason {
  const picked = new Set(chosen);
  const needs = result.missing_essential;
  return {
    helps: result.matched.map((m) => ({ code: m.code, essential: m.weight === 3 })),
    needs,
    alsoAsked: result.entry_subjects.filter((c) => !picked.has(c) && !needs.includes(c)),
  };
}

/** Fewer subjects than this and many jobs score alike: the page says the ranking is thin. */
export const THIN_CHOICE = 3;

import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { TSchema, Static } from 'typebox';
import { Value } from 'typebox/value';
import { defaultContentDir } from '../paths.js';
import {
  ActivitiesFile,
  EventsFile,
  FundingFile,
  IndustriesFile,
  Job,
  PersonalityPairsFile,
  PersonalityTypesFile,
  SubjectsFile,
  WhitePapersFile,
  type ActivityContent,
  type EventContent,
  type FundingContent,
  type IndustryContent,
  type JobContent,
  type PersonalityPairContent,
  type PersonalityTypeContent,
  type SubjectContent,
  type WhitePaperContent,
} from './schemas.js';

/** A file or entry that could not be used, with the reason. `file` is relative to the content folder. */
export interface ContentProblem {
  file: string;
  message: string;
}

export interface Content {
  dir: string;
  industries: IndustryContent[];
  subjects: SubjectContent[];
  jobs: JobContent[];
  /** File name (relative) of each loaded job, by job id. */
  jobFiles: Map<number, string>;
  activities: ActivityContent[];
  personalityTypes: PersonalityTypeContent[];
  personalityPairs: PersonalityPairContent[];
  funding: FundingContent[];
  events: EventContent[];
  whitePapers: WhitePaperContent[];
}

export type ListKey = Exclude<keyof Content, 'dir' | 'jobs' | 'jobFiles'>;

export interface LoadedContent {
  content: Content;
  /** Everything left out, and why. Empty when every file is valid. */
  problems: ContentProblem[];
  /**
   * Lists whose file could not be read at all (missing, or not JSON). The seed leaves their
   * tables as they are rather than emptying them because of a file caught half-written.
   */
  unreadable: Set<ListKey>;
  /** The slug part of every file name in jobs/, valid or not (a job being edited is not gone). */
  jobFileSlugs: Set<string>;
}

/** The files of content/README.md, relative to the content folder. */
export const CONTENT_FILES = {
  industries: 'industries.json',
  subjects: 'subjects.json',
  jobs: 'jobs',
  activities: 'activities/activities.json',
  activityImages: 'activities/images',
  personalityTypes: 'personality/types.json',
  personalityPairs: 'personality/pairs.json',
  funding: 'funding/funding.json',
  events: 'events/events.json',
  whitePapers: 'white-papers/white-papers.json',
} as const;

/**
 * Reads every content file and checks it against its schema. Entries that fail are left out
 * and reported in `problems` (so one broken file never stops the site from starting); a
 * missing file counts as empty and is reported too. Cross-file rules are in rules.ts.
 */
export async function loadContent(dir: string = defaultContentDir): Promise<LoadedContent> {
  const problems: ContentProblem[] = [];
  const unreadable = new Set<ListKey>();
  const jobFileSlugs = new Set<string>();
  const list = <S extends TSchema>(
    name: ListKey,
    schema: S,
    describe: (entry: unknown) => string,
  ) =>
    loadList(dir, CONTENT_FILES[name], schema, describe, problems).then((loaded) => {
      if (loaded === null) unreadable.add(name);
      return (loaded ?? []) as Static<S>;
    });

  const [industries, subjects, activities, personalityTypes, personalityPairs, funding, events, whitePapers, jobs] =
    await Promise.all([
      list('industries', IndustriesFile, key('id')),
      list('subjects', SubjectsFile, key('code')),
      list('activities', ActivitiesFile, key('key')),
      list('personalityTypes', PersonalityTypesFile, key('code')),
      list('personalityPairs', PersonalityPairsFile, key('code')),
      list('funding', FundingFile, key('id')),
      list('events', EventsFile, key('slug')),
      list('whitePapers', WhitePapersFile, key('slug')),
      loadJobs(dir, problems, jobFileSlugs),
    ]);

  return {
    content: {
      dir,
      industries,
      subjects,
      jobs: jobs.map((j) => j.job),
      jobFiles: new Map(jobs.map((j) => [j.job.id, j.file])),
      activities,
      personalityTypes,
      personalityPairs,
      funding,
      events,
      whitePapers,
    },
    problems,
    unreadable,
    jobFileSlugs,
  };
}

function key(field: string) {
  return (entry: unknown) => {
    const value =
      entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? ` (${field} ${value})` : '';
  };
}

async function readJson(
  path: string,
  file: string,
  problems: ContentProblem[],
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    problems.push({ file, message: code === 'ENOENT' ? 'file is missing' : `cannot read (${code})` });
    return { ok: false };
  }
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (error) {
    problems.push({ file, message: `not valid JSON: ${(error as Error).message}` });
    return { ok: false };
  }
}

/** Schema errors as short "path: message" lines, at most a few per entry. */
export function schemaErrors(schema: TSchema, value: unknown, limit = 5): string[] {
  const errors = Value.Errors(schema, value);
  const lines: string[] = [];
  for (const error of errors) {
    // A failed union reports every branch; the first specific message is enough.
    const path = error.instancePath || '/';
    const extra =
      error.keyword === 'additionalProperties'
        ? ` ${JSON.stringify((error.params as { additionalProperties?: unknown }).additionalProperties)}`
        : '';
    const line = `${path}: ${error.message}${extra}`;
    if (!lines.includes(line)) lines.push(line);
    if (lines.length >= limit) break;
  }
  return lines;
}

async function loadList<S extends TSchema>(
  dir: string,
  file: string,
  schema: S,
  describe: (entry: unknown) => string,
  problems: ContentProblem[],
): Promise<Static<S> | null> {
  const read = await readJson(join(dir, file), file, problems);
  if (!read.ok) return null;
  if (!Array.isArray(read.value)) {
    problems.push({ file, message: 'must be a JSON array' });
    return null;
  }
  const itemSchema = (schema as unknown as { items: TSchema }).items;
  const valid: unknown[] = [];
  read.value.forEach((entry, index) => {
    const errors = schemaErrors(itemSchema, entry);
    if (errors.length === 0) valid.push(entry);
    else
      problems.push({
        file: `${file}[${index}]${describe(entry)}`,
        message: errors.join('; '),
      });
  });
  return valid as Static<S>;
}

async function loadJobs(
  dir: string,
  problems: ContentProblem[],
  fileSlugs: Set<string>,
): Promise<{ job: JobContent; file: string }[]> {
  const jobsDir = join(dir, CONTENT_FILES.jobs);
  let names: string[];
  try {
    names = (await readdir(jobsDir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    problems.push({ file: CONTENT_FILES.jobs, message: 'folder is missing' });
    return [];
  }
  for (const name of names) fileSlugs.add(name.replace(/\.json$/, ''));
  const loaded = await Promise.all(
    names.map(async (name) => {
      const file = relative(dir, join(jobsDir, name));
      const read = await readJson(join(jobsDir, name), file, problems);
      if (!read.ok) return null;
      const errors = schemaErrors(Job, read.value);
      if (errors.length > 0) {
        problems.push({ file, message: errors.join('; ') });
        return null;
      }
      return { job: read.value as JobContent, file };
    }),
  );
  return loaded
    .filter((j): j is { job: JobContent; file: string } => j !== null)
    .sort((a, b) => a.job.id - b.job.id);
}

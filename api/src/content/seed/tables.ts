import type { Content, ListKey } from '../loader.js';
import { dedupe, json, type ContentTable, type Row } from './sql.js';

/**
 * How one content table is written from one list of the content files:
 * - upsert: insert new rows, update changed ones by key; rows gone from the file are deleted
 *   afterwards only if `keepIfReferencedBy` says nothing still points at them;
 * - replace: upsert, then delete the rows whose keys are gone;
 * - reload: delete all, insert all (tables with a second unique column that may swap values).
 * A list whose file could not be read at all leaves its table as it is.
 */
export interface TableSeed {
  table: ContentTable;
  /** The list of the loaded content it comes from (also its name in the seed report's counts). */
  source: ListKey;
  key: string;
  strategy: 'upsert' | 'replace' | 'reload';
  rows(content: Content): Row[];
  /** upsert: rows gone from the files are deleted unless a row of this table points at them. */
  keepIfReferencedBy?: { table: 'jobs' | 'job_subjects'; column: string };
}

/** Reference lists the jobs point at: written before the jobs. */
export const REFERENCE_TABLES: readonly TableSeed[] = [
  {
    table: 'industries',
    source: 'industries',
    key: 'id',
    strategy: 'upsert',
    rows: (content) => content.industries.map((i, position) => ({ ...i, position })),
    keepIfReferencedBy: { table: 'jobs', column: 'industry_id' },
  },
  {
    table: 'subjects',
    source: 'subjects',
    key: 'code',
    strategy: 'upsert',
    rows: (content) =>
      content.subjects.map((s, position) => ({
        code: s.code,
        spm_code: s.spm_code,
        subject_group: s.group,
        name: s.name,
        name_bm: s.name_bm,
        position,
      })),
    keepIfReferencedBy: { table: 'job_subjects', column: 'subject_code' },
  },
];

/** Everything else: written after the jobs. */
export const CONTENT_TABLES: readonly TableSeed[] = [
  {
    table: 'activities',
    source: 'activities',
    key: 'key',
    strategy: 'replace',
    rows: (content) =>
      dedupe(content.activities, (a) => a.key).map((a, position) => ({
        key: a.key,
        type: a.type,
        label: json(a.label),
        image: a.image,
        alt: json(a.alt),
        position,
      })),
  },
  {
    table: 'personality_types',
    source: 'personalityTypes',
    key: 'code',
    strategy: 'replace',
    rows: (content) =>
      dedupe(content.personalityTypes, (t) => t.code).map((t) => ({
        code: t.code,
        name: json(t.name),
        about: json(t.about),
        strengths: json(t.strengths),
        work: json(t.work),
        places: json(t.places),
      })),
  },
  {
    table: 'personality_pairs',
    source: 'personalityPairs',
    key: 'code',
    strategy: 'replace',
    rows: (content) =>
      dedupe(content.personalityPairs, (p) => p.code).map((p) => ({
        code: p.code,
        about: json(p.about),
        work: json(p.work),
      })),
  },
  {
    table: 'funding',
    source: 'funding',
    key: 'id',
    strategy: 'replace',
    rows: (content) =>
      dedupe(
        content.funding.filter((f) => f.held_back === undefined), // decision 235: only schemes with their own page
        (f) => String(f.id),
      ).map((f, position) => ({
        id: String(f.id),
        name: f.name,
        name_bm: f.name_bm,
        provider: f.provider,
        type: f.type,
        levels: json(f.levels),
        fields: json(f.fields),
        eligibility: json(f.eligibility),
        covers: json(f.covers),
        application_window: json(f.application_window),
        states: json(f.states ?? null),
        opens_on: f.opens_on ?? null,
        closes_on: f.closes_on ?? null,
        url: f.url,
        description: json(f.description),
        last_checked: f.last_checked,
        position,
      })),
  },
  {
    table: 'events',
    source: 'events',
    key: 'id',
    strategy: 'replace',
    rows: (content) =>
      dedupe(
        dedupe(content.events, (e) => String(e.id)),
        (e) => e.slug,
      ).map((e) => ({
        id: String(e.id),
        slug: e.slug,
        title: json(e.title),
        summary: json(e.summary),
        starts_at: new Date(e.starts_at),
        ends_at: new Date(e.ends_at),
        venue: json(e.venue),
        url: e.url,
        example: e.example,
      })),
  },
  {
    table: 'white_papers',
    source: 'whitePapers',
    key: 'id',
    // Free the slugs first so papers may swap slugs between seeds.
    strategy: 'reload',
    rows: (content) =>
      dedupe(
        dedupe(
          dedupe(content.whitePapers, (w) => String(w.id)),
          (w) => w.slug,
        ),
        (w) => w.slug_bm,
      ).map((w) => ({
        id: String(w.id),
        slug: w.slug,
        slug_bm: w.slug_bm,
        title: json(w.title),
        summary: json(w.summary),
        body: json(w.body),
        published_on: w.published_on,
        example: w.example,
      })),
  },
];

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { loadContent, type ContentProblem, type LoadedContent } from './loader.js';
import { normalise } from './normalise.js';
import type { JobContent } from './schemas.js';

export interface SeedOptions {
  /** Content folder; defaults to <repo>/content. */
  contentDir?: string;
  /** Already loaded content (skips reading the files). */
  loaded?: LoadedContent;
}

export interface SeedReport {
  counts: {
    industries: number;
    subjects: number;
    jobs: number;
    jobSubjects: number;
    activities: number;
    personalityTypes: number;
    personalityPairs: number;
    funding: number;
    events: number;
    whitePapers: number;
  };
  /** Jobs whose files are gone: hidden, kept for any user data pointing at them. */
  retiredJobs: number;
  /** Files and entries left out, and why. */
  problems: ContentProblem[];
}

/** Any constant: one seed at a time per database, even with several API processes. */
const SEED_LOCK = 727_2026;

const json = (value: unknown) => JSON.stringify(value ?? null);

/**
 * Loads the content files into the content tables: inserts new rows, updates changed ones,
 * removes rows whose entries are gone (jobs are retired instead, see below). Idempotent, in one
 * transaction, and never reads or writes a user table. Content that fails its schema is left
 * out and reported, so one bad file never stops the rest.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedReport> {
  const loaded = options.loaded ?? (await loadContent(options.contentDir));
  const { content, unreadable } = loaded;
  const problems = [...loaded.problems];

  const jobs = seedableJobs(content.jobs, new Set(content.industries.map((i) => i.id)), problems);
  const subjectCodes = new Set(content.subjects.map((s) => s.code));

  const report = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);

    if (!unreadable.has('industries')) {
      await upsert(
        trx,
        'industries',
        'id',
        content.industries.map((i, position) => ({ ...i, position })),
      );
    }
    if (!unreadable.has('subjects')) {
      await upsert(
        trx,
        'subjects',
        'code',
        content.subjects.map((s, position) => ({
          code: s.code,
          spm_code: s.spm_code,
          subject_group: s.group,
          name: s.name,
          name_bm: s.name_bm,
          position,
        })),
      );
    }

    const retiredJobs = await seedJobs(trx, jobs, loaded.jobFileSlugs);

    const jobSubjects = jobs.flatMap((job) =>
      jobSubjectsOf(job)
        .filter((s) => {
          if (subjectCodes.has(s.code)) return true;
          problems.push({
            file: content.jobFiles.get(job.id) ?? `jobs/${job.slug}.json`,
            message: `subject ${s.code} is not in subjects.json; left out`,
          });
          return false;
        })
        .map((s, position) => ({ job_id: job.id, subject_code: s.code, weight: s.weight, position })),
    );
    await trx.deleteFrom('job_subjects').execute();
    if (jobSubjects.length > 0) await trx.insertInto('job_subjects').values(jobSubjects).execute();

    if (!unreadable.has('activities')) {
      await replace(
        trx,
        'activities',
        'key',
        dedupe(content.activities, (a) => a.key).map((a, position) => ({
          key: a.key,
          type: a.type,
          label: json(a.label),
          image: a.image,
          alt: json(a.alt),
          position,
        })),
      );
    }
    if (!unreadable.has('personalityTypes')) {
      await replace(
        trx,
        'personality_types',
        'code',
        dedupe(content.personalityTypes, (t) => t.code).map((t) => ({
          code: t.code,
          name: json(t.name),
          about: json(t.about),
          strengths: json(t.strengths),
          work: json(t.work),
          places: json(t.places),
        })),
      );
    }
    if (!unreadable.has('personalityPairs')) {
      await replace(
        trx,
        'personality_pairs',
        'code',
        dedupe(content.personalityPairs, (p) => p.code).map((p) => ({
          code: p.code,
          about: json(p.about),
          work: json(p.work),
        })),
      );
    }
    if (!unreadable.has('funding')) {
      await replace(
        trx,
        'funding',
        'id',
        dedupe(content.funding, (f) => String(f.id)).map((f, position) => ({
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
          url: f.url,
          description: json(f.description),
          last_checked: f.last_checked,
          search_text: normalise(
            [
              f.name,
              f.name_bm,
              f.provider,
              f.description.en,
              f.description.ms,
              f.covers.en,
              f.covers.ms,
            ]
              .filter(Boolean)
              .join(' '),
          ),
          position,
        })),
      );
    }
    if (!unreadable.has('events')) {
      await replace(
        trx,
        'events',
        'id',
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
      );
    }
    if (!unreadable.has('whitePapers')) {
      const papers = dedupe(
        dedupe(
          dedupe(content.whitePapers, (w) => String(w.id)),
          (w) => w.slug,
        ),
        (w) => w.slug_bm,
      );
      // Free the slugs first so papers may swap slugs between seeds.
      await trx.deleteFrom('white_papers').execute();
      if (papers.length > 0) {
        await trx
          .insertInto('white_papers')
          .values(
            papers.map((w) => ({
              id: String(w.id),
              slug: w.slug,
              slug_bm: w.slug_bm,
              title: json(w.title),
              summary: json(w.summary),
              body: json(w.body),
              published_on: w.published_on,
              example: w.example,
            })),
          )
          .execute();
      }
    }

    // Reference rows that disappeared from the files go, unless a job still points at them.
    if (!unreadable.has('subjects')) {
      await trx
        .deleteFrom('subjects')
        .where('code', 'not in', sqlList(content.subjects.map((s) => s.code)))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('job_subjects')
                .select('job_subjects.job_id')
                .whereRef('job_subjects.subject_code', '=', 'subjects.code'),
            ),
          ),
        )
        .execute();
    }
    if (!unreadable.has('industries')) {
      await trx
        .deleteFrom('industries')
        .where('id', 'not in', sqlList(content.industries.map((i) => i.id)))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('jobs').select('jobs.id').whereRef('jobs.industry_id', '=', 'industries.id'),
            ),
          ),
        )
        .execute();
    }

    await trx
      .insertInto('content_meta')
      .values({ key: 'seeded_at', value: new Date().toISOString() })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value'), updated_at: sql`now()` }),
      )
      .execute();

    const count = async (table: keyof Database) => {
      const row = await trx
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    };
    const activeJobs = await trx
      .selectFrom('jobs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('retired_at', 'is', null)
      .executeTakeFirstOrThrow();

    return {
      counts: {
        industries: await count('industries'),
        subjects: await count('subjects'),
        jobs: activeJobs.n,
        jobSubjects: await count('job_subjects'),
        activities: await count('activities'),
        personalityTypes: await count('personality_types'),
        personalityPairs: await count('personality_pairs'),
        funding: await count('funding'),
        events: await count('events'),
        whitePapers: await count('white_papers'),
      },
      retiredJobs,
      problems,
    };
  });
  return report;
}

/**
 * The jobs that can safely go in: known industry, and no id or slug already taken by an
 * earlier job (a job's own slug and slug_bm may be equal). The content check reports the same
 * clashes as errors; here the later file simply waits until it is fixed.
 */
function seedableJobs(
  jobs: readonly JobContent[],
  industries: Set<string>,
  problems: ContentProblem[],
): JobContent[] {
  const ids = new Set<number>();
  const slugs = new Map<string, number>();
  const result: JobContent[] = [];
  for (const job of jobs) {
    const file = `jobs/${job.slug}.json`;
    if (!industries.has(job.industry)) {
      problems.push({ file, message: `industry "${job.industry}" is not in industries.json; job left out` });
      continue;
    }
    if (ids.has(job.id)) {
      problems.push({ file, message: `id ${job.id} is used by another job; job left out` });
      continue;
    }
    const clash = [job.slug, job.slug_bm].find((s) => slugs.has(s));
    if (clash) {
      problems.push({ file, message: `slug "${clash}" is used by job ${slugs.get(clash)}; job left out` });
      continue;
    }
    ids.add(job.id);
    slugs.set(job.slug, job.id);
    slugs.set(job.slug_bm, job.id);
    result.push(job);
  }
  return result;
}

async function seedJobs(
  trx: Transaction<Database>,
  jobs: readonly JobContent[],
  fileSlugs: Set<string>,
): Promise<number> {
  const loadedIds = jobs.map((j) => j.id);
  // A job whose file is gone is retired: hidden everywhere, but its row (and id) stays for
  // user data that points at it. Its slugs are parked so a new job may take them. A job whose
  // file is still there but does not validate right now stays as it was.
  const existing = await trx
    .selectFrom('jobs')
    .select(['id', 'slug', 'retired_at'])
    .where('retired_at', 'is', null)
    .execute();
  const toRetire = existing.filter(
    (row) => !loadedIds.includes(row.id) && !fileSlugs.has(row.slug),
  );
  for (const row of toRetire) {
    await trx
      .updateTable('jobs')
      .set({
        retired_at: new Date(),
        slug: sql`'retired-' || id || '-' || slug`,
        slug_bm: sql`'retired-' || id || '-' || slug_bm`,
      })
      .where('id', '=', row.id)
      .execute();
  }

  if (jobs.length > 0) {
    await trx
      .insertInto('jobs')
      .values(
        jobs.map((job) => ({
          id: job.id,
          slug: job.slug,
          slug_bm: job.slug_bm,
          name: job.name,
          name_bm: job.name_bm,
          industry_id: job.industry,
          synonyms: json(job.synonyms),
          synonyms_bm: json(job.synonyms_bm),
          en_data_status: job.en_data_status,
          bm_data_status: job.bm_data_status,
          tvet: job.tvet,
          riasec: json(job.riasec),
          holland_code: job.holland_code,
          riasec_basis: json(job.riasec_basis),
          masco_2020: job.masco_2020,
          summary: json(job.summary),
          knowledge: json(job.knowledge),
          pathway: json(job.pathway),
          salary: json(job.salary),
          progression: json(job.progression),
          related_jobs: json(job.related_jobs),
          experts_say: json(job.experts_say),
          retired_at: null,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          slug: eb.ref('excluded.slug'),
          slug_bm: eb.ref('excluded.slug_bm'),
          name: eb.ref('excluded.name'),
          name_bm: eb.ref('excluded.name_bm'),
          industry_id: eb.ref('excluded.industry_id'),
          synonyms: eb.ref('excluded.synonyms'),
          synonyms_bm: eb.ref('excluded.synonyms_bm'),
          en_data_status: eb.ref('excluded.en_data_status'),
          bm_data_status: eb.ref('excluded.bm_data_status'),
          tvet: eb.ref('excluded.tvet'),
          riasec: eb.ref('excluded.riasec'),
          holland_code: eb.ref('excluded.holland_code'),
          riasec_basis: eb.ref('excluded.riasec_basis'),
          masco_2020: eb.ref('excluded.masco_2020'),
          summary: eb.ref('excluded.summary'),
          knowledge: eb.ref('excluded.knowledge'),
          pathway: eb.ref('excluded.pathway'),
          salary: eb.ref('excluded.salary'),
          progression: eb.ref('excluded.progression'),
          related_jobs: eb.ref('excluded.related_jobs'),
          experts_say: eb.ref('excluded.experts_say'),
          retired_at: null,
          updated_at: sql`now()`,
        })),
      )
      .execute();
  }
  return toRetire.length;
}

type ContentTable = Exclude<keyof Database, 'users' | 'jobs' | 'job_subjects' | 'content_meta'>;

/** Insert or update rows by their key column. */
async function upsert(
  trx: Transaction<Database>,
  table: ContentTable,
  keyColumn: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => c !== keyColumn);
  // A table chosen at run time defeats Kysely's row typing; the rows are built from typed content above.
  const query = untyped(trx)
    .insertInto(table as string)
    .values(rows)
    .onConflict((oc) =>
      oc.column(keyColumn).doUpdateSet(
        Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])),
      ),
    );
  await query.execute();
}

/** Upsert, then delete the rows whose keys are no longer in the files. */
async function replace(
  trx: Transaction<Database>,
  table: ContentTable,
  keyColumn: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  await upsert(trx, table, keyColumn, rows);
  const keys = rows.map((r) => String(r[keyColumn]));
  await untyped(trx)
    .deleteFrom(table as string)
    .where(keyColumn, 'not in', sqlList(keys))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (trx: Transaction<Database>) => trx as unknown as Kysely<any>;

/** `not in ()` is not SQL; the empty string, never a key, stands in for an empty list. */
function sqlList(values: string[]): string[] {
  return values.length > 0 ? values : [''];
}

/**
 * A job's subjects with repeats folded: a code listed twice counts once, at its first place,
 * with its highest weight (content/subject-match.md §1).
 */
export function jobSubjectsOf(job: Pick<JobContent, 'subjects'>): { code: string; weight: number }[] {
  const byCode = new Map<string, { code: string; weight: number }>();
  for (const s of job.subjects) {
    const seen = byCode.get(s.code);
    if (seen) seen.weight = Math.max(seen.weight, s.weight);
    else byCode.set(s.code, { code: s.code, weight: s.weight });
  }
  return [...byCode.values()];
}

function dedupe<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = keyOf(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

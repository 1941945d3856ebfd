import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Content, ContentProblem } from '../loader.js';
import type { JobContent } from '../schemas.js';
import { json } from './sql.js';

/** A job's stored content: when any of it changes, the job's `updated_at` moves (decision 245). */
const CONTENT_COLUMNS = [
  'slug',
  'slug_bm',
  'name',
  'name_bm',
  'industry_id',
  'synonyms',
  'synonyms_bm',
  'en_data_status',
  'bm_data_status',
  'tvet',
  'riasec',
  'holland_code',
  'riasec_basis',
  'masco_2020',
  'summary',
  'knowledge',
  'pathway',
  'salary',
  'progression',
  'related_jobs',
  'experts_say',
  'work_pattern',
  'requirements',
  'professional_bodies',
  'tools',
  'demand',
] as const;

/**
 * The jobs that can safely go in: known industry, and no id or slug already taken by an
 * earlier job (a job's own slug and slug_bm may be equal). The content check reports the same
 * clashes as errors; here the later file simply waits until it is fixed.
 */
export function seedableJobs(
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

/**
 * Writes the jobs: inserts new ones, updates changed ones in place, and retires (never deletes)
 * the ones whose files are gone. Returns how many were retired.
 */
export async function seedJobs(
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
          work_pattern: json(job.work_pattern ?? null),
          requirements: json(job.requirements?.length ? job.requirements : null),
          professional_bodies: json(job.professional_bodies?.length ? job.professional_bodies : null),
          tools: json(job.tools ?? null),
          demand: json(job.demand ?? null),
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
          work_pattern: eb.ref('excluded.work_pattern'),
          requirements: eb.ref('excluded.requirements'),
          professional_bodies: eb.ref('excluded.professional_bodies'),
          tools: eb.ref('excluded.tools'),
          demand: eb.ref('excluded.demand'),
          retired_at: null,
          // The guide's last change (the sitemap's lastmod, decision 245): only when its content
          // differs from what is stored, or it comes back from retirement — not on every start.
          updated_at: sql`CASE WHEN (${sql.join(CONTENT_COLUMNS.map((c) => sql.ref(`jobs.${c}`)))}) IS DISTINCT FROM (${sql.join(CONTENT_COLUMNS.map((c) => sql.ref(`excluded.${c}`)))}) OR jobs.retired_at IS NOT NULL THEN now() ELSE jobs.updated_at END`,
        })),
      )
      .execute();
  }
  return toRetire.length;
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

/**
 * Rewrites job_subjects from the jobs written: subjects not in subjects.json are left out and
 * reported. Only job rows point at it, so it is simply emptied and filled again.
 */
export async function seedJobSubjects(
  trx: Transaction<Database>,
  jobs: readonly JobContent[],
  content: Pick<Content, 'subjects' | 'jobFiles'>,
  problems: ContentProblem[],
): Promise<void> {
  const subjectCodes = new Set(content.subjects.map((s) => s.code));
  const rows = jobs.flatMap((job) =>
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
  if (rows.length > 0) await trx.insertInto('job_subjects').values(rows).execute();
}

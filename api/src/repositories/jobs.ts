import type { Kysely } from 'kysely';
import { sectionAvailability } from '../content/completeness.js';
import type { JobContent } from '../content/schemas.js';
import type { Database } from '../db/types.js';
import type { JobCatalogue } from './job-catalogue.js';

export type JobDetail = Awaited<ReturnType<JobsRepository['findBySlug']>> & {};

/** Job guides: the full record of one job, read from the database. */
export class JobsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: JobCatalogue,
  ) {}

  /** One live job by its English or Malay slug, or null. */
  async findBySlug(slug: string) {
    const row = await this.db
      .selectFrom('jobs')
      .innerJoin('industries', 'industries.id', 'jobs.industry_id')
      .selectAll('jobs')
      .select(['industries.name as industry_name', 'industries.name_bm as industry_name_bm'])
      .where((eb) => eb.or([eb('jobs.slug', '=', slug), eb('jobs.slug_bm', '=', slug)]))
      .where('jobs.retired_at', 'is', null)
      // An English slug wins over a Malay one should both ever match.
      .orderBy((eb) => eb.case().when('jobs.slug', '=', slug).then(0).else(1).end())
      .executeTakeFirst();
    if (!row) return null;

    const subjects = await this.db
      .selectFrom('job_subjects')
      .innerJoin('subjects', 'subjects.code', 'job_subjects.subject_code')
      .select([
        'subjects.code',
        'subjects.name',
        'subjects.name_bm',
        'subjects.subject_group as group',
        'job_subjects.weight',
      ])
      .where('job_subjects.job_id', '=', row.id)
      .orderBy('job_subjects.position')
      .execute();

    const sections = {
      summary: row.summary as JobContent['summary'],
      knowledge: row.knowledge as JobContent['knowledge'],
      pathway: row.pathway as JobContent['pathway'],
      salary: row.salary as JobContent['salary'],
      progression: row.progression as JobContent['progression'],
      experts_say: row.experts_say as JobContent['experts_say'],
    };
    const related = row.related_jobs
      .map((s) => this.catalogue.bySlugAnyLang(s)?.item)
      .filter((item) => item !== undefined && item.id !== row.id);

    return {
      id: row.id,
      slug: row.slug,
      slug_bm: row.slug_bm,
      name: row.name,
      name_bm: row.name_bm,
      industry: { id: row.industry_id, name: row.industry_name, name_bm: row.industry_name_bm },
      en_data_status: row.en_data_status,
      bm_data_status: row.bm_data_status,
      tvet: row.tvet,
      synonyms: row.synonyms,
      synonyms_bm: row.synonyms_bm,
      riasec: row.riasec,
      holland_code: row.holland_code,
      riasec_basis: row.riasec_basis,
      masco_2020: row.masco_2020,
      ...sections,
      sections: sectionAvailability(sections),
      // Guide details (decision 220): null when the job has none.
      work_pattern: (row.work_pattern ?? null) as JobContent['work_pattern'] & {},
      requirements: (row.requirements ?? null) as JobContent['requirements'] & {},
      professional_bodies: (row.professional_bodies ?? null) as JobContent['professional_bodies'] & {},
      tools: (row.tools ?? null) as JobContent['tools'] & {},
      demand: (row.demand ?? null) as JobContent['demand'] & {},
      subjects,
      related_jobs: related,
    };
  }
}

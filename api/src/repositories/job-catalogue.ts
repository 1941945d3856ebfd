import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, DataStatus } from '../db/types.js';
import { encodeSearchIndex, JobSearchIndex, searchText, type SearchLang } from '../content/search.js';
import { precompressed, type PrecompressedAnswer } from '../http/precompressed.js';
import type { JobListItemType } from '../schemas/common.js';
import type { JobContent } from '../content/schemas.js';

/** A job's routes after SPM as subject matching shows them: the step and how long it takes. */
export type CatalogueRoute = Pick<NonNullable<JobContent['pathway']>['routes'][number], 'type' | 'duration'>;

/** What the catalogue keeps per job: the list item plus what search, matching and personality need. */
export interface CatalogueJob {
  item: JobListItemType;
  /** Has a TVET route (the directory's filter). */
  tvet: boolean;
  hollandCode: string;
  /** Job-file order, repeats folded. */
  subjects: { code: string; weight: number }[];
  /** The pathway's SPM subjects the usual routes ask for, and its routes (empty when none). */
  entrySubjects: string[];
  routes: CatalogueRoute[];
  /** When the guide's content last changed (seed, decision 245), as YYYY-MM-DD; null when unknown. */
  updatedOn: string | null;
}

/**
 * Every live job, held in memory: the job list, the search index, subject matching and
 * personality recommendations read from here, so none of them queries the database per request.
 * Rebuilt from the database at start and after each seed (refresh()).
 */
export class JobCatalogue {
  private jobs: CatalogueJob[] = [];
  private byId = new Map<number, CatalogueJob>();
  private bySlug = new Map<string, CatalogueJob>();
  private sorted: Record<SearchLang, JobListItemType[]> = { en: [], ms: [] };
  private index = new JobSearchIndex([]);
  private readonly cache = new Map<string, JobListItemType[]>();
  private listAnswers: Partial<Record<SearchLang, { json: string; etag: string }>> = {};
  private searchIndex: PrecompressedAnswer | null = null;
  private readonly directoryAnswers = new Map<string, PrecompressedAnswer>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Reloads every live job from the database and rebuilds the index. */
  async refresh(): Promise<void> {
    const rows = await this.db
      .selectFrom('jobs')
      .select([
        'id',
        'name',
        'name_bm',
        'industry_id',
        'slug',
        'slug_bm',
        'en_data_status',
        'bm_data_status',
        'synonyms',
        'synonyms_bm',
        'holland_code',
        'tvet',
        'pathway',
        'updated_at',
      ])
      .where('retired_at', 'is', null)
      .orderBy('id')
      .execute();
    const subjects = await this.db
      .selectFrom('job_subjects')
      .select(['job_id', 'subject_code', 'weight'])
      .orderBy('job_id')
      .orderBy('position')
      .execute();
    this.load(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        name_bm: r.name_bm,
        industry: r.industry_id,
        slug: r.slug,
        slug_bm: r.slug_bm,
        en_data_status: r.en_data_status,
        bm_data_status: r.bm_data_status,
        synonyms: r.synonyms,
        synonyms_bm: r.synonyms_bm,
        holland_code: r.holland_code,
        tvet: r.tvet,
        subjects: subjects.filter((s) => s.job_id === r.id).map((s) => ({ code: s.subject_code, weight: s.weight })),
        pathway: r.pathway as JobContent['pathway'],
        updated_at: r.updated_at,
      })),
    );
  }

  /** Builds the catalogue from plain job records (refresh() and tests). */
  load(
    jobs: {
      id: number;
      name: string;
      name_bm: string;
      industry: string;
      slug: string;
      slug_bm: string;
      en_data_status: DataStatus;
      bm_data_status: DataStatus;
      synonyms: readonly string[];
      synonyms_bm: readonly string[];
      holland_code: string;
      tvet: boolean;
      subjects: { code: string; weight: number }[];
      pathway?: JobContent['pathway'];
      updated_at?: Date | string | null;
    }[],
  ): void {
    const catalogue = jobs.map<CatalogueJob>((j) => ({
      item: {
        id: j.id,
        name: j.name,
        name_bm: j.name_bm,
        industry: j.industry,
        slug: j.slug,
        slug_bm: j.slug_bm,
        en_data_status: j.en_data_status,
        bm_data_status: j.bm_data_status,
        search_name: searchText(j.name, j.synonyms),
        search_name_bm: searchText(j.name_bm, j.synonyms_bm),
      },
      tvet: j.tvet,
      hollandCode: j.holland_code,
      subjects: j.subjects,
      entrySubjects: j.pathway?.entry_subjects ?? [],
      routes: (j.pathway?.routes ?? []).map((r) => ({ type: r.type, duration: r.duration })),
      updatedOn: j.updated_at ? new Date(j.updated_at).toISOString().slice(0, 10) : null,
    }));
    const collate = (lang: SearchLang) => {
      const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
      const key = lang === 'ms' ? 'name_bm' : 'name';
      return catalogue.map((j) => j.item).sort((a, b) => collator.compare(a[key], b[key]) || a.id - b.id);
    };
    const index = new JobSearchIndex(
      jobs.map((j) => ({
        id: j.id,
        name: j.name,
        name_bm: j.name_bm,
        synonyms: j.synonyms,
        synonyms_bm: j.synonyms_bm,
      })),
    );
    // Swap everything at once so a request never sees half a catalogue.
    this.jobs = catalogue;
    this.byId = new Map(catalogue.map((j) => [j.item.id, j]));
    this.bySlug = new Map(
      catalogue.flatMap((j) => [
        [j.item.slug_bm, j],
        [j.item.slug, j],
      ]),
    );
    this.sorted = { en: collate('en'), ms: collate('ms') };
    this.index = index;
    this.cache.clear();
    this.listAnswers = {};
    this.searchIndex = null;
    this.directoryAnswers.clear();
  }

  get size(): number {
    return this.jobs.length;
  }

  all(): readonly CatalogueJob[] {
    return this.jobs;
  }

  /** Every job, sorted by name in the language. */
  list(lang: SearchLang): readonly JobListItemType[] {
    return this.sorted[lang];
  }

  /**
   * The whole list's answer (`{ data: list(lang) }`) as JSON, made once per catalogue version and
   * language, with a strong ETag from its bytes: the job list is the in-browser search index, so
   * it is asked for on every visit that searches, and it grows with the catalogue (issue 26 item 7).
   */
  listAnswer(lang: SearchLang): { json: string; etag: string } {
    let answer = this.listAnswers[lang];
    if (!answer) {
      const json = JSON.stringify({ data: this.sorted[lang] });
      answer = { json, etag: `"jl-${lang}-${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"` };
      this.listAnswers[lang] = answer;
    }
    return answer;
  }

  /**
   * The in-browser search index (decision 395): every job in the compact form
   * (content/compact-index.ts), one for both languages, made and compressed once per catalogue
   * version, with a strong ETag.
   */
  searchIndexAnswer(): PrecompressedAnswer {
    this.searchIndex ??= precompressed(JSON.stringify(encodeSearchIndex(this.sorted.en)), 'si');
    return this.searchIndex;
  }

  /**
   * The directory's answer (GET directory): every industry that has jobs, sorted by name in the
   * language, with how many jobs and TVET jobs it has, and its jobs sorted by name — all of them,
   * or with `limit` only the first `limit` jobs of the whole list (the page's first screenfuls,
   * decision 395). Made once per catalogue version, language, limit and industries, and kept
   * compressed with a strong ETag.
   */
  directoryAnswer(
    lang: SearchLang,
    industries: readonly { id: string; name: string; name_bm: string }[],
    limit?: number,
  ): PrecompressedAnswer {
    const key = `${lang}\u0000${limit ?? ''}\u0000${JSON.stringify(industries)}`;
    let answer = this.directoryAnswers.get(key);
    if (!answer) {
      const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
      const nameKey = lang === 'ms' ? 'name_bm' : 'name';
      const byIndustry = new Map<string, (JobListItemType & { tvet: boolean })[]>();
      for (const item of this.sorted[lang]) {
        const group = byIndustry.get(item.industry) ?? [];
        group.push({ ...item, tvet: this.byId.get(item.id)?.tvet ?? false });
        byIndustry.set(item.industry, group);
      }
      let left = limit ?? Infinity;
      const data = industries
        .filter((i) => byIndustry.has(i.id))
        .sort((a, b) => collator.compare(a[nameKey], b[nameKey]))
        .map((i) => {
          const jobs = byIndustry.get(i.id)!;
          const shown = jobs.slice(0, Math.max(0, left));
          left -= shown.length;
          return { ...i, count: jobs.length, tvet_count: jobs.filter((j) => j.tvet).length, jobs: shown };
        });
      answer = precompressed(JSON.stringify({ data }), `dir-${lang}${limit === undefined ? '' : `-${limit}`}`);
      // Few keys (two languages, the page's limit, an industries change now and then).
      if (this.directoryAnswers.size >= 16) this.directoryAnswers.delete(this.directoryAnswers.keys().next().value!);
      this.directoryAnswers.set(key, answer);
    }
    return answer;
  }

  /** Search results, best first. Repeated terms are answered from a small cache. */
  search(term: string, lang: SearchLang): readonly JobListItemType[] {
    const key = `${lang}\u0000${term}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.index.search(term, lang).map((hit) => this.byId.get(hit.id)!.item);
    if (this.cache.size >= 1000) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, result);
    return result;
  }

  byJobId(id: number): CatalogueJob | undefined {
    return this.byId.get(id);
  }

  /** By English or Malay slug. */
  bySlugAnyLang(slug: string): CatalogueJob | undefined {
    return this.bySlug.get(slug);
  }
}

import { FIXTURE_JOBS } from '../../test/fixture-content.js';
import { withFixtureApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
withFixtureApp((app) => (t = app));

const get = async (url: string) => {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json() };
};

const LIST_ITEM_FIELDS = [
  'bm_data_status',
  'en_data_status',
  'id',
  'industry',
  'name',
  'name_bm',
  'search_name',
  'search_name_bm',
  'slug',
  'slug_bm',
].sort();

describe('GET /api/v1/job-list', () => {
  test('without search_term: every job, exactly the spec §3 fields, sorted by name', async () => {
    const { status, body } = await get('/api/v1/job-list');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toHaveLength(FIXTURE_JOBS.length);
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(LIST_ITEM_FIELDS);
    const names = body.data.map((j: { name: string }) => j.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  test('lang=ms sorts by the Malay name', async () => {
    const { body } = await get('/api/v1/job-list?lang=ms');
    const names = body.data.map((j: { name_bm: string }) => j.name_bm);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ms')));
    expect(names[0]).toBe('Akauntan');
  });

  test('item content: industry id, statuses, normalised search names with synonyms', async () => {
    const { body } = await get('/api/v1/job-list');
    const doctor = body.data.find((j: { slug: string }) => j.slug === 'medical-doctor');
    expect(doctor).toEqual({
      id: 1,
      name: 'Medical Doctor',
      name_bm: 'Doktor Perubatan',
      industry: 'health',
      slug: 'medical-doctor',
      slug_bm: 'doktor-perubatan',
      en_data_status: 'complete',
      bm_data_status: 'partial',
      search_name: 'medical doctor, doctor, physician, mo',
      search_name_bm: 'doktor perubatan, doktor, pegawai perubatan',
    });
  });

  test.each([
    ['enginer', 'en', ['civil-engineer', 'mechanical-engineer']],
    ['jurut', 'ms', ['civil-engineer', 'mechanical-engineer']],
    ['jurutera awm', 'ms', ['civil-engineer']],
    ['doktur', 'en', ['medical-doctor']],
    ['cikgu', 'en', ['secondary-school-teacher']],
    ['programer', 'ms', ['software-developer']],
    ['polis', 'en', ['police-officer']],
    ['akauntan', 'en', ['accountant']],
    ['nurs', 'en', ['nurse']],
  ])('search_term=%s (lang=%s) → %j first', async (term, lang, slugs) => {
    const { status, body } = await get(`/api/v1/job-list?search_term=${encodeURIComponent(term)}&lang=${lang}`);
    expect(status).toBe(200);
    expect(
      body.data
        .slice(0, slugs.length)
        .map((j: { slug: string }) => j.slug)
        .sort(),
    ).toEqual([...slugs].sort());
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(LIST_ITEM_FIELDS);
  });

  test('no match → empty list, not an error', async () => {
    expect(await get('/api/v1/job-list?search_term=qqqzzz')).toEqual({ status: 200, body: { data: [] } });
  });

  test('blank or punctuation-only term lists every job', async () => {
    const { body } = await get('/api/v1/job-list?search_term=%20%21%3F');
    expect(body.data).toHaveLength(FIXTURE_JOBS.length);
  });

  test('bad params → 400 VALIDATION_FAILED', async () => {
    for (const url of ['/api/v1/job-list?lang=xx', `/api/v1/job-list?search_term=${'a'.repeat(101)}`]) {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  test('unknown query parameters are ignored (tracking parameters, cache busters)', async () => {
    const { status } = await get('/api/v1/job-list?utm_source=x&_=123');
    expect(status).toBe(200);
  });

  test('the whole list carries an ETag per language and catalogue version; a browser that has it gets 304', async () => {
    const first = await t.app.inject('/api/v1/job-list?lang=en');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"jl-en-[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const ms = await t.app.inject('/api/v1/job-list?lang=ms');
    expect(ms.headers.etag).not.toBe(etag);

    const again = await t.app.inject({ url: '/api/v1/job-list?lang=en', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: '/api/v1/job-list?lang=en', headers: { 'if-none-match': '"old"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);

    // A new catalogue (a job retired): a new ETag and the new list, not the old bytes.
    const { catalogue } = t.app.repos;
    const jobs = catalogue.all();
    const before = jobs.length;
    catalogue.load(
      jobs.slice(1).map((j) => ({
        ...j.item,
        synonyms: [],
        synonyms_bm: [],
        holland_code: j.hollandCode,
        tvet: j.tvet,
        subjects: j.subjects,
      })),
    );
    try {
      const changed = await t.app.inject({ url: '/api/v1/job-list?lang=en', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().data).toHaveLength(before - 1);
    } finally {
      await catalogue.refresh();
    }
  });

  test('a search answer has no ETag (it is small and made per term)', async () => {
    const res = await t.app.inject('/api/v1/job-list?search_term=nurse');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('GET /api/v1/jobs/:slug', () => {
  test('by English slug and by Malay slug: the same job guide', async () => {
    const en = await get('/api/v1/jobs/medical-doctor');
    const ms = await get('/api/v1/jobs/doktor-perubatan');
    expect(en.status).toBe(200);
    expect(ms.body).toEqual(en.body);
    const job = en.body.data;
    expect(job).toMatchObject({
      id: 1,
      slug: 'medical-doctor',
      slug_bm: 'doktor-perubatan',
      industry: { id: 'health', name: 'Health and Medicine', name_bm: 'Kesihatan dan Perubatan' },
      en_data_status: 'complete',
      bm_data_status: 'partial',
      holland_code: 'ISR',
    });
    expect(job.summary.en).toContain('fixture');
    expect(job.knowledge.ms.day_to_day).toEqual(['Fixture task']);
    expect(job.pathway.routes[0].type).toBe('matriculation');
    expect(job.salary.entry.source.name).toMatch(/fixture/i);
    expect(job.sections).toEqual({
      job_knowledge: { en: true, ms: true },
      education_pathway: { en: true, ms: true },
      salary_and_progression: { en: true, ms: false },
      experts_say: { en: false, ms: false },
    });
  });

  test("pay (decision 285): the job's own figures by level, the group median apart as context, each with its kind", async () => {
    const { body } = await get('/api/v1/jobs/medical-doctor');
    const { salary } = body.data;
    expect(Object.keys(salary).sort()).toEqual(['entry', 'group_median', 'mid', 'note', 'senior']);
    expect(salary.entry).toMatchObject({ min: 1, max: 1, basis: 'appointment_pay' });
    expect(salary.group_median).toEqual({
      median: 2,
      basis: 'occupation_group_median',
      source: { name: 'Test fixture group median (not real data)', year: 2024, url: 'https://example.test/median' },
    });
    expect(salary).not.toHaveProperty('all_levels');
  });

  test('subjects with names and weights, in the job file order', async () => {
    const { body } = await get('/api/v1/jobs/medical-doctor');
    expect(body.data.subjects.map((s: { code: string; weight: number }) => [s.code, s.weight])).toEqual([
      ['BIO', 3],
      ['CHEM', 3],
      ['PHY', 2],
      ['MATH', 2],
    ]);
    expect(body.data.subjects[0]).toMatchObject({ name: 'Biology', name_bm: 'Biologi', group: 'stem' });
  });

  test('related jobs as job list items', async () => {
    const { body } = await get('/api/v1/jobs/medical-doctor');
    expect(body.data.related_jobs).toHaveLength(1);
    expect(body.data.related_jobs[0].slug).toBe('nurse');
    expect(Object.keys(body.data.related_jobs[0]).sort()).toEqual(LIST_ITEM_FIELDS);
  });

  test('guide details (decision 220): each with its source; null where a job has none', async () => {
    const nurse = (await get('/api/v1/jobs/jururawat')).body.data;
    expect(nurse.work_pattern).toEqual({
      hours: { en: 'Fixture hours.', ms: 'Waktu ujian.' },
      pattern: ['shifts', 'weekends'],
      source: { name: 'Test fixture', year: null, url: 'https://example.org/hours' },
    });
    expect(nurse.requirements).toEqual([
      expect.objectContaining({
        kind: 'medical',
        source: expect.objectContaining({ url: 'https://example.org/medical' }),
      }),
    ]);
    expect(nurse.professional_bodies).toEqual([
      { name: 'Fixture Board', name_bm: 'Lembaga Ujian', url: 'https://example.org/board' },
    ]);
    expect(nurse.tools.ms).toEqual(['Alat ujian']);
    expect(nurse.demand).toMatchObject({ edition: '2018/2019', in_list: true, listed_as: 'Fixture occupation' });
    expect(nurse.pathway.routes[0].min_entry.text.en).toBe('Fixture minimum results.');

    const doctor = (await get('/api/v1/jobs/medical-doctor')).body.data;
    for (const field of ['work_pattern', 'requirements', 'professional_bodies', 'tools', 'demand']) {
      expect(doctor[field]).toBeNull();
    }
    expect(doctor.pathway.routes[0]).not.toHaveProperty('min_entry');
  });

  test('coming-soon job: sections null, nothing available', async () => {
    const { body } = await get('/api/v1/jobs/akauntan');
    expect(body.data.summary).toBeNull();
    expect(body.data.knowledge).toBeNull();
    expect(body.data.sections.job_knowledge).toEqual({ en: false, ms: false });
  });

  test('unknown slug → 404 JOB_NOT_FOUND', async () => {
    for (const slug of ['no-such-job', 'Medical-Doctor', 'x'.repeat(150), '%E2%9C%93']) {
      const { status, body } = await get(`/api/v1/jobs/${slug}`);
      expect(status).toBe(404);
      expect(body.error).toEqual({
        code: 'JOB_NOT_FOUND',
        message: expect.any(String),
        messageKey: 'errors.job_not_found',
      });
    }
  });

  test('an over-long slug → 400, not 500', async () => {
    const { status } = await get(`/api/v1/jobs/${'x'.repeat(201)}`);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});

describe('GET /api/v1/job-updates', () => {
  test("every live guide with both slugs and the date its content last changed (the sitemap's lastmod)", async () => {
    const { status, body } = await get('/api/v1/job-updates');
    expect(status).toBe(200);
    const data = body.data as { slug: string; slug_bm: string; updated_on: string }[];
    expect(data.map((j) => j.slug).sort()).toEqual(FIXTURE_JOBS.map((j) => j.slug).sort());
    const nurse = data.find((j) => j.slug === 'nurse')!;
    expect(nurse.slug_bm).toBe(FIXTURE_JOBS.find((j) => j.slug === 'nurse')!.slug_bm);
    expect(nurse.updated_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(nurse.updated_on <= new Date().toISOString().slice(0, 10)).toBe(true);
  });
});

describe('GET /api/v1/directory', () => {
  test('jobs grouped by industry, industries and jobs sorted by name in the language', async () => {
    const { status, body } = await get('/api/v1/directory?lang=ms');
    expect(status).toBe(200);
    const industries = body.data.map((g: { name_bm: string }) => g.name_bm);
    expect(industries).toEqual([...industries].sort((a, b) => a.localeCompare(b, 'ms')));
    const total = body.data.reduce((n: number, g: { jobs: unknown[] }) => n + g.jobs.length, 0);
    expect(total).toBe(FIXTURE_JOBS.length);
    const engineering = body.data.find((g: { id: string }) => g.id === 'engineering');
    expect(engineering.jobs.map((j: { name_bm: string }) => j.name_bm)).toEqual([
      'Jurutera Awam',
      'Jurutera Mekanikal',
    ]);
    for (const group of body.data) {
      for (const job of group.jobs) expect(job.industry).toBe(group.id);
    }
  });

  test('each job says whether it has a TVET route, as its guide does', async () => {
    const { body } = await get('/api/v1/directory');
    const jobs = body.data.flatMap((g: { jobs: { slug: string; tvet: unknown }[] }) => g.jobs);
    expect(jobs.every((j: { tvet: unknown }) => typeof j.tvet === 'boolean')).toBe(true);
    for (const seed of FIXTURE_JOBS) {
      expect(jobs.find((j: { slug: string }) => j.slug === seed.slug)?.tvet).toBe(seed.tvet);
    }
  });

  test('industries without jobs are left out', async () => {
    const { body } = await get('/api/v1/directory');
    expect(body.data.map((g: { id: string }) => g.id)).not.toContain('law');
  });
});

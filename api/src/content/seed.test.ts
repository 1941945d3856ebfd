import { sql } from 'kysely';
import { FIXTURE_JOBS, writeFixtureContent, type FixtureContentDir } from '../test/fixture-content.js';
import { createTestDatabase } from '../test/helpers.js';
import type { DatabaseHandle } from '../db/create-db.js';
import { loadContent } from './loader.js';
import { seed } from './seed.js';

let fixture: FixtureContentDir;
let database: DatabaseHandle;

beforeAll(async () => {
  fixture = writeFixtureContent();
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
  fixture?.remove();
});

describe('seed', () => {
  test('loads everything, is idempotent and never touches user tables', async () => {
    const { db } = database;
    const first = await seed(db, { contentDir: fixture.dir });
    expect(first.problems).toEqual([]);
    expect(first.counts).toMatchObject({
      jobs: FIXTURE_JOBS.length,
      activities: 48,
      personalityTypes: 6,
      personalityPairs: 30,
      funding: 25,
      events: 2,
      whitePapers: 1,
    });

    await db.insertInto('users').values({ email: 'student@example.com' }).execute();

    const second = await seed(db, { contentDir: fixture.dir });
    expect(second.counts).toEqual(first.counts);
    const users = await db.selectFrom('users').select(['email']).execute();
    expect(users).toEqual([{ email: 'student@example.com' }]);
  });

  test('re-seeding updates changed content in place', async () => {
    const { db } = database;
    const nurse = FIXTURE_JOBS.find((j) => j.slug === 'nurse')!;
    fixture.writeJob({ ...nurse, name: 'Registered Nurse', synonyms: ['rn'] });
    await seed(db, { contentDir: fixture.dir });
    const row = await db.selectFrom('jobs').select(['name', 'synonyms']).where('id', '=', nurse.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Registered Nurse', synonyms: ['rn'] });
    fixture.writeJob(nurse);
  });

  test("a job's updated_at moves only when its content changes (the sitemap's lastmod)", async () => {
    const { db } = database;
    const nurse = FIXTURE_JOBS.find((j) => j.slug === 'nurse')!;
    const stamp = () =>
      db.selectFrom('jobs').select('updated_at').where('id', '=', nurse.id).executeTakeFirstOrThrow();
    await seed(db, { contentDir: fixture.dir }); // the database as the files are now
    const past = new Date('2026-01-02T03:04:05Z');
    await db.updateTable('jobs').set({ updated_at: past }).where('id', '=', nurse.id).execute();
    await seed(db, { contentDir: fixture.dir });
    expect(new Date((await stamp()).updated_at).toISOString()).toBe(past.toISOString());
    fixture.writeJob({ ...nurse, summary: { en: 'Nurses care for patients.', ms: 'Jururawat menjaga pesakit.' } });
    await seed(db, { contentDir: fixture.dir });
    expect(new Date((await stamp()).updated_at).getTime()).toBeGreaterThan(past.getTime());
    fixture.writeJob(nurse);
    await seed(db, { contentDir: fixture.dir });
  });

  test('a job whose file is removed is retired (kept, hidden), and comes back with its file', async () => {
    const { db } = database;
    const police = FIXTURE_JOBS.find((j) => j.slug === 'police-officer')!;
    fixture.removeJob('police-officer');
    const report = await seed(db, { contentDir: fixture.dir });
    expect(report.retiredJobs).toBe(1);
    expect(report.counts.jobs).toBe(FIXTURE_JOBS.length - 1);
    const retired = await db.selectFrom('jobs').select(['retired_at', 'slug']).where('id', '=', police.id).executeTakeFirstOrThrow();
    expect(retired.retired_at).not.toBeNull();
    expect(retired.slug).not.toBe('police-officer');

    fixture.writeJob(police);
    const back = await seed(db, { contentDir: fixture.dir });
    expect(back.counts.jobs).toBe(FIXTURE_JOBS.length);
    const restored = await db.selectFrom('jobs').select(['retired_at', 'slug']).where('id', '=', police.id).executeTakeFirstOrThrow();
    expect(restored).toEqual({ retired_at: null, slug: 'police-officer' });
  });

  test('two jobs may swap slugs between seeds', async () => {
    const { db } = database;
    const civil = FIXTURE_JOBS.find((j) => j.slug === 'civil-engineer')!;
    const mech = FIXTURE_JOBS.find((j) => j.slug === 'mechanical-engineer')!;
    const loaded = await loadContent(fixture.dir);
    loaded.content.jobs = loaded.content.jobs.map((j) =>
      j.id === civil.id
        ? { ...j, slug: mech.slug, slug_bm: mech.slug_bm }
        : j.id === mech.id
          ? { ...j, slug: civil.slug, slug_bm: civil.slug_bm }
          : j,
    );
    await seed(db, { loaded });
    const row = await db.selectFrom('jobs').select('slug').where('id', '=', civil.id).executeTakeFirstOrThrow();
    expect(row.slug).toBe('mechanical-engineer');
    await seed(db, { contentDir: fixture.dir });
  });

  test('a broken file is reported and left out; the rest still loads', async () => {
    const { db } = database;
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    writeFileSync(join(fixture.dir, 'jobs', 'half-written.json'), '{"id": 99, "slug": ');
    writeFileSync(join(fixture.dir, 'funding', 'funding.json'), '[{"oops"');
    const report = await seed(db, { contentDir: fixture.dir });
    expect(report.problems.map((p) => p.file)).toEqual(
      expect.arrayContaining(['jobs/half-written.json', 'funding/funding.json']),
    );
    expect(report.counts.jobs).toBe(FIXTURE_JOBS.length);
    // An unreadable list file leaves its table as it was instead of emptying it.
    expect(report.counts.funding).toBe(25);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from jobs where retired_at is null`.execute(db);
    expect(rows[0]!.n).toBe(FIXTURE_JOBS.length);
  });
});

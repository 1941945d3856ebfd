import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seed, type SeedReport } from '../content/seed.js';
import {
  ActivitiesRepository,
  EventsRepository,
  FundingRepository,
  JobCatalogue,
  JobsRepository,
  PersonalityRepository,
  ReferenceRepository,
  WhitePapersRepository,
} from '../repositories/index.js';

export interface Repositories {
  catalogue: JobCatalogue;
  jobs: JobsRepository;
  reference: ReferenceRepository;
  personality: PersonalityRepository;
  funding: FundingRepository;
  events: EventsRepository;
  whitePapers: WhitePapersRepository;
  activities: ActivitiesRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    /** Loads the content files into the database again and rebuilds the in-memory catalogue. */
    reseed(): Promise<SeedReport>;
  }
}

export interface RepositoriesPluginOptions {
  contentDir: string;
  /** Seed the content tables before serving. */
  seedOnStart: boolean;
}

export const repositoriesPlugin = fp<RepositoriesPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const catalogue = new JobCatalogue(app.db);
    const repos: Repositories = {
      catalogue,
      jobs: new JobsRepository(app.db, catalogue),
      reference: new ReferenceRepository(app.db),
      personality: new PersonalityRepository(app.db),
      funding: new FundingRepository(app.db),
      events: new EventsRepository(app.db),
      whitePapers: new WhitePapersRepository(app.db),
      activities: new ActivitiesRepository(app.db),
    };

    const reseed = async () => {
      const report = await seed(app.db, { contentDir: opts.contentDir });
      await catalogue.refresh();
      app.log.info({ counts: report.counts, problems: report.problems.length }, 'content seeded');
      for (const problem of report.problems.slice(0, 20)) {
        app.log.warn({ file: problem.file }, `content left out: ${problem.message}`);
      }
      return report;
    };

    app.decorate('repos', repos);
    app.decorate('reseed', reseed);

    // Now, or once a database that was unreachable at start comes back (plugins/db.ts).
    await app.whenDatabaseReady('content', () => (opts.seedOnStart ? reseed() : catalogue.refresh()));
  },
  { name: 'repositories', dependencies: ['db'] },
);

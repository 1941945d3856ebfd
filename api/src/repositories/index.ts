export { ActivitiesRepository } from './activities.js';
export { EventsRepository } from './events.js';
export { FundingRepository, type FundingPage } from './funding.js';
export { JobCatalogue, type CatalogueJob } from './job-catalogue.js';
export { JobsRepository, type JobDetail } from './jobs.js';
export { PersonalityRepository } from './personality.js';
export { ReferenceRepository } from './reference.js';
export { WhitePapersRepository } from './white-papers.js';

export { buildApp, type ApiApp, type BuildAppOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export { createDatabase, type DatabaseHandle, type DatabaseOptions } from './db/create-db.js';
export { migrateToLatest, MigrationError, MIGRATION_LOCK } from './db/migrate.js';
export type { Database } from './db/types.js';
export { seed, type SeedOptions, type SeedReport } from './content/seed.js';
export { loadContent, type ContentProblem, type LoadedContent } from './content/loader.js';
export { AppError, errorBody } from './plugins/errors.js';
export { errorResponses, ErrorBody, JobListItem, LangSchema } from './schemas/common.js';

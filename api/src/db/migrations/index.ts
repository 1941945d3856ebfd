import type { Migration } from 'kysely/migration';
import { contentMigration } from './001_content.js';
import { usersMigration } from './002_users.js';
import { accountsMigration } from './003_accounts.js';
import { contactMigration } from './004_contact.js';
import { fundingDetailsMigration } from './005_funding_details.js';
import { jobGuideDetailsMigration } from './006_job_guide_details.js';
import { sessionsMigration } from './020_sessions.js';
import { siteReleaseMigration } from './030_site_release.js';
import { analyticsMigration } from './040_analytics.js';
import { teamEventsMigration } from './040_team_events.js';
import { fundingSearchTextMigration } from './052_funding_search_text.js';
import { analyticsDailyMigration } from './053_analytics_daily.js';

/**
 * Every migration, in order. Names are the file names; they sort as Kysely runs them. A new one
 * must sort after every one that has shipped (Kysely refuses a database that ran a later one
 * first): 053_analytics_daily, not 041_, because 052 had already shipped.
 * Add a feature's tables as a new file (003_accounts.ts, …) and list it here — never edit one
 * that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '001_content': contentMigration,
  '002_users': usersMigration,
  '003_accounts': accountsMigration,
  '004_contact': contactMigration,
  '005_funding_details': fundingDetailsMigration,
  '006_job_guide_details': jobGuideDetailsMigration,
  '020_sessions': sessionsMigration,
  '030_site_release': siteReleaseMigration,
  '040_analytics': analyticsMigration,
  '040_team_events': teamEventsMigration,
  '052_funding_search_text': fundingSearchTextMigration,
  '053_analytics_daily': analyticsDailyMigration,
};

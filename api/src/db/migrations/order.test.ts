import { migrations } from './index.js';

/**
 * Migrations that have run on someone's database (they landed on main). Kysely refuses a database
 * whose executed migrations are not a prefix of the sorted list, so a new one must sort after all
 * of these (a 041_ added after 052_ had shipped would stop every existing site from starting).
 * Add a migration's name here once it has landed.
 */
const SHIPPED = [
  '001_content',
  '002_users',
  '003_accounts',
  '004_contact',
  '005_funding_details',
  '006_job_guide_details',
  '020_sessions',
  '030_site_release',
  '040_analytics',
  '040_team_events',
  '052_funding_search_text',
];

test('the migrations are listed in the order Kysely runs them (by name)', () => {
  const names = Object.keys(migrations);
  expect(names).toEqual([...names].sort());
});

test('every shipped migration is still there, and every new one sorts after all of them', () => {
  const names = Object.keys(migrations);
  expect(names.slice(0, SHIPPED.length)).toEqual(SHIPPED);
  const last = SHIPPED[SHIPPED.length - 1]!;
  for (const name of names.filter((n) => !SHIPPED.includes(n))) expect(name > last).toBe(true);
});

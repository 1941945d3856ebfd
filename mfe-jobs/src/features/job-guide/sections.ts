import type { Locale } from 'api/contract';

/** The job guide's sub-pages (route `jobs.section`), in tab order; "coming-soon" has no tab. */
export type Section = 'job-knowledge' | 'education-pathway' | 'salary-and-progression' | 'experts-say' | 'coming-soon';
export const SECTIONS: readonly Section[] = [
  'job-knowledge',
  'education-pathway',
  'salary-and-progression',
  'experts-say',
];

/** The page language's half of a bilingual value. */
export function pick<T>(value: { en: T; ms: T } | null | undefined, locale: Locale): T | null {
  return value ? value[locale] : null;
}

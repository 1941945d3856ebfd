import { computedDataStatus } from './completeness.js';
import type { LoadedContent } from './loader.js';

/**
 * Catalogue coverage (issue 14 item 5, decision 200). The content review (November 2026, §5.1)
 * found whole groups of SPM-leaver careers missing. These rules keep them from going missing
 * again: the catalogue has at least MIN_JOB_COUNT jobs, and every job a coverage group names
 * exists with a summary and job knowledge written in both languages. A group is a list of
 * slugs, so a renamed or removed job fails here by name; add a group (or slugs to one) in the
 * same change that adds its guides, and raise MIN_JOB_COUNT with it.
 */

/** 128 jobs before issue 14 item 5; +16 in each half (ids 6001–6016, decision 200; 6017–6032, decision 210). */
export const MIN_JOB_COUNT = 160;

export interface CoverageGroup {
  /** The gap of the content review this group closes. */
  why: string;
  slugs: readonly string[];
}

export const COVERAGE_GROUPS: Readonly<Record<string, CoverageGroup>> = {
  'gig-and-own-account': {
    why: 'gig and platform work, self-employment (content review §5.1)',
    slugs: ['e-hailing-driver', 'delivery-rider', 'online-seller', 'content-creator', 'small-business-owner'],
  },
  'spm-civil-service': {
    why: 'SPM-entry public-service posts and how to apply through SPA, SPP and the state commissions',
    slugs: [
      'administrative-assistant',
      'community-nurse',
      'public-health-assistant',
      'dental-surgery-assistant',
      'security-assistant',
      'marine-assistant',
    ],
  },
  'enlisted-uniformed': {
    why: 'enlisted armed forces and other uniformed services beyond the army officer',
    slugs: ['army-soldier', 'navy-sailor', 'air-force-airman', 'maritime-enforcement-officer', 'civil-defence-officer'],
  },
  'kkm-allied-health': {
    why: 'Ministry of Health allied-health diplomas (decision 210)',
    slugs: ['pharmacy-assistant', 'dental-therapist', 'assistant-environmental-health-officer'],
  },
  'tvet-trades': {
    why: 'common TVET trades, with the SLDN apprenticeship route where a source names it',
    slugs: [
      'motorcycle-mechanic',
      'elderly-caregiver',
      'childminder',
      'tiler-bricklayer',
      'ev-technician',
      'semiconductor-technician',
    ],
  },
  religious: {
    why: 'religious careers: religious teacher, halal executive, Islamic finance',
    slugs: ['islamic-education-teacher', 'halal-executive', 'islamic-banking-officer'],
  },
  'sports-and-fitness': {
    why: 'sports careers: coach, athlete, PE teacher, fitness trainer',
    slugs: ['sports-coach', 'athlete', 'pe-teacher', 'fitness-trainer'],
  },
};

/** The job count and every coverage group's jobs, written (at least partially) in both languages. */
export function coverageProblems(
  loaded: LoadedContent,
  minJobs: number = MIN_JOB_COUNT,
  groups: Readonly<Record<string, CoverageGroup>> = COVERAGE_GROUPS,
): string[] {
  const problems: string[] = [];
  const jobs = loaded.content.jobs;
  if (jobs.length < minJobs) problems.push(`the catalogue has ${jobs.length} jobs, needs at least ${minJobs}`);
  const bySlug = new Map(jobs.map((job) => [job.slug, job]));
  for (const [group, { slugs }] of Object.entries(groups)) {
    for (const slug of slugs) {
      const job = bySlug.get(slug);
      if (!job) {
        problems.push(`coverage group ${group}: job "${slug}" is missing`);
        continue;
      }
      for (const lang of ['en', 'ms'] as const) {
        if (computedDataStatus(job, lang) === 'coming_soon') {
          problems.push(`coverage group ${group}: job "${slug}" has no summary and job knowledge in ${lang}`);
        }
      }
    }
  }
  return problems;
}

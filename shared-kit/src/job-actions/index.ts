/**
 * `shared-kit/job-actions`: Save, Compare and the read mark for a job, for any app that lists
 * jobs or shows one (the job guide, the directory, the quiz results, the profile). Not a Module
 * Federation singleton: each app bundles what it uses (tree-shaken, like `shared-kit/router`);
 * the state they share lives in cookies and storage announced on the bus, and in the page's one
 * QueryClient. They use no jotai, so a page without it keeps it off its first render; load them
 * lazily where the page's heading does not need them (decision 130).
 */
export {
  JobActions,
  SaveJobButton,
  CompareToggle,
  ReadMark,
  CompareTrayBar,
  useSavedIds,
  VISITOR_COMPARE_LIMIT,
} from './job-actions';
export type { JobRef } from './job-actions';
export { useGuideRead, useReadIds, recordGuideRead, resetGuideReads } from './reading';
export { jobActionMessages } from './messages';
// Re-exported for the apps that import them from here; they live in shared-kit's main entry.
export { useCookieValue, useLocalValue, useSignedIn } from 'shared-kit';
export {
  getSavedJobs,
  savedJobsQuery,
  setJobSaved,
  savedChanged,
  readJobIdsQuery,
  localReadIds,
  getUserJobData,
  type SavedJob,
} from './api';
export { COMPARE_LIMIT, compareAdd, type CompareAddResult } from './compare-rule';

/**
 * The user-data routes: the signed-in user's progress under {base}{version} (progress.ts), and
 * the spec's own server route userData/user-job-data under {base} (user-job-data.ts).
 */
export { userDataRoutes } from './progress.js';
export { userJobDataRoutes } from './user-job-data.js';

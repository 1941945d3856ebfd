/**
 * The shell's code that starts after the first view: journey, UTM, visit and screen tracking with
 * the analytics provider (tracking/), and build-update detection (updates/build-check). One lazy
 * chunk, unnamed: each lazy chunk costs an entry in the webpack runtime's chunk table, which is
 * in every page's first render (decision 381).
 */
export { startTracking } from './tracking/journey';
export { startBuildCheck } from './updates/build-check';

/**
 * The shell's code that starts after the first view: journey, UTM, visit and screen tracking with
 * the analytics provider (tracking/), build-update detection (updates/build-check) and the service
 * worker's registration (updates/service-worker, decision 361). One lazy
 * chunk, unnamed: each lazy chunk costs an entry in the webpack runtime's chunk table, which is
 * in every page's first render (decision 381).
 */
export { startTracking } from './tracking/journey';
export { startBuildCheck } from './updates/build-check';
export { refreshServiceWorker, registerServiceWorker } from './updates/service-worker';

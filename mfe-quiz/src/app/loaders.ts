/**
 * The quiz's lazy pages, loaded from here only. The offline prefetch (./offline-quiz) calls these
 * same functions: an `import()` written in a later chunk would fetch only the files that chunk's
 * parents lack, and the app's own `import()` could then need one more file when the student is
 * offline (decision 345). These call sites sit in the app's chunk, which every quiz page has.
 */
// The start page comes with its offline prefetch (./start-route).
export const loadStartPage = () => import('./start-route');
// The result needs no router (its filters are local state): its heading renders first (decision 085).
export const loadResultRoute = () => import('../features/career-quiz-result/result-route');
// The result's body is imported by the result route itself (after its heading), so the offline
// prefetch goes through the route's own import: an import of it from here was a second chunk group
// with a stylesheet of its own, and the page's import, offline, asked for one it never had.
export const loadResultBody = () => loadResultRoute().then((route) => route.loadResultBody());
export const loadDataEntry = () => import('../features/career-quiz-run/data-entry-page');

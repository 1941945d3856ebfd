// Runs this remote alone for its team (`pnpm --filter mfe-content dev`), without the shell. The dynamic
// import is the async boundary Module Federation needs.
import 'shared-kit/styles.css';
void import('shared-kit').then(({ mountStandalone }) =>
  mountStandalone('mfe-content', () => import('./app/lifecycles')),
);

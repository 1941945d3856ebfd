// Runs this remote alone for its team (`pnpm --filter mfe-account dev`), without the shell. The dynamic
// import is the async boundary Module Federation needs.
import 'shared-kit/styles.css';
void import('shared-kit').then(({ mountStandalone }) =>
  mountStandalone('mfe-account', () => import('./app/lifecycles')),
);

// Runs this remote alone for its team (`pnpm --filter mfe-quiz dev`), without the shell. The dynamic
// import is the async boundary Module Federation needs.
import 'shared-kit/styles.css';
void import('shared-kit').then(({ mountStandalone }) => mountStandalone('mfe-quiz', () => import('./app/lifecycles')));

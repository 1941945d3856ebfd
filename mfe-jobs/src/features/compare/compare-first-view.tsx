import CompareBody from './compare-page';
import { CompareFrame } from './compare-heading';

/**
 * The comparison's first view (decision 358): the heading and the comparison itself, rendered by
 * the server from the jobs its address names (`firstDataEach`), so the table paints before any
 * script. Server-only (first views stay out of the browser build, decision 352): the app's page is
 * ./compare-heading.tsx, which shows this same table when its chunk and answers are in.
 */
export function CompareFirstView() {
  return (
    <CompareFrame>
      <CompareBody />
    </CompareFrame>
  );
}

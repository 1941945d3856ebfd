import type { JobDetail, Locale } from 'api/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasDetails, type DetailsPart } from './details/has-details';

// The details and their messages load after the guide's first paint, so its first render stays
// as it was (decision 150, 220); a part with nothing to show loads nothing.
const GuideDetails = lazy(() => import(/* webpackChunkName: "guide-details" */ './details/guide-details'));

/** One part of the guide's details (decision 220), or nothing when the job has none for it. */
export function DetailsSlot({ job, part, locale }: { job: JobDetail; part: DetailsPart; locale: Locale }) {
  const [ready, setReady] = useState(false);
  const wanted = hasDetails(job, part, locale);
  useEffect(() => {
    if (!wanted) return;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [wanted]);
  if (!wanted || !ready) return null;
  return (
    <Suspense fallback={null}>
      <GuideDetails job={job} part={part} locale={locale} />
    </Suspense>
  );
}

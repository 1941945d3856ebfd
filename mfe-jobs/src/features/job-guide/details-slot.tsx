import type { JobDetail, Locale } from 'api/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { DetailsPart } from './details/has-details';

// The details, their messages and the check whether a part has any load one frame after the
// guide's first paint, so its first render stays as it was (decision 150, 220).
const GuideDetails = lazy(() => import(/* webpackChunkName: "guide-details" */ './details/guide-details'));

/** One part of the guide's details (decision 220); it renders nothing when the job has none. */
export function DetailsSlot({ job, part, locale }: { job: JobDetail; part: DetailsPart; locale: Locale }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <GuideDetails job={job} part={part} locale={locale} />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import type { JobDetail } from 'api/contract';

// Save, Compare and the read check (shared-kit/job-actions) load after the guide's first paint,
// so its first render stays as it was (decision 009, 130); the placeholder keeps their height.
const Loaded = lazy(() => import('./guide-actions-loaded'));

/** The guide's header actions: "you have read this before", Save, Compare, the compare tray. */
export function GuideActions({ job, countsAsRead }: { readonly job: JobDetail; readonly countsAsRead: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const placeholder = <div className="jobs-guide__actions-placeholder" />;
  return (
    <div className="jobs-guide__actions">
      {ready ? (
        <Suspense fallback={placeholder}>
          <Loaded job={job} countsAsRead={countsAsRead} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

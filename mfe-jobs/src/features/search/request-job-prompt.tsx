import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRequestJob } from './api/request-job';
import { searchMessages as m } from './search-messages';

/** How long the request confirmation shows (spec §9). */
export const REQUEST_CONFIRMATION_MS = 2000;

/**
 * "Can't find it? Ask us to add this job": sends the term as a job request and confirms for two
 * seconds. A failed request simply stops loading (spec §8). A new term starts over (`key`).
 */
export function RequestJobPrompt({ term }: { term: string }) {
  const intl = useIntl();
  const request = useRequestJob();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setConfirming(false), REQUEST_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirming]);

  if (confirming) {
    return <p className="ck-notice ck-notice--success jobs-search__sent">{intl.formatMessage(m.requestSent)}</p>;
  }
  const sending = request.isPending;
  return (
    <>
      <p>{intl.formatMessage(m.requestPrompt)}</p>
      <button
        type="button"
        className="ck-button ck-button--secondary"
        disabled={sending}
        aria-busy={sending || undefined}
        onClick={() => request.mutate(term, { onSuccess: () => setConfirming(true) })}
      >
        {intl.formatMessage(m.requestButton, { term })}
      </button>
    </>
  );
}

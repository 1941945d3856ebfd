import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { emit, type MessagingOrigin } from 'shared-kit';
import { useRequestJob } from './api/request-job';
import { searchMessages as m } from './search-messages';

/** How long the request confirmation shows before the messaging modal opens (spec §4, §9). */
export const REQUEST_CONFIRMATION_MS = 2000;

/**
 * "Can't find it? Ask us to add this job": sends the term as a job request, confirms it with a
 * 2-second animation, then asks the shell for the messaging-app modal about that job (spec §4),
 * with `origin` Drawer in the drawer, Others elsewhere. A failed request simply stops loading
 * (spec §8). The confirmation stays afterwards, so the job is not asked for twice and focus has
 * somewhere to come back to when the modal closes. A new term starts over (`key`).
 */
export function RequestJobPrompt({ term, origin = 'Others' }: { term: string; origin?: MessagingOrigin }) {
  const intl = useIntl();
  const request = useRequestJob();
  const [phase, setPhase] = useState<'ask' | 'confirming' | 'done'>('ask');
  const note = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (phase !== 'confirming') return;
    // The button that had focus is gone: keep focus in the panel, on the confirmation.
    note.current?.focus();
    const timer = setTimeout(() => {
      setPhase('done');
      emit('messaging:open', { origin, title: term });
    }, REQUEST_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [phase, origin, term]);

  if (phase !== 'ask') {
    return (
      <p
        ref={note}
        tabIndex={-1}
        className={[
          'ck-notice ck-notice--success jobs-search__sent',
          phase === 'confirming' ? 'jobs-search__sent--live' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <span className="jobs-search__tick" aria-hidden="true">
          ✓
        </span>{' '}
        {intl.formatMessage(m.requestSent)}
      </p>
    );
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
        onClick={() => request.mutate(term, { onSuccess: () => setPhase('confirming') })}
      >
        {intl.formatMessage(m.requestButton, { term })}
      </button>
    </>
  );
}

import { useIntl } from 'react-intl';
import { Button, emit, RouteLink, useSignedIn } from 'shared-kit';
import { compareMessages as m } from './compare-messages';

/**
 * What the comparison says with no job in it (no `?jobs=` and an empty tray): what to do, and, to a
 * visitor, what an account adds. It needs neither the data layer nor the HTTP client, so the heading
 * renders it at once — and so does the server's first paint (decision 348).
 */
export function CompareEmpty() {
  const intl = useIntl();
  return (
    <>
      <section className="jobs-compare__empty" aria-labelledby="jobs-compare-empty">
        <h2 id="jobs-compare-empty">{intl.formatMessage(m.emptyTitle)}</h2>
        <p>{intl.formatMessage(m.emptyBody)}</p>
        <RouteLink to="directory" className="ck-button ck-button--primary">
          {intl.formatMessage(m.toDirectory)}
        </RouteLink>
      </section>
      <VisitorNote />
    </>
  );
}

/** Visitors may compare (decision 131); the page says what an account adds and opens the sign-up. */
export function VisitorNote() {
  const intl = useIntl();
  if (useSignedIn()) return null;
  return (
    <section className="jobs-compare__visitor" aria-labelledby="jobs-compare-visitor">
      <h2 id="jobs-compare-visitor">{intl.formatMessage(m.visitorTitle)}</h2>
      <p>{intl.formatMessage(m.visitorBody)}</p>
      <Button variant="secondary" onClick={() => emit('account:open-signup', { context: 'compareJobs' })}>
        {intl.formatMessage(m.signUp)}
      </Button>
    </section>
  );
}

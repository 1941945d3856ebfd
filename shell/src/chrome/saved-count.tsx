import { useIntl } from 'react-intl';
import { RouteLink, useCookieValue, useSignedIn } from 'shared-kit';
import { BookmarkIcon } from './icons';
import { shellMessages as m } from './shell-messages';

/**
 * The saved jobs in the header (spec §3 savedBookmarksCount): a link to the profile's saved jobs
 * with the count, for a signed-in user. The count is a cookie every save and unsave writes and
 * announces on the bus, so it follows other apps and other tabs (decision 130). Nothing for a visitor.
 */
export function SavedCount() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const count = useCookieValue('savedBookmarksCount');
  if (!signedIn) return null;
  return (
    <RouteLink to="profile" hash="saved-jobs" className="ck-icon-button shell-saved">
      <BookmarkIcon />
      {/* The visible count is part of the link's name ("My saved jobs: 2", WCAG 2.5.3). */}
      <span className="ck-visually-hidden">{intl.formatMessage(m.savedJobs)} </span>
      <span className="shell-saved__count">{count}</span>
    </RouteLink>
  );
}

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { kitMessages } from './kit-messages';

/**
 * Sets the tab's title to "{page} · {site name}" (the site name from the kit's catalogue), once
 * `page` is known; nothing while it is null (e.g. while the page's data loads).
 */
export function usePageTitle(page: string | null | undefined): void {
  const intl = useIntl();
  const title = page ? intl.formatMessage(kitMessages.pageTitle, { page }) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

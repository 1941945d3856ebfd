import { useIntl } from 'react-intl';
import { Button, ErrorPage, RouteLink } from 'shared-kit';
import { shellMessages as m } from './shell-messages';

/** 404: "Page not found: {full path}" with Ola and a way home. */
export function NotFoundPage({ path }: { readonly path: string }) {
  const intl = useIntl();
  return (
    <ErrorPage
      code={404}
      title={intl.formatMessage(m.notFoundTitle)}
      message={intl.formatMessage(m.notFoundMessage, { path })}
      action={
        <RouteLink to="home" className="ck-button ck-button--primary">
          {intl.formatMessage(m.backHome)}
        </RouteLink>
      }
    />
  );
}

/** 504: the high-traffic notice (spec §2); "Cuba lagi" reloads the page. */
export function ServerBusyPage() {
  const intl = useIntl();
  return (
    <ErrorPage
      code={504}
      mood="tired"
      title={intl.formatMessage(m.busyTitle)}
      message={intl.formatMessage(m.busyMessage)}
      action={<Button onClick={() => window.location.reload()}>{intl.formatMessage(m.busyRetry)}</Button>}
    />
  );
}

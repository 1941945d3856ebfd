import { useIntl } from 'react-intl';
import { kitMessages } from '../i18n/kit-messages';
import { RouteLink } from './link';
import { Ola } from './ola';

/** For a route whose screen is not ready yet: says so plainly (and nothing more) and offers a way home or to the job guides. */
export function ComingSoonPage() {
  const intl = useIntl();
  return (
    <section className="ck-error-page">
      <Ola mood="happy" size={120} />
      <h1 className="ck-error-page__title">{intl.formatMessage(kitMessages.comingSoonTitle)}</h1>
      <p className="ck-error-page__message">{intl.formatMessage(kitMessages.comingSoonBody)}</p>
      <div className="ck-error-page__actions">
        <RouteLink to="home" className="ck-button ck-button--primary">
          {intl.formatMessage(kitMessages.backHome)}
        </RouteLink>
        <RouteLink to="directory" className="ck-button ck-button--secondary">
          {intl.formatMessage(kitMessages.comingSoonJobs)}
        </RouteLink>
      </div>
    </section>
  );
}

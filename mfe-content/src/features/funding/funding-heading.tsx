import { useIntl } from 'react-intl';
import { usePageTitle } from 'shared-kit';
import { fundingMessages as m } from './funding-messages';
import './funding-page.css';

/**
 * The funding search's first view: its heading and lead, rendered without the router, the data
 * layer or the list, so the page's first render stays within the budget (decisions 009, 051, 100).
 * The routed search (`FundingPage`) follows right after the first paint.
 */
export function FundingHeading() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  return (
    <div className="funding funding--heading">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="funding__lead">{intl.formatMessage(m.lead)}</p>
    </div>
  );
}

export default FundingHeading;

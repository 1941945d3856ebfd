import type { JobDetail, Locale } from 'api/contract';
import { useIntl } from 'react-intl';
import { ComingSoon } from '../coming-soon';
import { DetailsSlot } from '../details-slot';
import { guideMessages as m } from '../guide-messages';
import { pick } from '../sections';
import { ItemList } from './item-list';

/** Job knowledge: the day to day, what to know, skills, where the work happens, then hours and tools. */
export function KnowledgeSection({ job, locale }: { job: JobDetail; locale: Locale }) {
  const intl = useIntl();
  const k = pick(job.knowledge, locale);
  if (!k)
    return (
      <>
        <ComingSoon level={3} />
        <DetailsSlot job={job} part="knowledge" locale={locale} />
      </>
    );
  return (
    <>
      <ItemList title={intl.formatMessage(m.dayToDay)} items={k.day_to_day} />
      <ItemList title={intl.formatMessage(m.knowledge)} items={k.knowledge} />
      <ItemList title={intl.formatMessage(m.skills)} items={k.skills} />
      {k.work_environment ? (
        <>
          <h3>{intl.formatMessage(m.environment)}</h3>
          <p>{k.work_environment}</p>
        </>
      ) : null}
      <DetailsSlot job={job} part="knowledge" locale={locale} />
    </>
  );
}

import type { JobDetail, Locale } from 'api/contract';
import { useIntl } from 'react-intl';
import { ComingSoon } from '../coming-soon';
import { DetailsSlot } from '../details-slot';
import { guideMessages as m } from '../guide-messages';

/**
 * Education pathway: the SPM subjects that help, the routes after SPM, certification; then the
 * minimum results per route, requirements and professional bodies (decision 220).
 */
export function PathwaySection({ job, locale }: { job: JobDetail; locale: Locale }) {
  const intl = useIntl();
  const p = job.pathway;
  if (!p || p.routes.length === 0)
    return (
      <>
        <ComingSoon level={3} />
        <DetailsSlot job={job} part="pathway" locale={locale} />
      </>
    );
  const subjects = job.subjects.filter((s) => p.entry_subjects.includes(s.code));
  return (
    <>
      {subjects.length ? (
        <>
          <h3>{intl.formatMessage(m.entrySubjects)}</h3>
          <ul className="jobs-guide__chips">
            {subjects.map((s) => (
              <li key={s.code}>{locale === 'ms' ? s.name_bm : s.name}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>{intl.formatMessage(m.routes)}</h3>
      <ol className="jobs-guide__routes">
        {p.routes.map((r, i) => (
          <li key={`${r.type}-${i}`}>
            <strong>{intl.formatMessage(m.routeType, { type: r.type })}</strong>
            {r.duration?.[locale] ? <span> · {r.duration[locale]}</span> : null}
            <p>{r.description[locale]}</p>
          </li>
        ))}
      </ol>
      {p.certification?.[locale] ? (
        <>
          <h3>{intl.formatMessage(m.certification)}</h3>
          <p>{p.certification[locale]}</p>
        </>
      ) : null}
      <DetailsSlot job={job} part="pathway" locale={locale} />
    </>
  );
}

import type { JobDetail, Locale } from 'api/contract';
import { useIntl } from 'react-intl';
import { ComingSoon } from '../coming-soon';
import { guideMessages as m } from '../guide-messages';
import { pick } from '../sections';

const LEVELS = ['entry', 'mid', 'senior'] as const;

/** Salary and progression: indicative monthly pay with its source, and the career ladder. */
export function SalarySection({ job, locale }: { job: JobDetail; locale: Locale }) {
  const intl = useIntl();
  const rm = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'MYR', maximumFractionDigits: 0 });
  const ladder = pick(job.progression, locale);
  const s = job.salary;
  if (!s && !ladder?.length) return <ComingSoon level={3} />;
  const source = s ? intl.formatMessage(m.source, { source: s.source.name, year: s.source.year }) : '';
  return (
    <>
      {s ? (
        <>
          <h3>{intl.formatMessage(m.salaryTitle)}</h3>
          <table className="jobs-guide__salary">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.level)}</th>
                <th scope="col">{intl.formatMessage(m.pay)}</th>
              </tr>
            </thead>
            <tbody>
              {LEVELS.map((level) => {
                const band = s[level];
                return band ? (
                  <tr key={level}>
                    <th scope="row">{intl.formatMessage(m[level])}</th>
                    <td>{intl.formatMessage(m.range, { min: rm(band.min), max: rm(band.max) })}</td>
                  </tr>
                ) : null;
              })}
            </tbody>
          </table>
          {s.note[locale] ? <p>{s.note[locale]}</p> : null}
          <p className="jobs-guide__source">
            {s.source.url ? (
              <a href={s.source.url} rel="noopener" target="_blank">
                {source}
              </a>
            ) : (
              source
            )}
          </p>
        </>
      ) : (
        <ComingSoon level={3} />
      )}
      {ladder?.length ? (
        <>
          <h3>{intl.formatMessage(m.progression)}</h3>
          <ol>
            {ladder.map((rung) => (
              <li key={rung}>{rung}</li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}

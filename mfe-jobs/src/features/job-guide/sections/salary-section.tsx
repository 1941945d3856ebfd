import type { JobDetail, Locale } from 'api/contract';
import { useIntl } from 'react-intl';
import { ComingSoon } from '../coming-soon';
import { guideMessages as m } from '../guide-messages';
import { pick } from '../sections';

const LEVELS = ['entry', 'mid', 'senior', 'all_levels'] as const;
type Band = NonNullable<NonNullable<JobDetail['salary']>['entry']>;

/**
 * Salary and progression: each pay figure says what it is (decision 190) — a public-service
 * appointment pay, a grade's range, a starting-pay guide's estimate or the median of the job's
 * whole occupation group — with its own source, year and link; then the career ladder.
 */
export function SalarySection({ job, locale }: { job: JobDetail; locale: Locale }) {
  const intl = useIntl();
  const rm = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'MYR', maximumFractionDigits: 0 });
  const ladder = pick(job.progression, locale);
  const s = job.salary;
  if (!s && !ladder?.length) return <ComingSoon level={3} />;
  const group = job.masco_2020?.[0] ?? 'none';
  const what = (band: Band) =>
    band.basis === 'occupation_group_median'
      ? intl.formatMessage(m.groupMedian, {
          group: intl.formatMessage(m.mascoGroup, { group }),
          year: band.source.year,
        })
      : intl.formatMessage(m.basis, { basis: band.basis });
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
                    <td>
                      <span className="jobs-guide__pay">
                        {band.min === band.max
                          ? rm(band.min)
                          : intl.formatMessage(m.range, { min: rm(band.min), max: rm(band.max) })}
                      </span>
                      <span className="jobs-guide__pay-basis">{what(band)}</span>
                      <a className="jobs-guide__source" href={band.source.url} rel="noopener" target="_blank">
                        {intl.formatMessage(m.source, { source: band.source.name, year: band.source.year })}
                      </a>
                    </td>
                  </tr>
                ) : null;
              })}
            </tbody>
          </table>
          {s.note[locale] ? <p>{s.note[locale]}</p> : null}
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

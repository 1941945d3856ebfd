import type { JobDetail, Locale } from 'api/contract';
import { useIntl } from 'react-intl';
import { ComingSoon } from '../coming-soon';
import { guideMessages as m } from '../guide-messages';
import { pick } from '../sections';

const LEVELS = ['entry', 'mid', 'senior'] as const;

/**
 * Salary and progression. The table holds only the job's own pay (decision 285), each figure saying
 * what it is (decision 190) — a public-service appointment pay, a grade's range or a starting-pay
 * guide's figure — with its own source, year and link; without one it says so. The median of the
 * job's whole MASCO major group is context only, in its own block below, never in the table; then
 * the note and the career ladder.
 */
export function SalarySection({ job, locale }: { job: JobDetail; locale: Locale }) {
  const intl = useIntl();
  const rm = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'MYR', maximumFractionDigits: 0 });
  const ladder = pick(job.progression, locale);
  const s = job.salary;
  if (!s && !ladder?.length) return <ComingSoon level={3} />;
  const group = job.masco_2020?.[0] ?? 'none';
  const own = s ? LEVELS.filter((level) => s[level]) : [];
  const context = s?.group_median;
  return (
    <>
      {s ? (
        <>
          <h3>{intl.formatMessage(m.salaryTitle)}</h3>
          {own.length ? (
            <table className="jobs-guide__salary">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.level)}</th>
                  <th scope="col">{intl.formatMessage(m.pay)}</th>
                </tr>
              </thead>
              <tbody>
                {own.map((level) => {
                  const band = s[level]!;
                  return (
                    <tr key={level}>
                      <th scope="row">{intl.formatMessage(m[level])}</th>
                      <td>
                        <span className="jobs-guide__pay">
                          {band.min === band.max
                            ? rm(band.min)
                            : intl.formatMessage(m.range, { min: rm(band.min), max: rm(band.max) })}
                        </span>
                        <span className="jobs-guide__pay-basis">
                          {intl.formatMessage(m.basis, { basis: band.basis })}
                        </span>
                        <a className="jobs-guide__source" href={band.source.url} rel="noopener" target="_blank">
                          {intl.formatMessage(m.source, { source: band.source.name, year: band.source.year })}
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p className="jobs-guide__no-pay">{intl.formatMessage(m.noJobPay)}</p>
          )}
          {context ? (
            <aside className="jobs-guide__pay-context" aria-labelledby={`pay-context-${job.slug}`}>
              <h4 id={`pay-context-${job.slug}`}>{intl.formatMessage(m.groupContextTitle)}</h4>
              <p>
                {intl.formatMessage(m.groupMedian, {
                  group: intl.formatMessage(m.mascoGroup, { group }),
                  amount: rm(context.median),
                  year: context.source.year,
                })}
              </p>
              <a className="jobs-guide__source" href={context.source.url} rel="noopener" target="_blank">
                {intl.formatMessage(m.source, { source: context.source.name, year: context.source.year })}
              </a>
            </aside>
          ) : null}
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

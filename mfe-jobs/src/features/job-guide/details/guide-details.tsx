import type { JobDetail, Locale } from 'api/contract';
import { useIntl } from 'react-intl';
import { alsoCalled, hasDetails, type DetailsPart } from './has-details';
import { detailsMessages as m } from './details-messages';
import './guide-details.css';

type Source = { name: string; year: number | null; url: string };

interface PartProps {
  readonly job: JobDetail;
  readonly part: DetailsPart;
  readonly locale: Locale;
}

/**
 * One part of a guide's details (decision 220), in the page's language: on the overview the job's
 * other titles and its critical-occupation listing; under job knowledge the hours and tools; under
 * the education pathway the minimum results per route, requirements and professional bodies.
 * Every fact shows its source. Rendered with its section, so nothing below it moves when it appears.
 */
export default function GuideDetails(props: PartProps) {
  if (!hasDetails(props.job, props.part, props.locale)) return null;
  return <Part {...props} />;
}

function Part({ job, part, locale }: PartProps) {
  switch (part) {
    case 'overview':
      return (
        <>
          <AlsoCalled job={job} locale={locale} />
          <DemandNote job={job} />
        </>
      );
    case 'knowledge':
      return (
        <>
          <WorkPatternBlock job={job} locale={locale} />
          <ToolsBlock job={job} locale={locale} />
        </>
      );
    case 'pathway':
      return (
        <>
          <MinEntryBlock job={job} locale={locale} />
          <RequirementsBlock job={job} locale={locale} />
          <BodiesBlock job={job} locale={locale} />
        </>
      );
  }
}

/** "Source: name (year)", a link to the page the fact was read on. */
function SourceNote({ source }: { readonly source: Source }) {
  const intl = useIntl();
  const text =
    source.year === null
      ? intl.formatMessage(m.sourceUndated, { source: source.name })
      : intl.formatMessage(m.source, { source: source.name, year: source.year });
  return (
    <p className="jobs-guide__source">
      <ExternalLink href={source.url}>{text}</ExternalLink>
    </p>
  );
}

function ExternalLink({ href, children }: { readonly href: string; readonly children: string }) {
  const intl = useIntl();
  return (
    <a href={href} rel="noopener" target="_blank">
      {children}
      <span className="ck-visually-hidden"> {intl.formatMessage(m.opensInNewTab)}</span>
    </a>
  );
}

function AlsoCalled({ job, locale }: Omit<PartProps, 'part'>) {
  const intl = useIntl();
  const names = alsoCalled(job, locale);
  if (!names.length) return null;
  return (
    <p className="jobs-details__aka">
      <strong>{intl.formatMessage(m.alsoCalled)}:</strong> {names.join(', ')}
    </p>
  );
}

function DemandNote({ job }: { readonly job: JobDetail }) {
  const intl = useIntl();
  const d = job.demand;
  if (!d) return null;
  return (
    <section className="jobs-details__demand" aria-labelledby="jobs-details-demand">
      <h2 id="jobs-details-demand">{intl.formatMessage(m.demandTitle)}</h2>
      <p>{intl.formatMessage(m.demandBody, { listedAs: d.listed_as, list: d.list, edition: d.edition })}</p>
      <SourceNote source={d.source} />
    </section>
  );
}

function WorkPatternBlock({ job, locale }: Omit<PartProps, 'part'>) {
  const intl = useIntl();
  const w = job.work_pattern;
  if (!w || (!w.hours && !w.pattern.length)) return null;
  return (
    <>
      <h3>{intl.formatMessage(m.workTitle)}</h3>
      {w.hours ? <p>{w.hours[locale]}</p> : null}
      {w.pattern.length ? (
        <ul className="jobs-guide__chips">
          {w.pattern.map((p) => (
            <li key={p}>{intl.formatMessage(m.pattern, { pattern: p })}</li>
          ))}
        </ul>
      ) : null}
      <SourceNote source={w.source} />
    </>
  );
}

function ToolsBlock({ job, locale }: Omit<PartProps, 'part'>) {
  const intl = useIntl();
  const t = job.tools;
  if (!t?.[locale].length) return null;
  return (
    <>
      <h3>{intl.formatMessage(m.toolsTitle)}</h3>
      <ul className="jobs-guide__chips">
        {t[locale].map((tool) => (
          <li key={tool}>{tool}</li>
        ))}
      </ul>
      <SourceNote source={t.source} />
    </>
  );
}

function MinEntryBlock({ job, locale }: Omit<PartProps, 'part'>) {
  const intl = useIntl();
  const routes = (job.pathway?.routes ?? []).flatMap((r) => (r.min_entry ? [{ type: r.type, ...r.min_entry }] : []));
  return (
    <SourcedList
      title={intl.formatMessage(m.minEntryTitle)}
      locale={locale}
      items={routes.map((r, i) => ({
        key: `${r.type}-${i}`,
        term: intl.formatMessage(m.routeType, { type: r.type }),
        text: r.text,
        source: r.source,
      }))}
    />
  );
}

function RequirementsBlock({ job, locale }: Omit<PartProps, 'part'>) {
  const intl = useIntl();
  return (
    <SourcedList
      title={intl.formatMessage(m.requirementsTitle)}
      locale={locale}
      items={(job.requirements ?? []).map((r, i) => ({
        key: `${r.kind}-${i}`,
        term: intl.formatMessage(m.kind, { kind: r.kind }),
        text: r.text,
        source: r.source,
      }))}
    />
  );
}

/** A titled list of facts (a term, its text in the page's language, its source); nothing when empty. */
function SourcedList({
  title,
  locale,
  items,
}: {
  title: string;
  locale: Locale;
  items: { key: string; term: string; text: Record<Locale, string>; source: Source }[];
}) {
  if (!items.length) return null;
  return (
    <>
      <h3>{title}</h3>
      <dl className="jobs-details__list">
        {items.map((item) => (
          <div key={item.key}>
            <dt>{item.term}</dt>
            <dd>
              <p>{item.text[locale]}</p>
              <SourceNote source={item.source} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function BodiesBlock({ job, locale }: Omit<PartProps, 'part'>) {
  const intl = useIntl();
  const bodies = job.professional_bodies ?? [];
  if (!bodies.length) return null;
  return (
    <>
      <h3>{intl.formatMessage(m.bodiesTitle)}</h3>
      <ul className="jobs-details__bodies">
        {bodies.map((b) => {
          const name = locale === 'ms' && b.name_bm ? b.name_bm : b.name;
          return (
            <li key={b.url}>
              <ExternalLink href={b.url}>{name}</ExternalLink>
              {b.role ? <p>{b.role[locale]}</p> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

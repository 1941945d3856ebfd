import type { FundingItem, Locale } from 'api/contract';
import { CalendarClock, ExternalLink } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { studyLevelsOf, textOf, type Ranked } from './funding-filters';
import { fundingMessages as m } from './funding-messages';

/** A YYYY-MM-DD date as the page's language writes it ("5 Disember 2026"), in Malaysia's time zone. */
export function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(new Date(`${day}T00:00:00+08:00`), { day: 'numeric', month: 'long', year: 'numeric' });
}

function Deadline({ ranked, locale }: { ranked: Ranked; locale: Locale }) {
  const intl = useIntl();
  const { item, status } = ranked;
  let text: string;
  if (status === 'closed' && item.closes_on)
    text = intl.formatMessage(m.closedOn, { date: formatDay(intl, item.closes_on) });
  else if (status === 'soon' && item.opens_on)
    text = intl.formatMessage(m.opensOn, { date: formatDay(intl, item.opens_on) });
  else if (item.closes_on) text = intl.formatMessage(m.closesOn, { date: formatDay(intl, item.closes_on) });
  else text = item.application_window?.[locale] ?? intl.formatMessage(m.notStatedDates);
  return (
    <div className="funding-card__deadline">
      <CalendarClock aria-hidden="true" size={18} />
      <div>
        <strong>{intl.formatMessage(m.deadline)}: </strong>
        {status && (
          <span className={`funding-status funding-status--${status}`}>
            {intl.formatMessage(m[`status.${status}`])}
          </span>
        )}{' '}
        <span>{text}</span>
      </div>
    </div>
  );
}

/** One scheme: provider, what it covers, who can apply, the deadline, its own page and when we last checked it. */
export function FundingCard({
  ranked,
  locale,
  fieldName,
}: {
  ranked: Ranked;
  locale: Locale;
  fieldName: (id: string) => string;
}) {
  const intl = useIntl();
  const item: FundingItem = ranked.item;
  const name = locale === 'ms' ? item.name_bm : item.name;
  const list = (values: string[]) => intl.formatList(values, { type: 'conjunction' });
  const e = item.eligibility;
  const who: string[] = [];
  // The content writes most citizenship facts as the plain word "Malaysian": say it in the page's language.
  const citizenship = e.citizenship === 'Malaysian' ? intl.formatMessage(m.malaysian) : textOf(e.citizenship, locale);
  if (citizenship) who.push(intl.formatMessage(m.citizenship, { value: citizenship }));
  const levels = studyLevelsOf(item);
  if (levels.length)
    who.push(intl.formatMessage(m.levels, { levels: list(levels.map((l) => intl.formatMessage(m[`level.${l}`]))) }));
  if (item.fields.includes('any')) who.push(intl.formatMessage(m.anyField));
  else if (item.fields.length) who.push(intl.formatMessage(m.fields, { fields: list(item.fields.map(fieldName)) }));
  // What its own condition says about income, then its words, so a family can check its own income
  // against the scheme's (decisions 260, 290).
  const limit = e.income_limit;
  if (limit !== null) {
    const tag =
      limit === 'any'
        ? intl.formatMessage(m.anyIncome)
        : limit === 'condition'
          ? intl.formatMessage(m.incomeCondition)
          : intl.formatMessage(limit.per === 'person' ? m.incomeMaxPerPerson : m.incomeMax, {
              amount: intl.formatNumber(limit.monthly_max),
            });
    const condition = e.income_condition?.[locale];
    who.push(condition ? `${tag} — ${condition}` : tag);
  }
  if (item.states?.length) {
    who.push(
      intl.formatMessage(m.states, {
        states: list(item.states.map((s) => intl.formatMessage(m[`state.${s}` as keyof typeof m]))),
      }),
    );
  }
  if (e.bumiputera_only) who.push(intl.formatMessage(m.bumiputera));
  const results = textOf(e.min_results, locale);
  // A plain-string fact is written in English only (content/README.md); mark it so a screen reader
  // on a Malay page reads it as English.
  const resultsInEnglish = locale !== 'en' && typeof e.min_results === 'string';
  const other = e.other?.[locale];
  const unstated = ranked.notStated.filter((d) => d !== 'incomeLimit');

  return (
    <article className="funding-card" aria-labelledby={`funding-${item.id}`}>
      <p className="funding-card__type">{intl.formatMessage(m[`type.${item.type as 'loan'}`])}</p>
      <h3 id={`funding-${item.id}`} className="funding-card__name">
        {name}
      </h3>
      <p className="funding-card__provider">{item.provider}</p>
      <Deadline ranked={ranked} locale={locale} />
      {unstated.length > 0 && (
        <p className="funding-card__unstated">
          {intl.formatMessage(m.doesNotState, {
            list: list(unstated.map((d) => intl.formatMessage(m[`dimension.${d}`]))),
          })}
        </p>
      )}
      {ranked.notStated.includes('incomeLimit') && (
        <p className="funding-card__unstated">{intl.formatMessage(m['dimension.incomeLimit'])}</p>
      )}
      <h4>{intl.formatMessage(m.covers)}</h4>
      <p>{item.covers[locale]}</p>
      <h4>{intl.formatMessage(m.whoCanApply)}</h4>
      <ul className="funding-card__who">
        {who.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {results && (
          <li>
            {intl.formatMessage(m.results, { value: '' })}
            <span lang={resultsInEnglish ? 'en' : undefined}>{results}</span>
          </li>
        )}
      </ul>
      {other && <p className="funding-card__other">{other}</p>}
      <p className="funding-card__footer">
        <a href={item.url} target="_blank" rel="noopener noreferrer" className="funding-card__link">
          {intl.formatMessage(m.officialPage)}
          <span className="ck-visually-hidden"> {intl.formatMessage(m.officialPageOf, { name })}</span>
          <ExternalLink aria-hidden="true" size={16} />
        </a>
        <span className="funding-card__checked">
          {intl.formatMessage(m.lastChecked, { date: formatDay(intl, item.last_checked) })}
        </span>
      </p>
    </article>
  );
}

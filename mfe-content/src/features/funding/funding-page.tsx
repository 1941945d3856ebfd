import type { Locale } from 'api/contract';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Spinner, kitMessages, useLocale } from 'shared-kit';
import { useSearchParams } from 'shared-kit/router';
import { useFunding } from './api/list-funding';
import { useIndustries } from './api/list-industries';
import { ALSO_LOOK_AT } from './also-look-at';
import { FundingCard } from './funding-card';
import {
  FUNDING_TYPES,
  INCOME_BANDS,
  SORTS,
  STATES,
  STATUSES,
  STUDY_LEVELS,
  DEFAULT_SORT,
  activeFilterCount,
  droppedOldIncome,
  levelTier,
  hasRoundDates,
  loosening,
  readFilters,
  searchFunding,
  todayInMalaysia,
  usableFilters,
  without,
  writeFilters,
  type FundingFilters,
  type Loosenable,
  type Ranked,
} from './funding-filters';
import { fundingMessages as m } from './funding-messages';
import './funding-page.css';

type Key = keyof typeof m;
const DEBOUNCE_MS = 400;

function Select({
  label,
  value,
  onChange,
  options,
  anyLabel,
  className,
}: {
  className?: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  options: { value: string; label: string }[];
  anyLabel?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `funding-filter ${className}` : 'funding-filter'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function ResultList({
  title,
  lead,
  items,
  children,
}: {
  title: string;
  lead?: string;
  items: ReactNode[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="funding-results" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead && <p className="funding-results__lead">{lead}</p>}
      {children}
      <ul className="funding-results__list">{items}</ul>
    </section>
  );
}

/**
 * The funding search (route `funding`) under the remote's router: every filter is a search param,
 * so a link can be shared and Back restores the previous filters. Schemes that leave a chosen
 * filter unstated are listed apart as "may fit", never dropped and never shown as matches
 * (decision 100). Its heading is `FundingHeading`, the first view shown before the router loads.
 */
export function FundingPage() {
  const intl = useIntl();
  const locale = useLocale() as Locale;
  const t = (key: Key) => intl.formatMessage(m[key]);
  const [params, setParams] = useSearchParams();
  const funding = useFunding();
  const industries = useIndustries();
  // "Applications" and "Soonest deadline" only when some scheme gives its round's dates: without
  // them the filter could match nothing (decision 260). A link that sets them anyway is ignored.
  const roundDates = funding.data ? hasRoundDates(funding.data) : false;
  const filters = useMemo(() => usableFilters(readFilters(params), roundDates), [params, roundDates]);

  // The search box: typed text reaches the URL after a pause (and at once on Enter). The first
  // change adds a history entry; refining the same search replaces it, so Back is not a letter at a time.
  const [q, setQ] = useState(filters.q);
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) setQ(filters.q);
  }, [filters.q]);
  const apply = (next: Partial<FundingFilters>, replace = false) =>
    setParams(writeFilters({ ...filters, ...next }), { replace });
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      if (q.trim() !== filters.q.trim()) apply({ q }, Boolean(filters.q.trim() && q.trim()));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing starts the timer
  }, [q]);

  const fieldName = (id: string) => {
    const found = industries.data?.find((i) => i.id === id);
    return found ? (locale === 'ms' ? found.name_bm : found.name) : id;
  };
  const fieldOptions = (industries.data ?? []).map((i) => ({
    value: i.id,
    label: locale === 'ms' ? i.name_bm : i.name,
  }));
  if (filters.field && !fieldOptions.some((o) => o.value === filters.field)) {
    fieldOptions.push({ value: filters.field, label: fieldName(filters.field) });
  }
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}` as Key) }));

  const result = useMemo(
    () => (funding.data ? searchFunding(funding.data, filters, locale, todayInMalaysia()) : null),
    [funding.data, filters, locale],
  );
  // Postgraduate-only schemes are left out unless "Postgraduate" is chosen (decision 290); say how many.
  const postgraduateOnly = funding.data ? funding.data.filter((item) => levelTier(item) === 3).length : 0;
  // An old link's "Below RM7,000 (B40)" spans two of today's bands: it is dropped, and the page says so.
  const oldIncome = droppedOldIncome(params) && filters.income === null;
  const loosen = useMemo(
    () => (funding.data ? loosening(funding.data, filters, todayInMalaysia()) : null),
    [funding.data, filters],
  );
  // A chosen filter as "State: Kelantan", for the suggestion to remove it.
  const filterLabel = (key: Loosenable): string => {
    const value =
      key === 'q'
        ? filters.q.trim()
        : key === 'field'
          ? fieldName(filters.field ?? '')
          : t(`${key}.${filters[key] ?? ''}` as Key);
    return intl.formatMessage(m.filterValue, { name: t(`filterName.${key}`), value });
  };
  const card = (r: Ranked) => (
    <li key={r.item.id}>
      <FundingCard ranked={r} locale={locale} fieldName={fieldName} />
    </li>
  );
  const active = activeFilterCount(filters);
  // After "Remove …" the button is gone: focus moves to the new count, which is read out.
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusCount = useRef(false);
  useEffect(() => {
    if (!focusCount.current) return;
    focusCount.current = false;
    countRef.current?.focus();
  }, [filters]);

  return (
    <div className="funding funding--search">
      <form
        className="funding-filters"
        role="search"
        aria-label={t('filtersTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          typed.current = false;
          if (q.trim() !== filters.q.trim()) apply({ q });
        }}
      >
        <div className="funding-filters__search">
          <label htmlFor="funding-q">{t('search')}</label>
          <div className="funding-filters__search-row">
            <input
              id="funding-q"
              type="search"
              value={q}
              maxLength={100}
              onChange={(e) => {
                typed.current = true;
                setQ(e.target.value);
              }}
            />
            <button type="submit" className="ck-button ck-button--primary">
              <Search aria-hidden="true" size={18} />
              <span>{t('searchButton')}</span>
            </button>
          </div>
        </div>
        <div className="funding-filters__grid">
          <Select
            label={t('type')}
            value={filters.type}
            anyLabel={t('any')}
            options={options(FUNDING_TYPES, 'type')}
            onChange={(v) => apply({ type: v as FundingFilters['type'] })}
          />
          <Select
            label={t('level')}
            value={filters.level}
            anyLabel={t('any')}
            options={options(STUDY_LEVELS, 'level')}
            onChange={(v) => apply({ level: v as FundingFilters['level'] })}
          />
          <Select
            label={t('field')}
            value={filters.field}
            anyLabel={t('any')}
            options={fieldOptions}
            onChange={(v) => apply({ field: v })}
          />
          <Select
            label={t('state')}
            value={filters.state}
            anyLabel={t('any')}
            options={options(STATES, 'state')}
            onChange={(v) => apply({ state: v as FundingFilters['state'] })}
          />
          <Select
            className="funding-filter--income"
            label={t('income')}
            value={filters.income}
            anyLabel={t('any')}
            options={options(INCOME_BANDS, 'income')}
            onChange={(v) => apply({ income: v as FundingFilters['income'] })}
          />
          {roundDates && (
            <Select
              label={t('status')}
              value={filters.status}
              anyLabel={t('any')}
              options={options(STATUSES, 'status')}
              onChange={(v) => apply({ status: v as FundingFilters['status'] })}
            />
          )}
          <Select
            className="funding-filter--sort"
            label={t('sort')}
            value={filters.sort}
            options={options(
              SORTS.filter((sort) => roundDates || sort !== 'deadline'),
              'sort',
            )}
            onChange={(v) => apply({ sort: (v ?? DEFAULT_SORT) as FundingFilters['sort'] })}
          />
        </div>
        {active > 0 && (
          <button
            type="button"
            className="ck-button ck-button--secondary funding-filters__clear"
            onClick={() => {
              typed.current = false;
              setQ('');
              setParams(writeFilters({ ...readFilters(new URLSearchParams()), sort: filters.sort }));
            }}
          >
            {t('clear')}
          </button>
        )}
      </form>

      {oldIncome && (
        <p className="funding__note" role="note">
          {t('droppedOldIncome')}
        </p>
      )}
      {funding.isPending && <Spinner />}
      {funding.isError && !funding.data && (
        <div role="alert" className="funding__error">
          <p>{t('loadError')}</p>
          <button type="button" className="ck-button ck-button--primary" onClick={() => void funding.refetch()}>
            {intl.formatMessage(kitMessages.retry)}
          </button>
        </div>
      )}
      {result && (
        <>
          <p className="funding__count" role="status" ref={countRef} tabIndex={-1}>
            {active === 0
              ? intl.formatMessage(m.countAll, { count: result.matches.length })
              : intl.formatMessage(m.count, { count: result.matches.length })}
            {result.mayFit.length > 0 && <> {intl.formatMessage(m.countMayFit, { count: result.mayFit.length })}</>}
          </p>
          {loosen && (
            <div className="funding__empty funding__loosen">
              <p>
                <strong>{intl.formatMessage(m.noneMatchAll, { count: active })}</strong>{' '}
                {intl.formatMessage(m.loosenGives, { filter: filterLabel(loosen.key), count: loosen.matches })}
              </p>
              <button
                type="button"
                className="ck-button ck-button--secondary"
                onClick={() => {
                  if (loosen.key === 'q') {
                    typed.current = false;
                    setQ('');
                  }
                  focusCount.current = true;
                  setParams(writeFilters(without(filters, loosen.key)));
                }}
              >
                {intl.formatMessage(m.loosenButton, { filter: filterLabel(loosen.key) })}
              </button>
            </div>
          )}
          {!loosen && result.matches.length === 0 && result.mayFit.length === 0 && (
            <div className="funding__empty">
              <p>
                <strong>{t('empty')}</strong> {t('emptyHint')}
              </p>
            </div>
          )}
          {result.matches.length > 0 && <ResultList title={t('matchesTitle')} items={result.matches.map(card)} />}
          {result.mayFit.length > 0 && (
            <ResultList title={t('mayFitTitle')} lead={t('mayFitLead')} items={result.mayFit.map(card)} />
          )}
          {filters.level !== 'postgraduate' && postgraduateOnly > 0 && (
            <p className="funding__note">{intl.formatMessage(m.postgraduateHidden, { count: postgraduateOnly })}</p>
          )}
          <p className="funding__listed-only">{t('listedOnly')}</p>
        </>
      )}
      {/* After the results (or their error): shown before them, it would be pushed down when they
          arrive, a layout shift on every visit. */}
      {(result || funding.isError) && (
        <section className="funding__also" aria-labelledby="funding-also">
          <h2 id="funding-also">{t('alsoTitle')}</h2>
          <p>{t('alsoLead')}</p>
          <ul className="funding__also-list">
            {ALSO_LOOK_AT.map((entry) => (
              <li key={entry.id}>
                <strong>{entry.name[locale]}</strong>
                <span className="funding__also-provider">
                  {intl.formatMessage(m.alsoProvider, { provider: entry.provider[locale] })}
                </span>
                <span>{entry.what[locale]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export default FundingPage;

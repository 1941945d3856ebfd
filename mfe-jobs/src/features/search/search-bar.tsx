import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import type { JobListItem } from 'api/contract';
import { buildPath, isPlainClick, Spinner, useLocale, type MessagingOrigin } from 'shared-kit';
import { JobRow, VirtualList } from '../../shared/job-list';
import { RequestJobPrompt } from './request-job-prompt';
import { searchMessages as m } from './search-messages';
import { useJobSearch } from './use-job-search';
import { useSearchTracking } from './search-tracking';
import './search-bar.css';

export { SEARCH_DEBOUNCE_MS } from './use-job-search';
export { REQUEST_CONFIRMATION_MS } from './request-job-prompt';

export interface SearchBarProps {
  readonly autoFocus?: boolean;
  /**
   * Load the search index as soon as the bar shows, not when the box is first focused: the
   * drawer's bar, which shows when a visitor opens the menu, often to search (decision 377).
   */
  readonly warmIndex?: boolean;
  /** Called after the user picks a job (the drawer closes itself). */
  readonly onNavigate?: () => void;
  /** Origin of the messaging modal opened after a job request: Drawer in the drawer (spec §9). */
  readonly messagingOrigin?: MessagingOrigin;
}

/** The job search bar: type, wait 300 ms, see matching jobs; none found offers request-a-job. */
export function SearchBar({ autoFocus, warmIndex = false, onNavigate, messagingOrigin }: SearchBarProps) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [term, setTerm] = useState('');
  // The search index loads when the box is first focused, never with the page (decision 175), or
  // when the bar shows in the drawer (warmIndex, decision 377).
  const [focused, setFocused] = useState(warmIndex);
  const state = useJobSearch(term, locale, focused);
  useSearchTracking(term, state);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const hrefOf = (job: JobListItem) =>
    buildPath('jobs.detail', locale, { slug: locale === 'ms' ? job.slug_bm : job.slug });
  const nameOf = (job: JobListItem) => (locale === 'ms' ? job.name_bm : job.name);

  const choose = () => {
    setOpen(false);
    onNavigate?.();
  };

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'ArrowDown' && state.kind === 'list') {
      e.preventDefault();
      // Show the panel before focusing into it: a browser does not focus inside a hidden element.
      flushSync(() => setOpen(true));
      list.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    }
  };
  const onListKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const links = Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a.jobs-search__result') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      links[Math.min(index + 1, links.length - 1)]?.focus();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (index <= 0) input.current?.focus();
      else links[index - 1]?.focus();
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      // Focus first: the input's focus handler opens the panel, and closing must win.
      input.current?.focus();
      setOpen(false);
    }
  };

  const showPanel = open && state.kind !== 'idle';
  return (
    <div className="jobs-search" role="search">
      <label htmlFor={`${id}-input`} className="jobs-search__label">
        {intl.formatMessage(m.label)}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="jobs-search__input"
        type="search"
        // A combobox (not a plain searchbox, which may not carry aria-expanded) whose popup takes
        // focus: ArrowDown moves into the results, Escape returns to the input.
        role="combobox"
        aria-haspopup="dialog"
        autoComplete="off"
        placeholder={intl.formatMessage(m.placeholder)}
        value={term}
        aria-controls={`${id}-panel`}
        aria-expanded={showPanel}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          setFocused(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onInputKey}
      />
      <div
        ref={panel}
        id={`${id}-panel`}
        className="jobs-search__panel"
        role="dialog"
        aria-label={intl.formatMessage(m.panel)}
        hidden={!showPanel}
      >
        <p className="ck-visually-hidden" aria-live="polite">
          {state.kind === 'list' ? intl.formatMessage(m.results, { count: state.jobs.length }) : ''}
        </p>
        {state.kind === 'loading' ? (
          <div className="jobs-search__loading">
            <Spinner size={24} label={intl.formatMessage(m.searching)} />
          </div>
        ) : null}
        {state.kind === 'list' ? (
          <div ref={list} className="jobs-search__list" onKeyDown={onListKey}>
            <VirtualList
              groups={[{ id: 'results', items: state.jobs }]}
              scrollElement={panel}
              getKey={(job) => job.id}
              listLabel={() => intl.formatMessage(m.results, { count: state.jobs.length })}
              renderRow={(job) => (
                <JobRow
                  job={job}
                  comingSoon={intl.formatMessage(m.comingSoon)}
                  linkClassName="jobs-search__result"
                  onClick={(e) => {
                    if (isPlainClick(e)) choose();
                  }}
                  extra={
                    <a
                      className="jobs-search__newtab"
                      href={hrefOf(job)}
                      target="_blank"
                      rel="noopener"
                      aria-label={intl.formatMessage(m.openNewTab, { name: nameOf(job) })}
                    >
                      <span aria-hidden="true">↗</span>
                    </a>
                  }
                />
              )}
            />
          </div>
        ) : null}
        {state.kind === 'none' ? (
          <div className="jobs-search__none" role="status">
            <p>{intl.formatMessage(m.noneFound, { term: term.trim() })}</p>
            <RequestJobPrompt key={term.trim()} term={term.trim()} origin={messagingOrigin} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

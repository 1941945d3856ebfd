import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { RouteLink } from 'shared-kit';
import { guideMessages as m } from './guide-messages';
import { SECTIONS, type Section } from './sections';

/** The guide's tabs: the overview and one link per section; the current one is marked. */
export function JobGuideTabs({ slug, current }: { slug: string; current: Section | null }) {
  const intl = useIntl();
  const mark = (id: Section | null) => (current === id ? 'page' : undefined);
  const list = useRef<HTMLUListElement>(null);
  // Which ends of the strip hide more tabs: the strip fades there and shows a chevron, so a phone
  // shows that it scrolls sideways (decision 269). Nothing hides on a wide screen: no fade.
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const ul = list.current;
    if (!ul) return;
    const start = ul.scrollLeft > 1;
    const end = ul.scrollLeft + ul.clientWidth < ul.scrollWidth - 1;
    setMore((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);
  useLayoutEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  // On a phone the tabs scroll sideways: bring the current one into view (only this row moves).
  useLayoutEffect(() => {
    const ul = list.current;
    const link = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !link) return;
    const li = link.parentElement!;
    if (li.offsetLeft < ul.scrollLeft || li.offsetLeft + li.offsetWidth > ul.scrollLeft + ul.clientWidth) {
      ul.scrollLeft = li.offsetLeft - (ul.clientWidth - li.offsetWidth) / 2;
    }
    measure();
  }, [current, measure]);
  return (
    <nav
      aria-label={intl.formatMessage(m.sections)}
      className="jobs-guide__tabs"
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
    >
      <ul ref={list} onScroll={measure}>
        <li>
          <RouteLink to="jobs.detail" params={{ slug }} aria-current={mark(null)}>
            {intl.formatMessage(m.overview)}
          </RouteLink>
        </li>
        {SECTIONS.map((section) => (
          <li key={section}>
            <RouteLink to="jobs.section" params={{ slug, section }} aria-current={mark(section)}>
              {intl.formatMessage(m[section])}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

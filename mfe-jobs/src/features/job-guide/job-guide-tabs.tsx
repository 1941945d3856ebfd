import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { RouteLink } from 'shared-kit';
import { guideMessages as m } from './guide-messages';
import { SECTIONS, type Section } from './sections';

/** The guide's tabs: the overview and one link per section; the current one is marked. */
export function JobGuideTabs({ slug, current }: { slug: string; current: Section | null }) {
  const intl = useIntl();
  const mark = (id: Section | null) => (current === id ? 'page' : undefined);
  const list = useRef<HTMLUListElement>(null);
  // On a phone the tabs scroll sideways: bring the current one into view (only this row moves).
  useLayoutEffect(() => {
    const ul = list.current;
    const link = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !link) return;
    const li = link.parentElement!;
    if (li.offsetLeft < ul.scrollLeft || li.offsetLeft + li.offsetWidth > ul.scrollLeft + ul.clientWidth) {
      ul.scrollLeft = li.offsetLeft - (ul.clientWidth - li.offsetWidth) / 2;
    }
  }, [current]);
  return (
    <nav aria-label={intl.formatMessage(m.sections)} className="jobs-guide__tabs">
      <ul ref={list}>
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

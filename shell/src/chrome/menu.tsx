import { useState } from 'react';
import { useIntl } from 'react-intl';
import { buildPath, emit, getCookie, navigate, quizProgress, resetQuiz, useHref, type Locale } from 'shared-kit';
import { isCurrent, itemPath, MENU_ITEMS, type MenuItem } from './menu-items';
import { shellMessages as m } from './shell-messages';

/**
 * What choosing a menu entry does (spec §2): "My profile" opens the sign-up dialog for a visitor;
 * "Career quiz" resumes where the quiz stands (a finished quiz shows its result; a stale one is
 * reset, and the quiz starts afresh from that reset state); everything else is a link.
 */
export function chooseItem(item: MenuItem, locale: Locale): void {
  if (item.action === 'my-profile' && !getCookie('authorization_token')) {
    emit('account:open-signup', { context: 'profile' });
    return;
  }
  if (item.action === 'career-quiz') {
    const progress = quizProgress();
    if (progress === 'completedQuiz') return navigate(buildPath('quiz.result', locale));
    if (progress === 'notifyUser') resetQuiz();
    return navigate(buildPath('quiz.start', locale));
  }
  navigate(itemPath(item, locale));
}

function MenuEntry({ item, locale, onChoose }: { item: MenuItem; locale: Locale; onChoose: (item: MenuItem) => void }) {
  const intl = useIntl();
  const url = new URL(useHref(), 'http://x');
  const current = isCurrent(item, locale, url.pathname, url.hash);
  const [expanded, setExpanded] = useState(
    () => !!item.children?.some((c) => isCurrent(c, locale, url.pathname, url.hash)),
  );
  const label = intl.formatMessage(item.name);
  if (item.children) {
    return (
      <li className="shell-menu__group">
        <button
          type="button"
          className="shell-menu__item"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
          data-tracking={item.tracking_name}
        >
          {label}
          <span aria-hidden="true" className="shell-menu__chevron">
            {expanded ? '▴' : '▾'}
          </span>
        </button>
        {expanded ? (
          <ul className="shell-menu__children">
            {item.children.map((child) => (
              <MenuEntry key={child.tracking_name} item={child} locale={locale} onChoose={onChoose} />
            ))}
          </ul>
        ) : null}
      </li>
    );
  }
  return (
    <li>
      <a
        href={itemPath(item, locale)}
        className="shell-menu__item"
        aria-current={current ? 'page' : undefined}
        data-tracking={item.tracking_name}
        onClick={(e) => {
          // A modified click (new tab, new window) keeps the browser's own behaviour.
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          onChoose(item);
        }}
      >
        {label}
      </a>
    </li>
  );
}

/** The drawer's menu (spec §2 menu items); choosing an entry closes the drawer first. */
export function Menu({ locale, onChosen }: { readonly locale: Locale; readonly onChosen: () => void }) {
  const intl = useIntl();
  const choose = (item: MenuItem) => {
    onChosen();
    chooseItem(item, locale);
  };
  return (
    <nav aria-label={intl.formatMessage(m.menu)}>
      <ul className="shell-menu">
        {MENU_ITEMS.map((item) => (
          <MenuEntry key={item.tracking_name} item={item} locale={locale} onChoose={choose} />
        ))}
      </ul>
    </nav>
  );
}

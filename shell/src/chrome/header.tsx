import { useIntl } from 'react-intl';
import { RouteLink, type Locale } from 'shared-kit';
import { HomeIcon, MenuIcon, SearchIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { SavedCount } from './saved-count';
import { shellMessages as m } from './shell-messages';
import './header.css';

interface Props {
  readonly locale: Locale;
  /** The same page in each language: the language switch's links. */
  readonly languageHrefs: Readonly<Record<Locale, string>>;
  readonly drawerOpen: boolean;
  /**
   * The server's first paint (decision 346): the drawer is the app's, so the menu and search
   * buttons are disabled and say they are loading until the app takes the header over. Links work.
   */
  readonly waiting?: boolean;
  readonly onOpenMenu?: () => void;
  readonly onOpenSearch?: () => void;
  readonly onSwitchLocale?: (to: Locale) => void;
  /** A pointer or focus reached the menu or search button: the drawer is likely to open. */
  readonly onDrawerIntent?: () => void;
}

/** Skip link, logo, and the header's actions: home, search, language switch, menu. */
export function Header({
  locale,
  languageHrefs,
  drawerOpen,
  waiting = false,
  onOpenMenu,
  onOpenSearch,
  onSwitchLocale,
  onDrawerIntent,
}: Props) {
  const intl = useIntl();
  return (
    <>
      <a className="shell-skip" href="#main">
        {intl.formatMessage(m.skipToContent)}
      </a>
      <header className="shell-header">
        <RouteLink to="home" className="shell-logo" aria-label={intl.formatMessage(m.logoLabel)}>
          <span aria-hidden="true" className="shell-logo__mark">
            ◆
          </span>
          <span className="shell-logo__text">{intl.formatMessage(m.siteName)}</span>
        </RouteLink>
        <nav className="shell-header__actions" aria-label={intl.formatMessage(m.menu)}>
          <RouteLink to="home" className="ck-icon-button shell-wide-only" aria-label={intl.formatMessage(m.home)}>
            <HomeIcon />
          </RouteLink>
          <button
            type="button"
            className="ck-icon-button shell-wide-only"
            aria-label={intl.formatMessage(waiting ? m.searchLoading : m.search)}
            disabled={waiting}
            onClick={onOpenSearch}
            onPointerEnter={onDrawerIntent}
            onFocus={onDrawerIntent}
          >
            <SearchIcon />
          </button>
          <SavedCount />
          <LanguageSwitch locale={locale} hrefs={languageHrefs} onSwitch={onSwitchLocale} />
          <button
            type="button"
            className="ck-icon-button shell-menu-button"
            aria-label={intl.formatMessage(waiting ? m.menuLoading : m.openMenu)}
            disabled={waiting}
            // The drawer is the app's: none to name while the button waits.
            aria-expanded={waiting ? undefined : drawerOpen}
            aria-controls={waiting ? undefined : 'shell-drawer'}
            onClick={onOpenMenu}
            onPointerEnter={onDrawerIntent}
            onFocus={onDrawerIntent}
          >
            <MenuIcon />
          </button>
        </nav>
      </header>
    </>
  );
}

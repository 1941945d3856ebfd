import { AppIntl, createAppLifecycles, useLocale, type AppProps } from 'shared-kit';
import { loadJobsMessages } from '../../i18n/load';
import { SearchBar, type SearchBarProps } from './search-bar';

function SearchBarRoot(props: AppProps & SearchBarProps & { origin?: string }) {
  const locale = useLocale();
  return (
    <AppIntl app="mfe-jobs" locale={locale} load={loadJobsMessages}>
      <SearchBar
        autoFocus={props.autoFocus}
        // The drawer shows the bar when a visitor opens the menu: the index starts loading then,
        // so it is there when they type (decision 377).
        warmIndex
        onNavigate={props.onNavigate}
        // The shell's drawer mounts the bar with origin Hamburger (its tracking label).
        messagingOrigin={props.origin === 'Hamburger' ? 'Drawer' : 'Others'}
      />
    </AppIntl>
  );
}

/** The search bar as a parcel the shell mounts in its drawer. */
export const { bootstrap, mount, unmount, update } = createAppLifecycles(SearchBarRoot);

/**
 * The shell's header in the server's first paint (decision 346): the app's own `Header`, rendered
 * by react-dom/server from the shell's server bundle (shared-kit/build/first-views-plugin.cjs, view
 * `chrome`) into `#chrome` of every page, so the logo, the home link and the language switch work
 * before the app arrives and without JavaScript. The drawer is the app's: its buttons wait,
 * disabled, saying they are loading. The server renders it with no cookies, so nothing of the
 * visitor's account (the saved-jobs count) is in it. Its stylesheet is the header's own
 * (header.css), not the drawer's and footer's. The browser build never imports this file.
 */
import { useLocale, type Locale } from 'shared-kit';
import { Header } from './header';

export default function ChromePaint({ alternates }: { readonly alternates: Readonly<Record<Locale, string>> }) {
  const locale = useLocale();
  return <Header locale={locale} languageHrefs={alternates} drawerOpen={false} waiting />;
}

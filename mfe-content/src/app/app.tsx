import { AppIntl, ComingSoonPage, useLocale, useRoute, type Locale } from 'shared-kit';
import { HomePage } from '../features/home/home-page';

const load = (locale: Locale) =>
  (locale === 'ms' ? import('../i18n/ms.json') : import('../i18n/en.json')).then((m) => m.default as Record<string, string>);

/** mfe-content: home and the static pages. The shell activates it on the routes it owns. */
export function App() {
  const locale = useLocale();
  const route = useRoute();
  return (
    <AppIntl app="mfe-content" locale={locale} load={load}>
      {route?.route.id === 'home' ? <HomePage /> : <ComingSoonPage />}
    </AppIntl>
  );
}

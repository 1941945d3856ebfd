import { lazy, Suspense, type ComponentType } from 'react';
import { useLocale, useRoute } from 'shared-kit';
import { MethodologyArticle } from './methodology-page';
import { isMethodologyPage, loadMethodologyText, type MethodologyPageId } from './methodology-text';

const noop = () => undefined;
/** One view per page and language: the text's chunk is loaded once per server process. */
const views = new Map<string, ComponentType>();

function viewOf(page: MethodologyPageId, locale: 'en' | 'ms'): ComponentType {
  const key = `${page}.${locale}`;
  let View = views.get(key);
  if (!View) {
    View = lazy(() =>
      loadMethodologyText(page, locale).then((text) => ({
        default: () => <MethodologyArticle page={page} state={{ status: 'ready', key, text }} onRetry={noop} />,
      })),
    );
    views.set(key, View);
  }
  return View;
}

/**
 * A methodology page's first view on the server (decision 351): the page's whole text, as the app
 * shows it once the text's chunk has loaded. The harness lets the lazy text load between its two
 * renders; a text that fails to load leaves the loading state, as in the app. The browser never
 * loads this file: the app's page (methodology-page.tsx) loads the text in an effect.
 */
export function MethodologyFirstView() {
  const locale = useLocale();
  const page = useRoute()?.canonical.page;
  if (!isMethodologyPage(page)) return null;
  const View = viewOf(page, locale);
  return (
    <Suspense fallback={<MethodologyArticle page={page} state={{ status: 'loading', key: '' }} onRetry={noop} />}>
      <View />
    </Suspense>
  );
}

import { render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import kitEn from '../i18n/messages/en.json';
import kitMs from '../i18n/messages/ms.json';
import { INTL_LOCALE, TIME_ZONE } from '../i18n/intl';
import type { Locale } from '../routes/route-types';

/** Renders with the kit's and an app's messages in one locale, at a given path. */
export function renderIntl(
  ui: ReactElement,
  opts: { locale?: Locale; messages?: { en: Record<string, string>; ms: Record<string, string> }; path?: string } = {},
): RenderResult {
  const locale = opts.locale ?? 'en';
  window.history.replaceState(null, '', opts.path ?? `/${locale}`);
  const kit = locale === 'ms' ? kitMs : kitEn;
  const own = opts.messages?.[locale] ?? {};
  return render(
    <IntlProvider
      locale={INTL_LOCALE[locale]}
      defaultLocale="en-MY"
      messages={{ ...kit, ...own }}
      timeZone={TIME_ZONE}
      onError={(e) => {
        throw e;
      }}
    >
      {ui}
    </IntlProvider>,
  );
}

/** Runs axe (WCAG 2.2 AA rules that jsdom can evaluate) and returns the violations. */
export async function axeViolations(container: Element = document.body): Promise<axe.Result[]> {
  const result = await axe.run(container as HTMLElement, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } }, // jsdom cannot compute colours; e2e checks contrast
  });
  return result.violations;
}

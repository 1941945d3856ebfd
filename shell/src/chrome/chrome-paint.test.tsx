import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { buildPath, type Locale } from 'shared-kit';
import en from '../i18n/en.json';
import ms from '../i18n/ms.json';
import ChromePaint from './chrome-paint';

// The header as react-dom/server writes it for the first paint (decision 346), with the kit's
// location module swapped for its server twin as the server build swaps it (first-views-plugin.cjs:
// the address of the page being rendered). The site server's own test
// (site/test/chrome-paint.test.mjs) renders the built server bundle.
jest.mock('../../../shared-kit/src/routes/location', () => {
  const { localeOfPath, matchPath } = jest.requireActual('../../../shared-kit/src/routes/paths');
  let current = '/';
  const pathname = () => current.split(/[?#]/)[0] || '/';
  return {
    setServerHref: (href: string) => {
      current = href;
    },
    navigate: () => undefined,
    useHref: () => current,
    usePathname: pathname,
    useRoute: () => matchPath(pathname()),
    useLocale: () => localeOfPath(pathname()) ?? 'en',
  };
});
const { setServerHref } = jest.requireMock('../../../shared-kit/src/routes/location');

function paint(path: string, locale: Locale, alternates: Record<Locale, string>) {
  // The browser's address stays elsewhere: only the server's counts.
  window.history.replaceState(null, '', '/en/contact-us');
  setServerHref(path);
  const html = renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === 'ms' ? ms : en}>
      <ChromePaint alternates={alternates} />
    </IntlProvider>,
  );
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = html;
  return doc;
}

const guide = {
  en: buildPath('jobs.detail', 'en', { slug: 'nurse' }),
  ms: buildPath('jobs.detail', 'ms', { slug: 'jururawat' }),
};

describe("the header's first paint", () => {
  it('links home and to the same job guide in Malay, in English', () => {
    expect(guide).toEqual({ en: '/en/jobs/nurse', ms: '/ms/pekerjaan/jururawat' });
    const doc = paint(guide.en, 'en', guide);
    expect(doc.querySelector('a.shell-logo')?.getAttribute('href')).toBe('/en');
    expect(doc.querySelector('a.shell-logo')?.getAttribute('aria-label')).toBe('Laluan Kerjaya — home');
    expect(doc.querySelector('a[aria-label="Home"]')?.getAttribute('href')).toBe('/en');
    const toggle = doc.querySelector('[role="group"][aria-label="Language"]')!;
    const links = [...toggle.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['EN (English)', '/en/jobs/nurse', 'true'],
      ['BM (Bahasa Melayu)', '/ms/pekerjaan/jururawat', null],
    ]);
    // The small screens' dropdown holds the same two links, and opens without a script.
    expect(doc.querySelector('details.shell-lang__dropdown summary')?.textContent).toBe('Language: EN (English)▾');
    expect([...doc.querySelectorAll('details.shell-lang__dropdown a')].map((a) => a.getAttribute('href'))).toEqual([
      '/en/jobs/nurse',
      '/ms/pekerjaan/jururawat',
    ]);
  });

  it('in Malay, links home and back to the English guide', () => {
    const doc = paint(guide.ms, 'ms', guide);
    expect(doc.querySelector('a.shell-logo')?.getAttribute('href')).toBe('/ms');
    expect(doc.querySelector('a.shell-logo')?.getAttribute('aria-label')).toBe('Laluan Kerjaya — laman utama');
    const toggle = doc.querySelector('[role="group"][aria-label="Bahasa"]')!;
    expect(toggle.querySelector('a[hreflang="en"]')?.getAttribute('href')).toBe('/en/jobs/nurse');
    expect(toggle.querySelector('a[aria-current="true"]')?.getAttribute('href')).toBe('/ms/pekerjaan/jururawat');
    expect(doc.querySelector('details summary')?.textContent).toBe('Bahasa: BM (Bahasa Melayu)▾');
  });

  it('has the menu and search buttons disabled, saying they are loading, in both languages', () => {
    const enDoc = paint('/en', 'en', { en: '/en', ms: '/ms' });
    const enButtons = [...enDoc.querySelectorAll('button')].map((b) => [b.getAttribute('aria-label'), b.disabled]);
    expect(enButtons).toEqual([
      ['Job search loading…', true],
      ['Menu loading…', true],
    ]);
    const msDoc = paint('/ms', 'ms', { en: '/en', ms: '/ms' });
    expect([...msDoc.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Carian pekerjaan sedang dimuatkan…',
      'Menu sedang dimuatkan…',
    ]);
  });
});

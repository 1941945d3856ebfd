import { on, removeCookie, resetBus, setCookie } from 'shared-kit';
import { decideRoute, installRouteRules, type RouteContext } from './route-rules';

const visitor: RouteContext = { landingPageOnly: false, signedIn: false, browserLanguages: ['en-GB'] };

describe('the route rules', () => {
  it('send the bare root home in the saved language, else the browser language', () => {
    expect(decideRoute('/', { ...visitor, savedLocale: 'ms' })).toEqual({ kind: 'redirect', to: '/ms' });
    expect(decideRoute('/', { ...visitor, browserLanguages: ['ms-MY', 'en'] })).toEqual({
      kind: 'redirect',
      to: '/ms',
    });
    expect(decideRoute('/', { ...visitor, browserLanguages: ['fr'] })).toEqual({ kind: 'redirect', to: '/en' });
  });

  it('give a known page its layout and language, and an unknown path the 404', () => {
    expect(decideRoute('/ms/direktori/semua-pekerjaan', visitor)).toEqual({
      kind: 'page',
      layout: 'industries',
      locale: 'ms',
    });
    expect(decideRoute('/ms/tiada-halaman', visitor)).toEqual({ kind: 'not-found', locale: 'ms' });
    // A word of the wrong language is a 404 too (decision 003).
    expect(decideRoute('/en/career-quiz/data-entry-pelajar', visitor)).toEqual({ kind: 'not-found', locale: 'en' });
  });

  it('send a visitor from the profile to the home page with the sign-up dialog; a signed-in user stays', () => {
    expect(decideRoute('/ms/profil-saya', visitor)).toEqual({ kind: 'redirect', to: '/ms', openSignup: true });
    expect(decideRoute('/ms/profil-saya', { ...visitor, signedIn: true })).toMatchObject({ kind: 'page' });
  });

  it('in landing-page-only mode send every page to the localized home', () => {
    const landing = { ...visitor, landingPageOnly: true };
    expect(decideRoute('/ms/acara', landing)).toEqual({ kind: 'redirect', to: '/ms' });
    expect(decideRoute('/ms/tiada', landing)).toEqual({ kind: 'redirect', to: '/ms' });
    expect(decideRoute('/en', landing)).toMatchObject({ kind: 'page', layout: 'home' });
  });
});

describe('the route rules in the page', () => {
  let uninstall = () => undefined as void;
  beforeEach(() => {
    resetBus();
    removeCookie('authorization_token');
    removeCookie('i18n_redirected');
  });
  afterEach(() => uninstall());

  it('redirect the bare root to the saved language at start', () => {
    setCookie('i18n_redirected', 'ms');
    window.history.replaceState(null, '', '/');
    uninstall = installRouteRules();
    expect(window.location.pathname).toBe('/ms');
  });

  it('set the next page frame before its app mounts, and guard the profile', () => {
    window.history.replaceState(null, '', '/en');
    uninstall = installRouteRules();
    expect(document.body.dataset.layout).toBe('home');
    expect(document.body.dataset.width).toBe('full');

    const route = (path: string) => {
      window.history.pushState(null, '', path);
      const newUrl = new URL(path, window.location.href).href;
      window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { newUrl } }));
    };
    route('/ms/kuiz-kerjaya/kemasukan-data-pelajar');
    expect(document.body.dataset).toMatchObject({ layout: 'data-entry', theme: 'blue', footer: 'false' });
    expect(document.documentElement.lang).toBe('ms');

    const opened: unknown[] = [];
    const off = on('account:open-signup', (p) => opened.push(p));
    route('/en/my-profile');
    off();
    expect(window.location.pathname).toBe('/en');
    expect(opened).toEqual([{ context: 'profile' }]);
    expect(document.documentElement.lang).toBe('en');
  });

  it("keep the server's title for the first page and show the site's name on a move to another kind of page", () => {
    window.history.replaceState(null, '', '/en/jobs/nurse');
    document.title = 'Nurse · Laluan Kerjaya';
    uninstall = installRouteRules();
    expect(document.title).toBe('Nurse · Laluan Kerjaya');
    const route = (path: string) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(
        new CustomEvent('single-spa:before-routing-event', {
          detail: { newUrl: new URL(path, window.location.href).href },
        }),
      );
    };
    // Another tab of the same guide: its app keeps the title it set.
    route('/en/jobs/nurse/salary-and-progression');
    expect(document.title).toBe('Nurse · Laluan Kerjaya');
    route('/en/about-us');
    expect(document.title).toBe('Laluan Kerjaya');
  });
});

import {
  clearCookiesExcept,
  getLocal,
  getSession,
  onAnalytics,
  resetAnalytics,
  setLocal,
  setSession,
  type AnalyticsRecord,
} from 'shared-kit';
import { readVisits, startTracking, trackNavigation, trackVisit, visitSessionId, type VisitEntry } from './journey';

const ORIGIN = 'https://localhost';

let records: AnalyticsRecord[];
let stop: (() => void) | null;

function events(name: string) {
  return records.flatMap((r) => (r.kind === 'event' && r.event === name ? [r.properties] : []));
}

function cookieJar(): string {
  return document.cookie;
}

/** A page load: the shell starts, then single-spa announces the landing route. */
function load(path: string) {
  stop?.();
  stop = startTracking();
  navigate(path);
}

describe('started after the first render', () => {
  it('counts the landing page it starts on', () => {
    window.history.replaceState(null, '', '/en/career-quiz?utm_source=whatsapp');
    stop?.();
    stop = startTracking(window, { trackCurrent: true });
    expect(events('Start Journey')).toHaveLength(1);
    expect(events('UTM Tracking')).toEqual([expect.objectContaining({ utm_source: 'whatsapp' })]);
    // single-spa announcing the same page again is not a second navigation.
    navigate('/en/career-quiz?utm_source=whatsapp');
    expect(events('Start Journey')).toHaveLength(1);
  });
});

function navigate(path: string) {
  window.dispatchEvent(new CustomEvent('single-spa:routing-event', { detail: { newUrl: ORIGIN + path } }));
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookiesExcept([]);
  resetAnalytics();
  records = [];
  onAnalytics((r) => records.push(r));
  stop = null;
  document.title = 'Career site';
});

afterEach(() => {
  stop?.();
  jest.restoreAllMocks();
});

describe('journey tracking', () => {
  it('on the first navigation of a session sets the flag, the FAB cookie, the visit counter and sends Start Journey', () => {
    load('/en/career-quiz');
    expect(getSession('journeyStarted')).toBe(true);
    expect(cookieJar()).toContain('closedFeedbackFAB=true');
    expect(getLocal('visitCounter')).toBe(1);
    expect(records).toContainEqual(expect.objectContaining({ kind: 'user-property', name: 'visit_counter', value: 1 }));
    expect(events('Start Journey')).toEqual([
      { first_time_user: true, path: '/en/career-quiz', page_title: 'Career site' },
    ]);
    expect(getLocal('firstTimeUser')).toBe('false');
  });

  it('happens once per browser session, not on later navigations or reloads', () => {
    load('/en');
    navigate('/en/about-us');
    load('/en/about-us'); // a reload keeps sessionStorage
    expect(events('Start Journey')).toHaveLength(1);
    expect(getLocal('visitCounter')).toBe(1);
  });

  it('a new browser session counts another visit of a returning user', () => {
    load('/en');
    window.sessionStorage.clear(); // the browser was closed
    load('/ms');
    expect(getLocal('visitCounter')).toBe(2);
    expect(events('Start Journey')[1]).toEqual({ first_time_user: false, path: '/ms', page_title: 'Career site' });
    expect(records.filter((r) => r.kind === 'user-property').map((r) => r.kind === 'user-property' && r.value)).toEqual(
      [1, 2],
    );
  });

  it('treats a corrupt visit counter as zero', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('visitCounter', '{oops');
    load('/en');
    expect(getLocal('visitCounter')).toBe(1);
  });
});

describe('UTM tracking', () => {
  it('stores the five values (missing ones as EMPTY), sends UTM Tracking and sets isLoggedOnce', () => {
    load('/en?utm_source=facebook&utm_campaign=spm2026&utm_term=');
    const expected = {
      utm_source: 'facebook',
      utm_medium: 'EMPTY',
      utm_campaign: 'spm2026',
      utm_term: 'EMPTY',
      utm_content: 'EMPTY',
    };
    expect(getSession('utmData')).toEqual(expected);
    expect(events('UTM Tracking')).toEqual([expected]);
    expect(getSession('isLoggedOnce')).toBe(true);
  });

  it('is recorded once per load even when later navigations carry utm parameters', () => {
    load('/en?utm_source=a');
    navigate('/en/about-us?utm_source=b');
    expect(events('UTM Tracking')).toHaveLength(1);
    expect(getSession('utmData')).toMatchObject({ utm_source: 'a' });
  });

  it('sends nothing without utm parameters', () => {
    load('/en?origin=home');
    expect(events('UTM Tracking')).toEqual([]);
    expect(getSession('isLoggedOnce')).toBe(false);
    expect(getSession('utmData')).toBeNull();
  });

  it('each window load clears the per-load keys first, so the new load records its own UTM once', () => {
    setSession('isLoggedOnce', true);
    setSession('hasRemovedJourney', true);
    setSession('utmData', { utm_source: 'old' });
    setSession('onboardingShown', true);
    setSession('journeyStarted', true);
    window.localStorage.setItem('utm_source', 'legacy');
    window.localStorage.setItem('utmData', '{"utm_source":"legacy"}');

    stop = startTracking();
    expect(window.sessionStorage.getItem('isLoggedOnce')).toBeNull();
    expect(window.sessionStorage.getItem('hasRemovedJourney')).toBeNull();
    expect(window.sessionStorage.getItem('utmData')).toBeNull();
    expect(window.sessionStorage.getItem('onboardingShown')).toBeNull();
    expect(window.localStorage.getItem('utm_source')).toBeNull();
    expect(window.localStorage.getItem('utmData')).toBeNull();
    // Not per-load: the journey stays started for the whole browser session.
    expect(getSession('journeyStarted')).toBe(true);

    navigate('/ms?utm_source=tiktok');
    expect(events('UTM Tracking')).toEqual([expect.objectContaining({ utm_source: 'tiktok' })]);
    expect(getSession('isLoggedOnce')).toBe(true);
    expect(events('Start Journey')).toEqual([]);
  });
});

describe('visit tracking', () => {
  it('puts a campaign entry at the front with the visit details and session id', () => {
    Object.defineProperty(document, 'referrer', { value: 'https://www.facebook.com/', configurable: true });
    const now = new Date('2026-03-01T08:00:00.000Z');
    trackVisit(new URL(`${ORIGIN}/en?utm_source=fb&utm_medium=social`), now);
    const [entry] = readVisits();
    expect(entry).toEqual<VisitEntry>({
      timestamp: '2026-03-01T08:00:00.000Z',
      utmParams: { utm_source: 'fb', utm_medium: 'social' },
      additionalInfo: {
        referrer: 'https://www.facebook.com/',
        userAgent: navigator.userAgent,
        language: navigator.language,
        landingPageUrl: `${ORIGIN}/en?utm_source=fb&utm_medium=social`,
        screen: { width: window.screen.width, height: window.screen.height },
      },
      sessionId: visitSessionId(),
    });
  });

  it('does not repeat the newest entry for identical utm values in the same session', () => {
    load('/en?utm_source=fb&utm_campaign=x');
    navigate('/en/about-us?utm_campaign=x&utm_source=fb');
    load('/en?utm_source=fb&utm_campaign=x'); // reload, same session
    expect(readVisits()).toHaveLength(1);
  });

  it('adds a new entry when the utm values differ or the session changed', () => {
    load('/en?utm_source=fb');
    load('/en?utm_source=ig');
    expect(readVisits().map((e) => e.utmParams.utm_source)).toEqual(['ig', 'fb']);
    const firstSession = readVisits()[0]!.sessionId;

    window.sessionStorage.clear(); // new browser session
    load('/en?utm_source=ig');
    const visits = readVisits();
    expect(visits.map((e) => e.utmParams.utm_source)).toEqual(['ig', 'ig', 'fb']);
    expect(visits[0]!.sessionId).not.toBe(firstSession);
  });

  it('a repeat of an older (not the newest) entry is recorded again', () => {
    load('/en?utm_source=a');
    load('/en?utm_source=b');
    load('/en?utm_source=a');
    expect(readVisits().map((e) => e.utmParams.utm_source)).toEqual(['a', 'b', 'a']);
  });

  it('records nothing for a URL without utm parameters', () => {
    load('/en');
    expect(window.localStorage.getItem('nuxt-utm-data')).toBeNull();
  });

  it('generates the session id once per browser session', () => {
    const first = visitSessionId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(visitSessionId()).toBe(first);
    expect(getSession('nuxt-utm-session-id')).toBe(first);
    window.sessionStorage.clear();
    expect(visitSessionId()).not.toBe(first);
  });

  it.each([
    ['unparsable JSON', '[{"timestamp":'],
    ['not a list', '{"utmParams":{}}'],
    ['a list of junk', '[1,"x",null]'],
  ])('logs corrupt stored data (%s) and treats it as an empty list', (_, raw) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('nuxt-utm-data', raw);
    expect(readVisits()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nuxt-utm-data'));

    trackVisit(new URL(`${ORIGIN}/en?utm_source=fb`));
    expect(readVisits().map((e) => e.utmParams)).toEqual([{ utm_source: 'fb' }]);
  });

  it('keeps existing entries behind the new one', () => {
    const old: VisitEntry = {
      timestamp: '2025-01-01T00:00:00.000Z',
      utmParams: { utm_source: 'old' },
      additionalInfo: {
        referrer: '',
        userAgent: 'x',
        language: 'ms',
        landingPageUrl: `${ORIGIN}/ms?utm_source=old`,
        screen: { width: 1, height: 1 },
      },
      sessionId: 'previous-session',
    };
    setLocal('nuxt-utm-data', [old]);
    load('/en?utm_source=old');
    const visits = readVisits();
    expect(visits).toHaveLength(2);
    expect(visits[1]).toEqual(old);
  });
});

describe('onboarding', () => {
  it.each(['/en', '/ms/kuiz-kerjaya', '/en/jobs/chef'])('%s resets onBoardingCompleted to false', (path) => {
    document.cookie = 'onBoardingCompleted=true; path=/; secure';
    load(path);
    expect(cookieJar()).toContain('onBoardingCompleted=false');
  });

  it.each(['/en/subject-job-match', '/ms/padanan-subjek-kerjaya?origin=hamburger'])(
    '%s leaves onBoardingCompleted alone',
    (path) => {
      document.cookie = 'onBoardingCompleted=true; path=/; secure';
      load(path);
      expect(cookieJar()).toContain('onBoardingCompleted=true');
    },
  );
});

describe('screen views', () => {
  it('sends Screen Open on each route change with the route origin label where it has one', () => {
    load('/en/career-quiz/your-personality');
    navigate('/ms/pekerjaan/tukang-masak');
    navigate('/en/jobs/chef/salary-and-progression');
    navigate('/en/about-us');
    navigate('/en/directory/all-jobs?origin=hamburger');
    navigate('/en/no-such-page');
    expect(events('Screen Open')).toEqual([
      { path: '/en/career-quiz/your-personality', origin: 'Affinity Matching Results' },
      { path: '/ms/pekerjaan/tukang-masak', origin: 'Job Guides' },
      { path: '/en/jobs/chef/salary-and-progression', origin: 'Job Guides' },
      { path: '/en/about-us' },
      { path: '/en/directory/all-jobs', origin: 'Hamburger' },
      { path: '/en/no-such-page' },
    ]);
  });

  it('a hash change alone is not a new screen', () => {
    load('/en/about-us');
    navigate('/en/about-us#team');
    expect(events('Screen Open')).toHaveLength(1);
  });

  it('stops listening when stopped', () => {
    load('/en');
    stop?.();
    stop = null;
    navigate('/ms');
    expect(events('Screen Open')).toHaveLength(1);
  });

  it('a failing step does not stop the others', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    trackNavigation(`${ORIGIN}/en/jobs/chef`);
    expect(error).toHaveBeenCalled();
    expect(events('Screen Open')).toEqual([{ path: '/en/jobs/chef', origin: 'Job Guides' }]);
  });
});

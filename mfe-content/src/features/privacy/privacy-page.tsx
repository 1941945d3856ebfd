import { Fragment, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouteLink, type CookieName, type LocalKey, type SessionKey } from 'shared-kit';
import { privacyMessages as m } from './privacy-messages';
import '../shared/static-page.css';
import './privacy-page.css';

// Unnamed: a name would cost a second entry in the runtime's chunk table (decision 381).
const StatsSection = lazy(() => import('./stats/stats-section'));

/** True from the task after the first render: the statistics section is asked for only then. */
function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true));
    return () => clearTimeout(timer);
  }, []);
  return after;
}

interface StorageGroup {
  readonly title: keyof typeof m;
  readonly body: keyof typeof m;
  readonly cookies?: readonly CookieName[];
  /** `quizScore_{jobId}` is one key per job, so it is not in LOCAL_KEYS. */
  readonly local?: readonly (LocalKey | 'quizScore_{jobId}')[];
  readonly session?: readonly SessionKey[];
}

/** Every cookie and storage key of spec §3, grouped by what it is for (the test checks none is missing). */
export const STORAGE_GROUPS: readonly StorageGroup[] = [
  { title: 'languageTitle', body: 'languageBody', cookies: ['i18n_redirected'] },
  {
    title: 'quizTitle',
    body: 'quizBody',
    cookies: [
      'currentQuestion',
      'userSelectionsList',
      'userSelectionsFull',
      'tookQuiz',
      'resultsCode',
      'primaryTraits',
      'secondaryTraits',
      'matchingTraits',
      'userTraits',
      'raisecData',
      'recommendedJobs',
      'numberOfJobs',
      'quizScore',
      'userLeadFormData',
      'leadsID',
    ],
    local: ['affinitySelections', 'quizScore_{jobId}'],
  },
  {
    title: 'signInTitle',
    body: 'signInBody',
    cookies: ['authorization_token', 'userID', 'userAvatar'],
    local: ['signupEmail'],
  },
  {
    title: 'jobsTitle',
    body: 'jobsBody',
    cookies: ['readJobGuidesList', 'savedBookmarksCount', 'storeJobNameIndustry'],
    local: ['visitedRoutes', 'compareJobs', 'pendingJobAction'],
  },
  {
    title: 'remindersTitle',
    body: 'remindersBody',
    cookies: [
      'onBoardingCompleted',
      'closedFeedbackFAB',
      'answeredJobFamiliaritySurvey',
      'answeredSubjectQuizSurvey',
      'hasChangedUserRole',
      'hasUpdatedBirthYear',
    ],
    local: ['firstTimeUser', 'userRole'],
    session: ['onboardingShown'],
  },
  { title: 'updatesTitle', body: 'updatesBody', session: ['forcedReload'] },
  {
    title: 'visitsTitle',
    body: 'visitsBody',
    local: ['visitCounter', 'nuxt-utm-data'],
    session: ['journeyStarted', 'isLoggedOnce', 'hasRemovedJourney', 'utmData', 'nuxt-utm-session-id'],
  },
];

function codeList(names: readonly string[]): ReactNode {
  return names.map((name, i) => (
    <Fragment key={name}>
      {i > 0 ? ', ' : null}
      <code>{name}</code>
    </Fragment>
  ));
}

/** The privacy and cookie notice (route `privacy`). */
export function PrivacyPage() {
  const intl = useIntl();
  const t = (key: keyof typeof m) => intl.formatMessage(m[key]);
  const later = useAfterFirstRender();

  useEffect(() => {
    document.title = intl.formatMessage(m.pageTitle);
  }, [intl]);

  return (
    <div className="static-page">
      <h1 className="static-page__title">{t('title')}</h1>
      <p className="static-page__lead">{t('lead')}</p>

      <section className="static-page__section" aria-labelledby="privacy-account">
        <h2 id="privacy-account">{t('accountTitle')}</h2>
        <p>{t('accountBody')}</p>
      </section>

      <section className="static-page__section" aria-labelledby="privacy-device">
        <h2 id="privacy-device">{t('deviceTitle')}</h2>
        <p>{t('deviceLead')}</p>
        <ul className="privacy__groups">
          {STORAGE_GROUPS.map((group) => (
            <li key={group.title} className="privacy__group">
              <h3>{t(group.title)}</h3>
              <p>{t(group.body)}</p>
              <ul className="privacy__keys">
                {group.cookies ? <li>{intl.formatMessage(m.cookies, { names: codeList(group.cookies) })}</li> : null}
                {group.local ? <li>{intl.formatMessage(m.local, { names: codeList(group.local) })}</li> : null}
                {group.session ? <li>{intl.formatMessage(m.session, { names: codeList(group.session) })}</li> : null}
              </ul>
            </li>
          ))}
        </ul>
        <p>{t('deviceLifetime')}</p>
        <p>{t('social')}</p>
      </section>

      <section className="static-page__section" aria-labelledby="privacy-server">
        <h2 id="privacy-server">{t('serverTitle')}</h2>
        <ul>
          <li>{t('serverQuiz')}</li>
          <li>{t('serverRequest')}</li>
          <li>{t('serverAccount')}</li>
        </ul>
      </section>

      {/* Usage statistics (issue 25): its code and messages load after the first render. */}
      {later ? (
        <Suspense fallback={null}>
          <StatsSection />
        </Suspense>
      ) : null}

      <section className="static-page__section" aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('rightsTitle')}</h2>
        <ul>
          <li>
            {intl.formatMessage(m.rightsDownload, { link: (chunks) => <RouteLink to="profile">{chunks}</RouteLink> })}
          </li>
          <li>
            {intl.formatMessage(m.rightsPdpa, { link: (chunks) => <RouteLink to="contact">{chunks}</RouteLink> })}
          </li>
          <li>{t('rightsBrowser')}</li>
        </ul>
      </section>
    </div>
  );
}

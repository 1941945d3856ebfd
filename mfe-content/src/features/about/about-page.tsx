import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { RouteLink } from 'shared-kit';
import { aboutMessages as m } from './about-messages';
import '../shared/static-page.css';
import './about-page.css';

/** The methodology pages (route `methodology`, canonical page words), in the drawer's order. */
const METHODS = [
  { page: 'career-quiz', link: 'methodCareerQuiz', body: 'methodCareerQuizBody' },
  { page: 'career-quiz-vs-imk', link: 'methodImk', body: 'methodImkBody' },
  { page: 'job-guide', link: 'methodJobGuide', body: 'methodJobGuideBody' },
  { page: 'job', link: 'methodJob', body: 'methodJobBody' },
  { page: 'salary', link: 'methodSalary', body: 'methodSalaryBody' },
  { page: 'subject-job-match', link: 'methodSubject', body: 'methodSubjectBody' },
] as const satisfies readonly { page: string; link: keyof typeof m; body: keyof typeof m }[];

const FACTS = ['factFree', 'factBilingual', 'factRiasec', 'factSources'] as const;

/**
 * Ids the drawer links to (/en/about-us#methodologies): do not rename. The Team and Friends sections
 * (and their drawer entries) were one-line placeholders and are gone until there are real people and
 * partners to name (decision 261).
 */
export const ABOUT_ANCHORS = ['methodologies'] as const;

/** The about-us page (route `about`). */
export function AboutPage() {
  const intl = useIntl();
  const t = (key: keyof typeof m) => intl.formatMessage(m[key]);

  useEffect(() => {
    document.title = intl.formatMessage(m.pageTitle);
  }, [intl]);

  // This remote renders after the shell has tried to scroll to the hash, so scroll here too.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView?.();
  }, []);

  return (
    <div className="static-page">
      <h1 className="static-page__title">{t('title')}</h1>
      <p className="static-page__lead">{t('lead')}</p>

      <section className="static-page__section" aria-labelledby="about-facts">
        <h2 id="about-facts">{t('factsTitle')}</h2>
        <ul className="about__facts">
          {FACTS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>

      <section id="methodologies" className="static-page__section" aria-labelledby="about-methodologies">
        <h2 id="about-methodologies">{t('methodologiesTitle')}</h2>
        <p>{t('methodologiesLead')}</p>
        <ul className="about__methods">
          {METHODS.map((method) => (
            <li key={method.page}>
              <RouteLink to="methodology" params={{ page: method.page }} className="about__method-link">
                {t(method.link)}
              </RouteLink>
              <p>{t(method.body)}</p>
            </li>
          ))}
        </ul>
        <p className="about__attribution">
          {intl.formatMessage(m.onetAttribution, {
            link: (chunks) => <a href="https://www.onetcenter.org/database.html">{chunks}</a>,
            license: (chunks) => <a href="https://creativecommons.org/licenses/by/4.0/">{chunks}</a>,
          })}
        </p>
      </section>

      <p className="about__contact">
        {intl.formatMessage(m.contact, { link: (chunks) => <RouteLink to="contact">{chunks}</RouteLink> })}
      </p>
    </div>
  );
}

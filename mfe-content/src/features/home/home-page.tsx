import {
  BookOpen,
  BriefcaseBusiness,
  CalendarDays,
  Compass,
  FileText,
  GraduationCap,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { getConfig, RouteLink, type RouteId } from 'shared-kit';
import { homeMessages as m } from './home-messages';
import { UpdatesSection } from './updates-section';
import './home-page.css';

// Icons are SVG from Lucide (ISC licence, lucide-react): emoji render as empty boxes on phones
// without an emoji font. Named imports are tree-shaken: only these six icons are bundled.
// `soon`: no real content yet (only development examples, which a student never sees), so the
// card says "Coming soon" and links nowhere (decision 261). The Events card follows the site's
// data: the server's page configuration says whether an editor has published an event that has
// not ended (`upcomingEvents`), and the server's first paint reads the same (decision 365); read
// at each render (a getter), never once when the module loads. White papers: drop the flag when
// the first real paper is published.
const CARDS: { route: RouteId; title: keyof typeof m; body: keyof typeof m; Icon: LucideIcon; soon?: boolean }[] = [
  { route: 'quiz.intro', title: 'quizTitle', body: 'quizBody', Icon: Compass },
  { route: 'subjectQuiz', title: 'subjectTitle', body: 'subjectBody', Icon: BookOpen },
  { route: 'directory', title: 'jobsTitle', body: 'jobsBody', Icon: BriefcaseBusiness },
  { route: 'funding', title: 'fundingTitle', body: 'fundingBody', Icon: GraduationCap },
  {
    route: 'events',
    title: 'eventsTitle',
    body: 'eventsBody',
    Icon: CalendarDays,
    get soon() {
      return !getConfig().upcomingEvents;
    },
  },
  { route: 'whitePapers', title: 'papersTitle', body: 'papersBody', Icon: FileText, soon: true },
];

/** The home page (route `home`). */
export function HomePage() {
  const intl = useIntl();
  const t = (key: keyof typeof m) => intl.formatMessage(m[key]);
  // Coming back from another page must not leave that page's title behind.
  useEffect(() => {
    document.title = intl.formatMessage(m.pageTitle);
  }, [intl]);
  return (
    <div className="home">
      <section className="home__hero">
        <h1 className="home__title">{t('title')}</h1>
        <p className="home__lead">{t('lead')}</p>
        <div className="home__actions">
          <RouteLink to="quiz.intro" className="ck-button ck-button--primary">
            {t('quizCta')}
          </RouteLink>
          <RouteLink to="subjectQuiz" className="ck-button ck-button--secondary" query={{ origin: 'home' }}>
            {t('subjectCta')}
          </RouteLink>
        </div>
      </section>
      <section className="home__section" aria-labelledby="home-what">
        <h2 id="home-what">{t('whatTitle')}</h2>
        <ul className="home__cards">
          {CARDS.map((card) => (
            <li key={card.route} className={card.soon ? 'home__card home__card--soon' : 'home__card'}>
              <span className="home__icon">
                <card.Icon aria-hidden="true" size={28} strokeWidth={2} />
              </span>
              {card.soon ? (
                <h3>
                  {t(card.title)} <span className="home__soon">{t('comingSoon')}</span>
                </h3>
              ) : (
                <h3>
                  <RouteLink to={card.route}>{t(card.title)}</RouteLink>
                </h3>
              )}
              <p>{t(card.body)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="home__section home__for" aria-labelledby="home-for">
        <h2 id="home-for">{t('forWhoTitle')}</h2>
        <p>{t('forWhoBody')}</p>
      </section>
      <UpdatesSection />
    </div>
  );
}

import { buildPath, type Locale } from 'shared-kit';
import type { MessageDescriptor } from 'react-intl';
import { shellMessages as m } from './shell-messages';

/** A drawer entry (spec §2 menu item fields). `name` is a message; paths are in both languages. */
export interface MenuItem {
  readonly name: MessageDescriptor;
  readonly tracking_name: string;
  readonly path: string;
  readonly path_bm: string;
  readonly children?: readonly MenuItem[];
  /** Handled by the shell rather than a plain link. */
  readonly action?: 'career-quiz' | 'my-profile';
}

const both = (id: Parameters<typeof buildPath>[0], query = '', hash = '') => ({
  path: `${buildPath(id, 'en')}${query}${hash}`,
  path_bm: `${buildPath(id, 'ms')}${query}${hash}`,
});

// About has no Team or Friends entry: those sections were placeholders and were removed until there
// are real people and partners to name (decision 261). The drawer never links events or white papers
// while they hold only development examples.
export const MENU_ITEMS: readonly MenuItem[] = [
  { name: m.home, tracking_name: 'Home', ...both('home') },
  { name: m.careerQuiz, tracking_name: 'Career Quiz', ...both('quiz.start'), action: 'career-quiz' },
  { name: m.subjectQuiz, tracking_name: 'Subject Quiz', ...both('subjectQuiz', '?origin=hamburger') },
  { name: m.allJobs, tracking_name: 'View All Jobs', ...both('directory', '?origin=hamburger') },
  { name: m.myProfile, tracking_name: 'My Profile', ...both('profile'), action: 'my-profile' },
  {
    name: m.about,
    tracking_name: 'About',
    ...both('about'),
    children: [
      { name: m.aboutUs, tracking_name: 'About Us', ...both('about') },
      { name: m.methodologies, tracking_name: 'Methodologies', ...both('about', '', '#methodologies') },
    ],
  },
  { name: m.contact, tracking_name: 'Get in touch', ...both('contact') },
];

export function itemPath(item: MenuItem, locale: Locale): string {
  return locale === 'ms' ? item.path_bm : item.path;
}

/** Is this item the current page? (path without query; hash anchors count only with the hash) */
export function isCurrent(item: MenuItem, locale: Locale, pathname: string, hash: string): boolean {
  const [target, targetHash = ''] = itemPath(item, locale).split('#');
  const targetPath = target!.split('?')[0];
  return targetPath === pathname && (targetHash === '' ? hash === '' || !item.children : `#${targetHash}` === hash);
}

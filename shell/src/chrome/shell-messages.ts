import { defineMessages } from 'shared-kit';

export const shellMessages = defineMessages({
  siteName: { id: 'shell.siteName', defaultMessage: 'Laluan Kerjaya' },
  // The description of a page that has none of its own (the site server's, decision 300).
  siteDescription: {
    id: 'shell.siteDescription',
    defaultMessage:
      'Laluan Kerjaya: career quiz, honest job guides and funding search for Malaysian students, in English and Bahasa Melayu.',
  },
  logoLabel: { id: 'shell.logoLabel', defaultMessage: 'Laluan Kerjaya — home' },
  updateAvailable: {
    id: 'shell.update.available',
    defaultMessage: 'A new version of Laluan Kerjaya is ready. Reload to get it.',
  },
  updateReload: { id: 'shell.update.reload', defaultMessage: 'Reload' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to main content' },
  openMenu: { id: 'shell.openMenu', defaultMessage: 'Open menu' },
  menu: { id: 'shell.menu', defaultMessage: 'Menu' },
  home: { id: 'shell.nav.home', defaultMessage: 'Home' },
  search: { id: 'shell.nav.search', defaultMessage: 'Search jobs' },
  savedJobs: { id: 'shell.nav.savedJobs', defaultMessage: 'My saved jobs:' },
  careerQuiz: { id: 'shell.nav.careerQuiz', defaultMessage: 'Career quiz' },
  subjectQuiz: { id: 'shell.nav.subjectQuiz', defaultMessage: 'Subject quiz' },
  allJobs: { id: 'shell.nav.allJobs', defaultMessage: 'View all jobs' },
  myProfile: { id: 'shell.nav.myProfile', defaultMessage: 'My profile' },
  about: { id: 'shell.nav.about', defaultMessage: 'About' },
  aboutUs: { id: 'shell.nav.aboutUs', defaultMessage: 'About Us' },
  methodologies: { id: 'shell.nav.methodologies', defaultMessage: 'Methodologies' },
  contact: { id: 'shell.nav.contact', defaultMessage: 'Get in touch' },
  privacy: { id: 'shell.nav.privacy', defaultMessage: 'Privacy and cookie notice' },
  language: { id: 'shell.language', defaultMessage: 'Language' },
  switchToEnglish: { id: 'shell.language.en', defaultMessage: 'English' },
  switchToMalay: { id: 'shell.language.ms', defaultMessage: 'Bahasa Melayu' },
  languageNow: { id: 'shell.languageNow', defaultMessage: 'Language:' },
  // The first paint's menu and search buttons, before the app can open the drawer (decision 346).
  menuLoading: { id: 'shell.menuLoading', defaultMessage: 'Menu loading…' },
  searchLoading: { id: 'shell.searchLoading', defaultMessage: 'Job search loading…' },
  notFoundTitle: { id: 'shell.notFound.title', defaultMessage: 'We could not find that page' },
  notFoundMessage: { id: 'shell.notFound.message', defaultMessage: 'Page not found: {path}' },
  backHome: { id: 'shell.backHome', defaultMessage: 'Back to home' },
  busyTitle: { id: 'shell.busy.title', defaultMessage: 'Whoa, we did not expect such a big crowd!' },
  busyMessage: {
    id: 'shell.busy.message',
    defaultMessage: 'Please wait a moment. High traffic has slowed our system down. Thank you for your patience!',
  },
  busyRetry: { id: 'shell.busy.retry', defaultMessage: 'Try again' },
  footerNote: {
    id: 'shell.footer.note',
    defaultMessage: 'Career guidance for Malaysian students, parents and teachers.',
  },
  loading: { id: 'shell.loading', defaultMessage: 'Loading the page…' },
  sitemap: { id: 'shell.footer.sitemap', defaultMessage: 'Sitemap' },
  footerUpdates: { id: 'shell.footer.updates', defaultMessage: 'Get updates on WhatsApp' },
});

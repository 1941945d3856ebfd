import { defineMessages } from 'shared-kit';

// Describes what the code really stores (shared-kit's COOKIES, LOCAL_KEYS and SESSION_KEYS, and
// the API's accounts, quiz leads and job requests). Change it when they change; its test checks the keys.
export const privacyMessages = defineMessages({
  pageTitle: { id: 'content.privacy.pageTitle', defaultMessage: 'Privacy and cookie notice · Laluan Kerjaya' },
  title: { id: 'content.privacy.title', defaultMessage: 'Privacy and cookie notice' },
  lead: {
    id: 'content.privacy.lead',
    defaultMessage:
      'This notice explains, in plain words, what this site keeps on your device and on our server, and what you can do about it. We handle personal data under Malaysia’s Personal Data Protection Act 2010 (PDPA).',
  },

  accountTitle: { id: 'content.privacy.account.title', defaultMessage: 'An account is optional' },
  accountBody: {
    id: 'content.privacy.account.body',
    defaultMessage:
      'You can take the quizzes and read every job guide without an account and without telling us who you are. Create an account only if you want to keep your quiz results, save jobs or compare them.',
  },

  deviceTitle: { id: 'content.privacy.device.title', defaultMessage: 'What we keep on your device' },
  deviceLead: {
    id: 'content.privacy.device.lead',
    defaultMessage:
      'To work, the site keeps a few small items in your browser: cookies, local storage and session storage. We use no advertising cookies.',
  },
  languageTitle: { id: 'content.privacy.device.language.title', defaultMessage: 'Your language' },
  languageBody: {
    id: 'content.privacy.device.language.body',
    defaultMessage: 'Remembers whether you chose English or Bahasa Melayu.',
  },
  quizTitle: { id: 'content.privacy.device.quiz.title', defaultMessage: 'Quiz progress and results' },
  quizBody: {
    id: 'content.privacy.device.quiz.body',
    defaultMessage:
      'Lets you carry on with the career quiz where you stopped and see your result and matching jobs without an account. This includes the details you give before the quiz, such as whether you are a student, parent or teacher.',
  },
  signInTitle: { id: 'content.privacy.device.signIn.title', defaultMessage: 'Signing in' },
  signInBody: {
    id: 'content.privacy.device.signIn.body',
    defaultMessage:
      'Keeps you signed in (a sign-in token and your user ID). Only set when you sign in. While you sign up, it also remembers the email address you registered, to fill in the log-in form after you confirm it.',
  },
  jobsTitle: { id: 'content.privacy.device.jobs.title', defaultMessage: 'Job guides you read and save' },
  jobsBody: {
    id: 'content.privacy.device.jobs.body',
    defaultMessage:
      'Remembers which job guides you have read, how many jobs you have saved and the jobs you chose to compare (up to three), and a job you asked to save or compare before signing up, so it is done once you have signed in.',
  },
  remindersTitle: { id: 'content.privacy.device.reminders.title', defaultMessage: 'Small settings and reminders' },
  remindersBody: {
    id: 'content.privacy.device.reminders.body',
    defaultMessage:
      'Remembers things like whether this is your first visit, whether you have seen the introduction, answered a short survey or closed the feedback button, so we do not ask again.',
  },
  updatesTitle: { id: 'content.privacy.device.updates.title', defaultMessage: 'New versions of the site' },
  updatesBody: {
    id: 'content.privacy.device.updates.body',
    defaultMessage:
      'When the site reloads itself to fetch a new version, it notes the page and the time, so it never reloads over and over. Kept only until you close the tab.',
  },
  visitsTitle: { id: 'content.privacy.device.visits.title', defaultMessage: 'Visits and campaign links' },
  visitsBody: {
    id: 'content.privacy.device.visits.body',
    defaultMessage:
      'Counts your visits. If you arrive through a link with campaign tags (utm_source and the like), it also keeps those tags, the page you came from, your browser, its language, the page you landed on and your screen size, so we can tell which links bring people here.',
  },
  cookies: { id: 'content.privacy.device.cookies', defaultMessage: 'Cookies: {names}' },
  local: { id: 'content.privacy.device.local', defaultMessage: 'Local storage: {names}' },
  session: { id: 'content.privacy.device.session', defaultMessage: 'Session storage: {names}' },
  deviceLifetime: {
    id: 'content.privacy.device.lifetime',
    defaultMessage:
      'Cookies last up to one year and are only sent over secure connections. Session storage is cleared when you close the tab. You can delete all of these in your browser settings at any time; the site still works, but forgets your language and quiz progress.',
  },
  social: {
    id: 'content.privacy.device.social',
    defaultMessage: 'Google or Facebook sign-in code is loaded only when you choose to sign in with them.',
  },

  serverTitle: { id: 'content.privacy.server.title', defaultMessage: 'What we keep on our server' },
  serverQuiz: {
    id: 'content.privacy.server.quiz',
    defaultMessage:
      'When you finish the career quiz, your choices, your result and the details you gave before the quiz are saved so we can show your matching jobs. This record is not linked to an account unless you sign in and keep it.',
  },
  serverRequest: {
    id: 'content.privacy.server.request',
    defaultMessage:
      'When you ask us to add a job, we keep the job name you typed and, if you told us in the quiz, whether you are a student, parent, teacher or other.',
  },
  serverAccount: {
    id: 'content.privacy.server.account',
    defaultMessage:
      'If you create an account, we keep your email address, your password in a scrambled (hashed) form that cannot be read back, the profile details you choose to give (such as nickname, role, age or age range, gender, household income range, plans after SPM, languages and organisation), your quiz results, the jobs you save or read, and your quiz scores for jobs.',
  },

  rightsTitle: { id: 'content.privacy.rights.title', defaultMessage: 'Your choices' },
  rightsDownload: {
    id: 'content.privacy.rights.download',
    defaultMessage:
      'When signed in, you can download a copy of your account data, or delete your account and everything saved with it, from <link>My profile</link>.',
  },
  rightsPdpa: {
    id: 'content.privacy.rights.pdpa',
    defaultMessage:
      'Under the PDPA you can also ask to see or correct the personal data we hold about you. <link>Contact us</link> to do so.',
  },
  rightsBrowser: {
    id: 'content.privacy.rights.browser',
    defaultMessage: 'You can clear the cookies and storage on your device at any time, with or without an account.',
  },
});

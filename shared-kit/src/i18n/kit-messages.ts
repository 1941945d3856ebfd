import { defineMessages } from './define-messages';

/** Messages of the shared components. Malay lives in ./messages/ms.json. */
export const kitMessages = defineMessages({
  loading: { id: 'kit.loading', defaultMessage: 'Loading…' },
  close: { id: 'kit.close', defaultMessage: 'Close' },
  closeMenu: { id: 'kit.closeMenu', defaultMessage: 'Close menu' },
  showPassword: { id: 'kit.showPassword', defaultMessage: 'Show' },
  hidePassword: { id: 'kit.hidePassword', defaultMessage: 'Hide' },
  back: { id: 'kit.back', defaultMessage: 'Back' },
  emailRequired: { id: 'kit.validation.emailRequired', defaultMessage: '*Email is required' },
  emailInvalid: { id: 'kit.validation.emailInvalid', defaultMessage: '*Please enter a valid email' },
  passwordRequired: { id: 'kit.validation.passwordRequired', defaultMessage: '*Password is required' },
  passwordShort: { id: 'kit.validation.passwordShort', defaultMessage: '*Password must be at least 8 characters' },
  /** The API's PASSWORD_TOO_COMMON (decision 283): one of the 10,000 most common passwords. */
  passwordTooCommon: {
    id: 'kit.validation.passwordTooCommon',
    defaultMessage: '*This password is too common and easy to guess. Please choose another one.',
  },
  nicknameRequired: { id: 'kit.validation.nicknameRequired', defaultMessage: '*Nickname is required' },
  ageRequired: { id: 'kit.validation.ageRequired', defaultMessage: '*Age is required' },
  // The numbers are AGE_MIN and AGE_MAX of forms/validation.ts (a test keeps them equal).
  ageRange: { id: 'kit.validation.ageRange', defaultMessage: '*Please enter an age from 10 to 99' },
  genderRequired: { id: 'kit.validation.genderRequired', defaultMessage: '*Please select your gender' },
  otherLanguageRequired: {
    id: 'kit.validation.otherLanguageRequired',
    defaultMessage: '*Please specify other languages',
  },
  loginFailed: { id: 'kit.error.loginFailed', defaultMessage: '*Login Failed' },
  remoteFailedTitle: { id: 'kit.remote.failedTitle', defaultMessage: 'This part of the site did not load' },
  remoteFailedBody: {
    id: 'kit.remote.failedBody',
    defaultMessage: 'Check your connection and try again. The rest of the site still works.',
  },
  retry: { id: 'kit.retry', defaultMessage: 'Try again' },
  comingSoonTitle: { id: 'kit.comingSoon.title', defaultMessage: 'Coming soon' },
  comingSoonBody: {
    id: 'kit.comingSoon.body',
    defaultMessage:
      'We are still building this page, so there is nothing here yet. In the meantime, the job guides are ready to read.',
  },
  comingSoonJobs: { id: 'kit.comingSoon.jobs', defaultMessage: 'See all jobs' },
  backHome: { id: 'kit.backHome', defaultMessage: 'Back to home' },
  pageTitle: { id: 'kit.pageTitle', defaultMessage: '{page} · Laluan Kerjaya' },
});

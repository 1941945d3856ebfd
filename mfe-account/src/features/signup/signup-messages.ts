import { defineMessages } from 'shared-kit';

export const signupMessages = defineMessages({
  headerQuiz: { id: 'account.signup.header.quiz', defaultMessage: 'Create an account to save your results' },
  headerProfile: { id: 'account.signup.header.profile', defaultMessage: 'Create your own profile' },
  headerJob: { id: 'account.signup.header.job', defaultMessage: 'Create an account to save this job' },
  headerCompare: { id: 'account.signup.header.compareJobs', defaultMessage: 'Create an account to compare jobs' },
  bullet1: { id: 'account.signup.bullet1', defaultMessage: 'Keep your career quiz results' },
  bullet2: { id: 'account.signup.bullet2', defaultMessage: 'Save the job guides you like' },
  bullet3: { id: 'account.signup.bullet3', defaultMessage: 'Compare up to 3 jobs side by side' },
  google: { id: 'account.signup.google', defaultMessage: 'Continue with Google' },
  facebook: { id: 'account.signup.facebook', defaultMessage: 'Continue with Facebook' },
  email: { id: 'account.signup.email', defaultMessage: 'Sign up with email' },
  consent: {
    id: 'account.signup.consent',
    defaultMessage:
      'By signing up, you agree to how we use your data as set out in our <link>privacy and cookie notice</link>.',
  },
  haveAccount: { id: 'account.signup.haveAccount', defaultMessage: 'Already have an account?' },
  login: { id: 'account.signup.login', defaultMessage: 'Log in' },
  back: { id: 'account.signup.back', defaultMessage: 'Back' },
  emailLabel: { id: 'account.signup.field.email', defaultMessage: 'Email' },
  passwordLabel: { id: 'account.signup.field.password', defaultMessage: 'Password' },
  passwordHint: { id: 'account.signup.field.passwordHint', defaultMessage: 'At least 8 characters' },
  emailTitle: { id: 'account.signup.emailView.title', defaultMessage: 'Sign up with email' },
  signUp: { id: 'account.signup.emailView.submit', defaultMessage: 'Sign up' },
  existing: {
    id: 'account.signup.emailView.existing',
    defaultMessage: "*If this email is new to us, check for a confirmation email. Otherwise, try 'Forgot Password'.",
  },
  genericError: { id: 'account.signup.error.generic', defaultMessage: 'Something went wrong. Please try again.' },
  verifyTitle: { id: 'account.signup.verify.title', defaultMessage: 'Check your inbox' },
  verifyBody: {
    id: 'account.signup.verify.body',
    defaultMessage: 'We sent a verification link to {email}. Click the link in that email to activate your account.',
  },
  verifyBodyNoEmail: {
    id: 'account.signup.verify.bodyNoEmail',
    defaultMessage: 'We sent you a verification link. Click the link in that email to activate your account.',
  },
  resend: { id: 'account.signup.verify.resend', defaultMessage: 'Resend' },
  resendWait: {
    id: 'account.signup.verify.wait',
    defaultMessage: 'You can resend the email in {seconds, plural, one {# second} other {# seconds}}.',
  },
  tooFrequent: {
    id: 'account.signup.verify.tooFrequent',
    defaultMessage: 'Slow down! Wait for a bit before trying again.',
  },
  resent: { id: 'account.signup.verify.resent', defaultMessage: 'Verification link sent.' },
  loginTitle: { id: 'account.signup.loginView.title', defaultMessage: 'Log in to your account' },
  loggedIn: { id: 'account.signup.loginView.success', defaultMessage: 'You are logged in.' },
  forgotLink: { id: 'account.signup.loginView.forgot', defaultMessage: 'Forgot password?' },
  forgotTitle: { id: 'account.signup.forgot.title', defaultMessage: 'Forgot password' },
  forgotIntro: {
    id: 'account.signup.forgot.intro',
    defaultMessage: 'Enter the email of your account and we will send you a link to reset your password.',
  },
  sendReset: { id: 'account.signup.forgot.submit', defaultMessage: 'Send reset link' },
  resetSent: { id: 'account.signup.forgot.sent', defaultMessage: 'Reset password link has been sent to your email.' },
  noSuchUser: { id: 'account.signup.forgot.noSuchUser', defaultMessage: '*User with this email does not exist.' },
  bannerVerified: {
    id: 'account.signup.banner.verified',
    defaultMessage: 'Your email is verified. Log in to continue.',
  },
  bannerExpired: { id: 'account.signup.banner.expired', defaultMessage: 'Verification link expired' },
  bannerFailed: { id: 'account.signup.banner.failed', defaultMessage: 'Verification failed.' },
  bannerAlready: {
    id: 'account.signup.banner.already',
    defaultMessage: 'Your email is already verified. Log in to continue.',
  },
  bannerSent: {
    id: 'account.signup.banner.sent',
    defaultMessage: 'Ola has sent you a verification email. Check your inbox.',
  },
  successTitle: { id: 'account.signup.success.title', defaultMessage: 'Your account is ready' },
  continue: { id: 'account.signup.success.continue', defaultMessage: 'Continue' },
});

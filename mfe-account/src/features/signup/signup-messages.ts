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
  comingSoon: {
    id: 'account.signup.comingSoon',
    defaultMessage:
      'Signing up with email opens here soon. You can keep using the quiz and job guides without an account.',
  },
});

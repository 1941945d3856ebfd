import { defineMessages } from 'shared-kit';

export const socialMessages = defineMessages({
  google: { id: 'account.signup.social.google', defaultMessage: 'Continue with Google' },
  facebook: { id: 'account.signup.social.facebook', defaultMessage: 'Continue with Facebook' },
  or: { id: 'account.signup.social.or', defaultMessage: 'or' },
});

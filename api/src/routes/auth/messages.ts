import { AppError } from '../../plugins/errors.js';

/** Texts the client matches on (spec §8): keep the trigger words. */
export const MESSAGES = {
  registered: 'Verification email sent. Check your inbox and click the link to activate your account.',
  existing:
    "This email may belong to an existing account. If this email is new to us, check for a confirmation email. Otherwise, try 'Forgot Password'.",
  resent: 'Verification link sent. Check your inbox.',
  tooFrequent: 'Requests are too frequent. Wait a minute before asking for another email.',
  loginFailed: 'Login failed',
  loggedOut: 'You are logged out.',
  resetSent: 'Reset password link has been sent to your email.',
  noSuchUser: 'User with this email does not exist',
  passwordChanged: 'Your password has been changed. You can now log in with it.',
  passwordChangedSignedIn: 'Your password has been changed. You are signed out on your other devices.',
  sessionEnded: 'That sign-in has been ended.',
  signedOutEverywhere: 'You are signed out everywhere.',
} as const;

export const emailUnavailable = () =>
  new AppError(503, 'EMAIL_UNAVAILABLE', 'The email could not be sent just now; try again in a minute');

export const invalidEmail = () => new AppError(400, 'VALIDATION_FAILED', 'body.email is not a valid email');

export type VerificationResult = 'verified' | 'expired' | 'failed' | 'already';

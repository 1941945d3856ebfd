/** The views of the sign-up dialog (spec §2). */
export type SignupView = 'options' | 'email' | 'login' | 'completeProfile' | 'forgot' | 'success' | 'verify' | 'reset';

/** Where the back arrow goes from each view (spec §2); options has none (it closes). */
export const BACK_FROM: Partial<Record<SignupView, SignupView>> = {
  email: 'options',
  login: 'options',
  forgot: 'login',
  verify: 'email',
  success: 'options',
  reset: 'login',
};

import { getCookie, getLocal, matchPath, type SignupContext } from 'shared-kit';

/**
 * The sign-up dialog's context when an emailed link lands (…?verification= or ?reset_token=). The
 * verification link comes back to the page the visitor signed up on (decision 267): on the home
 * page (the profile guard's landing, or a sign-up from the menu) the log-in goes on to the profile,
 * as before; on any other page it stays there, so a Save pressed on a job guide ends on that guide.
 * The context also titles the dialog if the visitor goes back to signing up: it names what they
 * were doing (a pending Save or Compare, or a saved quiz result).
 */
export function emailLandingContext(pathname: string): SignupContext {
  if (matchPath(pathname)?.route.id === 'home') return 'profile';
  const pending = getLocal('pendingJobAction');
  if (pending?.kind === 'save') return 'job';
  if (pending?.kind === 'compare') return 'compareJobs';
  if (getCookie('leadsID')) return 'quiz';
  return 'job';
}

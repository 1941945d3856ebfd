import { persistLocal, setCookie } from 'shared-kit';
import { emailLandingContext } from './email-landing';

beforeEach(() => {
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; path=/`;
  });
});

describe('the sign-up dialog context when an emailed link lands (decision 267)', () => {
  it('on the home page the log-in goes on to the profile, as before', () => {
    persistLocal('pendingJobAction', { kind: 'save', id: 7, slug: 'nurse' });
    expect(emailLandingContext('/en')).toBe('profile');
    expect(emailLandingContext('/ms')).toBe('profile');
  });

  it('on any other page it stays there, named after what the visitor was doing', () => {
    expect(emailLandingContext('/en/jobs/nurse')).toBe('job');
    persistLocal('pendingJobAction', { kind: 'save', id: 7, slug: 'nurse' });
    expect(emailLandingContext('/ms/pekerjaan/jururawat')).toBe('job');
    persistLocal('pendingJobAction', { kind: 'compare', id: 7, slug: 'nurse' });
    expect(emailLandingContext('/en/directory/all-jobs')).toBe('compareJobs');
    persistLocal('pendingJobAction', null);
    setCookie('leadsID', '0b7e4a62-3c1d-4f55-9a0e-2d8c6f1b9e47');
    expect(emailLandingContext('/en/career-quiz/your-personality')).toBe('quiz');
  });
});

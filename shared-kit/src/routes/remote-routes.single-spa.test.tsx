import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl, start } from 'single-spa';
import { RouteLink } from '../components/link';
import { renderIntl } from '../testing/render';
import { RemoteRoutes } from './remote-routes';

// As in the site: single-spa is started and owns the URL. It hands popstate to listeners after it
// has rerouted (a moment later), so the assertions wait for the page.
const Intro = () => (
  <>
    <h1>Intro</h1>
    <RouteLink to="quiz.start">Start</RouteLink>
  </>
);
const Start = () => <h1>Start</h1>;

describe('RemoteRoutes under single-spa', () => {
  it('follows single-spa navigations and the Back button', async () => {
    start({ urlRerouteOnly: true });
    renderIntl(<RemoteRoutes remote="mfe-quiz" pages={{ 'quiz.intro': Intro, 'quiz.start': Start }} />, {
      path: '/en/career-quiz',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Intro' })).toBeInTheDocument();
    act(() => navigateToUrl('/en/career-quiz/start'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Start' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Intro' })).toBeInTheDocument();
    // A router link goes through single-spa's navigateToUrl (window.singleSpaNavigate) too.
    expect(window.singleSpaNavigate).toBe(navigateToUrl);
    await userEvent.click(screen.getByRole('link', { name: 'Start' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Start' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/career-quiz/start');
  });
});

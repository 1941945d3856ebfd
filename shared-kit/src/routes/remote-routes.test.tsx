import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { RouteLink } from '../components/link';
import { renderIntl } from '../testing/render';
import { useNavigateTo } from './router-bridge';
import {
  Outlet,
  RemoteRoutes,
  remoteRouteObjects,
  useParams,
  useSearchParams,
  type RemotePages,
} from './remote-routes';

const Intro = () => (
  <>
    <h1>Intro</h1>
    <RouteLink to="quiz.start">Start</RouteLink>
    <RouteLink to="jobs.detail" params={{ slug: 'nurse' }}>
      Nurse
    </RouteLink>
  </>
);
function Start() {
  const navigateTo = useNavigateTo();
  return (
    <>
      <h1>Start</h1>
      <button type="button" onClick={() => navigateTo('quiz.dataEntry', { type: 'parent' })}>
        I am a parent
      </button>
    </>
  );
}
function DataEntry() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Data entry</h1>
      <p>step {params.get('step') ?? '1'}</p>
      <button type="button" onClick={() => setParams({ step: '2' })}>
        Next step
      </button>
    </>
  );
}

const QUIZ: RemotePages = { 'quiz.intro': Intro, 'quiz.start': Start, 'quiz.dataEntry': DataEntry };

function at(path: string, pages: RemotePages = QUIZ, remote: 'mfe-quiz' | 'mfe-jobs' = 'mfe-quiz') {
  const locale = path.startsWith('/ms') ? 'ms' : 'en';
  return renderIntl(<RemoteRoutes remote={remote} pages={pages} />, { locale, path });
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('RemoteRoutes', () => {
  it('renders the page of the current route in both languages, and coming soon for the rest', () => {
    at('/en/career-quiz');
    expect(heading()).toBe('Intro');
    at('/ms/kuiz-kerjaya/mula');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Intro', 'Start']);
  });

  it('shows the coming-soon page for a route of the remote with no page yet', () => {
    at('/ms/kuiz-kerjaya/personaliti-anda');
    expect(screen.getByRole('heading', { level: 1, name: 'Akan datang' })).toBeInTheDocument();
  });

  it('matches closed-set words only in their own language', () => {
    at('/en/career-quiz/data-entry-student');
    expect(heading()).toBe('Data entry');
    at('/ms/kuiz-kerjaya/kemasukan-data-student');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1); // nothing for the wrong word
  });

  it('makes RouteLink a router link: it navigates in place and keeps its table path', async () => {
    at('/en/career-quiz');
    const link = screen.getByRole('link', { name: 'Start' });
    expect(link).toHaveAttribute('href', '/en/career-quiz/start');
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/en/career-quiz/start');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start' })).toBeInTheDocument();
  });

  it('navigates by route id, localized, from code', async () => {
    at('/ms/kuiz-kerjaya/mula');
    await userEvent.click(screen.getByRole('button', { name: 'I am a parent' }));
    expect(window.location.pathname).toBe('/ms/kuiz-kerjaya/kemasukan-data-ibu-bapa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data entry' })).toBeInTheDocument();
  });

  it('reads and writes search params', async () => {
    at('/en/career-quiz/data-entry-teacher');
    expect(screen.getByText('step 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(window.location.search).toBe('?step=2');
    expect(await screen.findByText('step 2')).toBeInTheDocument();
  });

  it('renders nothing when the path belongs to another remote (the shell swaps apps)', async () => {
    at('/en/career-quiz');
    await userEvent.click(screen.getByRole('link', { name: 'Nurse' }));
    expect(window.location.pathname).toBe('/en/jobs/nurse');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument());
  });

  it('nests pages whose paths extend a parent, keeping the parent mounted between tabs', async () => {
    const mounts: string[] = [];
    function Guide() {
      const first = useRef(true);
      if (first.current) mounts.push('guide');
      first.current = false;
      const { slug } = useParams();
      return (
        <>
          <h1>Guide {slug}</h1>
          <RouteLink to="jobs.section" params={{ slug: slug!, section: 'salary-and-progression' }}>
            Salary
          </RouteLink>
          <Outlet />
        </>
      );
    }
    const pages: RemotePages = {
      'jobs.detail': {
        Component: Guide,
        index: () => <p>Overview</p>,
        children: { 'jobs.section': () => <p>Section</p> },
      },
    };
    at('/ms/pekerjaan/jururawat', pages, 'mfe-jobs');
    expect(heading()).toBe('Guide jururawat');
    expect(screen.getByText('Overview')).toBeInTheDocument();
    const salary = screen.getByRole('link', { name: 'Salary' });
    expect(salary).toHaveAttribute('href', '/ms/pekerjaan/jururawat/gaji-dan-kemajuan');
    await userEvent.click(salary);
    expect(await screen.findByText('Section')).toBeInTheDocument();
    expect(screen.queryByText('Overview')).not.toBeInTheDocument();
    expect(mounts).toEqual(['guide']);
  });

  it('refuses pages of a route another remote owns', () => {
    expect(() => remoteRouteObjects('mfe-quiz', { home: Intro }, null)).toThrow(
      'Route home belongs to mfe-content, not mfe-quiz',
    );
  });
});

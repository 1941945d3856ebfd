import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteLink, useRoute } from 'shared-kit';
import { useSearchParams } from 'shared-kit/router';
import { App } from './app';

// How a step built later plugs in: listed in ROUTED_PAGES, it is rendered by react-router (its
// search params and links work), while the intro still renders without the router.
function StepPage() {
  const [params, setParams] = useSearchParams(); // throws outside a router
  const route = useRoute();
  return (
    <>
      <h1>
        Step {route?.canonical.type ?? 'start'}, question {params.get('q') ?? '1'}
      </h1>
      <button type="button" onClick={() => setParams({ q: '2' })}>
        Next question
      </button>
      <RouteLink to="quiz.dataEntry" params={{ type: 'teacher' }}>
        I am a teacher
      </RouteLink>
    </>
  );
}
jest.mock('./routed-pages', () => ({ ROUTED_PAGES: { 'quiz.start': StepPage, 'quiz.dataEntry': StepPage } }));

it('renders the routed steps with react-router and the intro without it', async () => {
  window.history.replaceState(null, '', '/ms/kuiz-kerjaya');
  render(<App />);
  await userEvent.click(await screen.findByRole('link', { name: 'Mulakan kuiz' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Step start, question 1' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Step start, question 2' })).toBeInTheDocument();
  expect(window.location.search).toBe('?q=2');

  const link = screen.getByRole('link', { name: 'I am a teacher' });
  expect(link).toHaveAttribute('href', '/ms/kuiz-kerjaya/kemasukan-data-guru');
  await userEvent.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: 'Step teacher, question 1' })).toBeInTheDocument();

  window.history.go(-3);
  expect(await screen.findByRole('heading', { level: 1, name: /Jenis kerja apakah/ })).toBeInTheDocument();
});

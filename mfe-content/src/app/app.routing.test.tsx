import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'shared-kit/router';
import { App } from './app';

// How a screen with in-page navigation plugs in: listed in ROUTED_PAGES, it is rendered by
// react-router (here its filters live in search params), while the static pages render without it.
function FundingPage() {
  const [params, setParams] = useSearchParams(); // throws outside a router
  return (
    <>
      <h1>Funding for {params.get('level') ?? 'every level'}</h1>
      <button type="button" onClick={() => setParams({ level: 'diploma' })}>
        Diploma
      </button>
    </>
  );
}
jest.mock('./routed-pages', () => ({ ROUTED_PAGES: { funding: FundingPage }, FIRST_VIEWS: {} }));

it('renders a routed screen with react-router, its filters in the URL', async () => {
  window.history.replaceState(null, '', '/ms/funding-search');
  render(<App />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Funding for every level' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Diploma' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Funding for diploma' })).toBeInTheDocument();
  expect(window.location.search).toBe('?level=diploma');
  window.history.back();
  expect(await screen.findByRole('heading', { level: 1, name: 'Funding for every level' })).toBeInTheDocument();
});

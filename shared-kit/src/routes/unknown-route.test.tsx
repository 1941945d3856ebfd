import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteLink } from '../components/link';
import { buildPath, UnknownRouteError } from './paths';
import { useNavigateTo } from './router-bridge';
import type { RouteId } from './route-table';

// A remote built against a newer route table than the shell's links to an id the page's table
// (the shell's shared-kit) does not have: the link degrades to its text, the rest of the screen
// stays, and the console says why (decision 312).
const NEW_ID = 'faq' as RouteId;

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

test('a link to an unknown route id shows its text without a link, and the screen stays', () => {
  render(
    <main>
      <h1>Funding</h1>
      <RouteLink to={NEW_ID} className="ck-link">
        Questions
      </RouteLink>
      <RouteLink to="about">About</RouteLink>
    </main>,
  );
  expect(screen.getByRole('heading', { name: 'Funding' })).toBeInTheDocument();
  expect(screen.getByText('Questions')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Questions' })).toBeNull();
  expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about-us');
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('Unknown route id "faq"'));
});

test('navigating to an unknown id logs and stays; buildPath throws a typed error', async () => {
  const before = window.location.pathname;
  function Go() {
    const go = useNavigateTo();
    return (
      <button type="button" onClick={() => go(NEW_ID)}>
        Go
      </button>
    );
  }
  render(<Go />);
  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
  expect(window.location.pathname).toBe(before);
  expect(() => buildPath(NEW_ID, 'en')).toThrow(UnknownRouteError);
});

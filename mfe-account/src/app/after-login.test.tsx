import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, on, removeCookie, setCookie } from 'shared-kit';
import { api, apiError, http, HttpResponse, server } from '../../test/network';
import { reloadPage } from '../shared/page';
import { SignupDialogRoot } from './signup-dialog-parcel';

jest.mock('../shared/page', () => ({
  ...jest.requireActual<object>('../shared/page'),
  reloadPage: jest.fn(),
  loadPage: jest.fn(),
}));

const LOGIN = {
  type: 'success',
  data: {
    token: 'tok-9',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    expiresIn: 3600,
    id: 'user-9',
    new_user: false,
    profile: { name: 'Aina', user_type: 'student', user_age: 17, user_age_range: null },
    post_spm_plan: null,
  },
};

const TEXT = {
  en: { email: 'Email', password: 'Password', login: 'Log in', done: 'You are logged in.' },
  ms: { email: 'E-mel', password: 'Kata laluan', login: 'Log masuk', done: 'Anda telah log masuk.' },
} as const;

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  for (const name of ['authorization_token', 'userID', 'leadsID'] as const) removeCookie(name);
});

describe('Log-in in the sign-up dialog, then the after-login sync (spec §4, §8)', () => {
  it.each(['en', 'ms'] as const)(
    'a sync answering 503 shows nothing and does not take over the page (%s)',
    async (locale) => {
      const t = TEXT[locale];
      const synced: string[] = [];
      server.use(
        http.post(api('/login'), () => HttpResponse.json(LOGIN)),
        ...['/save-user-lead', '/user/bulk-save-read-job'].map((path) =>
          http.post(api(path), () => {
            synced.push(path);
            return apiError(503, 'SERVICE_UNAVAILABLE');
          }),
        ),
        // The header's saved count is refreshed after log-in (decision 130); it fails silently too.
        http.get(api('/user/saved-jobs/count'), () => {
          synced.push('count');
          return apiError(503, 'SERVICE_UNAVAILABLE');
        }),
      );
      setCookie('leadsID', 'lead-uuid');
      window.localStorage.setItem('visitedRoutes', '[12]');
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const busy = jest.fn();
      const off = on('app:server-busy', busy);
      window.history.replaceState(null, '', `/${locale}`);
      render(<SignupDialogRoot context="quiz" view="login" onClose={jest.fn()} />);

      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(t.email), 'aina@example.my');
      await user.type(screen.getByLabelText(t.password), 'rahsia123');
      await user.click(screen.getByRole('button', { name: t.login }));

      expect(await screen.findByRole('status')).toHaveTextContent(t.done);
      await waitFor(() =>
        expect(synced.sort()).toEqual(['/save-user-lead', '/user/bulk-save-read-job', 'count', 'count']),
      );
      await waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
      // Nothing for the user: no error text, the success banner stays, no busy page.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(t.done);
      expect(busy).not.toHaveBeenCalled();
      expect(getCookie('authorization_token')).toBe('tok-9');
      // The copies stay on the device for the next try.
      expect(getCookie('leadsID')).toBe('lead-uuid');
      await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 2_000 });
      off();
      warn.mockRestore();
    },
  );
});

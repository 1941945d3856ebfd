import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, on, removeCookie, type SignupContext } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import { api, apiError, http, HttpResponse, server } from '../../../test/network';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { loadPage, reloadPage } from '../../shared/page';
import { LoginView } from './login-view';

jest.mock('../../shared/page', () => ({
  ...jest.requireActual<object>('../../shared/page'),
  reloadPage: jest.fn(),
  loadPage: jest.fn(),
}));

const EXPIRES_IN = 7 * 24 * 3600;

function loginAnswer() {
  return {
    type: 'success' as const,
    data: {
      token: 'tok-123',
      expiresAt: new Date(Date.now() + EXPIRES_IN * 1000).toISOString(),
      expiresIn: EXPIRES_IN,
      id: 'user-7',
      new_user: false,
      profile: { name: 'Aina', user_type: 'student', user_age: 17, user_age_range: null },
      post_spm_plan: null,
    },
  };
}

/** POST login: records each body and answers with `answer()`. */
function onLogin(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('/login'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** The cookie strings the page writes (what the browser is told, Max-Age included). */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

function open(
  locale: 'en' | 'ms' = 'en',
  context: SignupContext = 'quiz',
  onSignedIn: jest.Mock<void | Promise<void>> = jest.fn(),
) {
  const onForgot = jest.fn();
  renderIntl(<LoginView context={context} onForgot={onForgot} onSignedIn={onSignedIn} />, {
    locale,
    messages: { en, ms },
  });
  return { onForgot, onSignedIn, user: userEvent.setup({ delay: null }) };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, locale: 'en' | 'ms' = 'en') {
  await user.type(screen.getByLabelText(locale === 'en' ? 'Email' : 'E-mel'), 'aina@example.my');
  await user.type(screen.getByLabelText(locale === 'en' ? 'Password' : 'Kata laluan'), 'rahsia123');
  await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Log in' : 'Log masuk' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  removeCookie('authorization_token');
  removeCookie('userID');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('LoginView validation', () => {
  it.each([
    ['en', 'Log in', '*Email is required', '*Password is required'],
    ['ms', 'Log masuk', '*E-mel diperlukan', '*Kata laluan diperlukan'],
  ] as const)('checks both fields on submit (%s)', async (locale, button, emailText, passwordText) => {
    const sent = onLogin(() => HttpResponse.json(loginAnswer()));
    const { user } = open(locale);
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByText(emailText)).toBeInTheDocument();
    expect(screen.getByText(passwordText)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('checks the email on blur', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'aina@');
    await user.tab();
    expect(screen.getByText('*Please enter a valid email')).toBeInTheDocument();
  });
});

describe('LoginView submit', () => {
  it('stores the token for as long as the server token lives', async () => {
    const sent = onLogin(() => HttpResponse.json(loginAnswer()));
    const writes = recordCookieWrites();
    const { user, onSignedIn } = open();
    await fillAndSubmit(user);
    expect(await screen.findByRole('status')).toHaveTextContent('You are logged in.');
    expect(sent).toEqual([{ email: 'aina@example.my', password: 'rahsia123' }]);
    expect(getCookie('authorization_token')).toBe('tok-123');
    expect(getCookie('userID')).toBe('user-7');
    // The cookie never outlives the server token (issue 8): Max-Age is the server's expiresIn.
    expect(writes.find((w) => w.startsWith('authorization_token='))).toMatch(/Max-Age=(604799|604800);/);
    expect(writes.find((w) => w.startsWith('userID='))).toMatch(/Max-Age=(604799|604800);/);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('falls back to a 30-day cookie when the server does not say when the token expires', async () => {
    const { data } = loginAnswer();
    const { expiresAt: _at, expiresIn: _in, ...older } = data;
    onLogin(() => HttpResponse.json({ type: 'success', data: older }));
    const writes = recordCookieWrites();
    const { user } = open();
    await fillAndSubmit(user);
    await screen.findByRole('status');
    expect(writes.find((w) => w.startsWith('authorization_token='))).toMatch(/Max-Age=2592000;/);
  });

  it('reloads 1.2 s after the success banner, not before', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    onLogin(() => HttpResponse.json(loginAnswer()));
    const { user } = open();
    await fillAndSubmit(user);
    // Let the answer arrive in small steps of fake time, until the banner shows.
    let waited = 0;
    while (!screen.queryByRole('status') && waited < 1000) {
      await act(() => jest.advanceTimersByTimeAsync(1));
      waited += 1;
    }
    expect(screen.getByRole('status')).toHaveTextContent('You are logged in.');
    act(() => jest.advanceTimersByTime(1_199 - waited));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(waited + 1));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it.each([
    ['a sync that ends after 2 s: the page leaves then', 2_000, 2_000],
    ['a sync that never ends: the page leaves at 3 s', null, 3_000],
  ] as const)('waits for the after-login sync (%s; decision 267)', async (_, syncMs, leavesAt) => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    onLogin(() => HttpResponse.json(loginAnswer()));
    const sync = jest.fn(
      () => new Promise<void>((resolve) => (syncMs === null ? undefined : setTimeout(resolve, syncMs))),
    );
    const { user } = open('en', 'job', sync);
    await fillAndSubmit(user);
    let waited = 0;
    while (!screen.queryByRole('status') && waited < 1000) {
      await act(() => jest.advanceTimersByTimeAsync(1));
      waited += 1;
    }
    expect(sync).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(leavesAt - 10));
    expect(reloadPage).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(20));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('goes to the Malay profile page instead when opened from the profile', async () => {
    onLogin(() => HttpResponse.json(loginAnswer()));
    const { user } = open('ms', 'profile');
    await fillAndSubmit(user, 'ms');
    expect(await screen.findByRole('status')).toHaveTextContent('Anda telah log masuk.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_300)));
    expect(loadPage).toHaveBeenCalledWith('/ms/profil-saya');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 401, 'INVALID_CREDENTIALS', '*Login Failed'],
    ['ms', 403, 'EMAIL_NOT_VERIFIED', '*Log Masuk Gagal'],
    ['en', 503, 'SERVICE_UNAVAILABLE', '*Login Failed'],
    ['ms', 503, 'SERVICE_UNAVAILABLE', '*Log Masuk Gagal'],
    ['en', 429, 'TOO_MANY_ATTEMPTS', '*Login Failed'],
  ] as const)('shows the failure whatever the status (%s, %s %s)', async (locale, status, code, text) => {
    const sent = onLogin(() => apiError(status, code, 'Login failed'));
    const busy = jest.fn();
    const off = on('app:server-busy', busy);
    const { user, onSignedIn } = open(locale);
    await fillAndSubmit(user, locale);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // Spec §8: login failure shows "*Login Failed" where it happened; the page is not replaced.
    expect(busy).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(getCookie('authorization_token')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    // The form stays usable for another try.
    expect(screen.getByRole('button', { name: locale === 'en' ? 'Log in' : 'Log masuk' })).toBeEnabled();
    off();
  });

  it('shows the failure when the server does not answer at all', async () => {
    onLogin(() => HttpResponse.error());
    const { user } = open('ms');
    await fillAndSubmit(user, 'ms');
    expect(await screen.findByRole('alert')).toHaveTextContent('*Log Masuk Gagal');
  });

  it('links to forgot password with the email typed so far', async () => {
    const { user, onForgot } = open();
    await user.type(screen.getByLabelText('Email'), 'aina@example.my');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgot).toHaveBeenCalledWith('aina@example.my');
  });

  it('names the forgot-password link in Malay', () => {
    open('ms');
    expect(screen.getByRole('button', { name: 'Lupa kata laluan?' })).toBeInTheDocument();
  });
});

describe('LoginView accessibility', () => {
  it.each(['en', 'ms'] as const)('has no violations after a failure (%s)', async (locale) => {
    onLogin(() => apiError(401, 'INVALID_CREDENTIALS', 'Login failed'));
    const { user } = open(locale);
    await fillAndSubmit(user, locale);
    await screen.findByRole('alert');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, on, removeCookie, type SignupContext } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { login } from './api/login';
import { LoginView } from './login-view';
import { loadPage, reloadPage } from '../../shared/page';

jest.mock('./api/login');
jest.mock('../../shared/page', () => ({
  ...jest.requireActual<object>('../../shared/page'),
  reloadPage: jest.fn(),
  loadPage: jest.fn(),
}));
const loginMock = jest.mocked(login);

const httpError = (status: number, body: unknown) =>
  Object.assign(new Error('Request failed'), { response: { status, data: body } });

const RESPONSE = {
  type: 'success' as const,
  data: {
    token: 'tok-123',
    id: 'user-7',
    new_user: false,
    profile: { name: 'Aina', user_type: 'student', user_age: '17', user_age_range: null },
    post_spm_plan: null,
  },
};

function open(locale: 'en' | 'ms' = 'en', context: SignupContext = 'quiz') {
  const onForgot = jest.fn();
  const onSignedIn = jest.fn();
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

/** Lets the mocked answer arrive without moving fake time on. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

beforeEach(() => {
  jest.clearAllMocks();
  removeCookie('authorization_token');
  removeCookie('userID');
});
afterEach(() => jest.useRealTimers());

describe('LoginView validation', () => {
  it.each([
    ['en', 'Log in', '*Email is required', '*Password is required'],
    ['ms', 'Log masuk', '*E-mel diperlukan', '*Kata laluan diperlukan'],
  ] as const)('checks both fields on submit (%s)', async (locale, button, emailText, passwordText) => {
    const { user } = open(locale);
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByText(emailText)).toBeInTheDocument();
    expect(screen.getByText(passwordText)).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('checks the email on blur', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'aina@');
    await user.tab();
    expect(screen.getByText('*Please enter a valid email')).toBeInTheDocument();
  });
});

describe('LoginView submit', () => {
  it('stores the token, announces the sign-in, shows success and reloads after 1.2 s', async () => {
    jest.useFakeTimers();
    loginMock.mockResolvedValue(RESPONSE);
    const heard = jest.fn();
    const off = on('account:signed-in', heard);
    const { user, onSignedIn } = open();
    await fillAndSubmit(user);
    expect(loginMock).toHaveBeenCalledWith({ email: 'aina@example.my', password: 'rahsia123' });
    await settle(); // the login answer, without letting fake time pass
    expect(screen.getByRole('status')).toHaveTextContent('You are logged in.');
    expect(getCookie('authorization_token')).toBe('tok-123');
    expect(getCookie('userID')).toBe('user-7');
    expect(heard).toHaveBeenCalledWith({ userId: 'user-7' });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1_199));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).not.toHaveBeenCalled();
    off();
  });

  it('goes to the Malay profile page instead when opened from the profile', async () => {
    jest.useFakeTimers();
    loginMock.mockResolvedValue(RESPONSE);
    const { user } = open('ms', 'profile');
    await fillAndSubmit(user, 'ms');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Anda telah log masuk.');
    act(() => jest.advanceTimersByTime(1_200));
    expect(loadPage).toHaveBeenCalledWith('/ms/profil-saya');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 401, 'INVALID_CREDENTIALS', '*Login Failed'],
    ['ms', 403, 'EMAIL_NOT_VERIFIED', '*Log Masuk Gagal'],
  ] as const)('shows the failure (%s, %s %s)', async (locale, status, code, text) => {
    loginMock.mockRejectedValue(httpError(status, { error: { code, message: 'Login failed' } }));
    const { user, onSignedIn } = open(locale);
    await fillAndSubmit(user, locale);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(getCookie('authorization_token')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
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
    loginMock.mockRejectedValue(httpError(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Login failed' } }));
    const { user } = open(locale);
    await fillAndSubmit(user, locale);
    await screen.findByRole('alert');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

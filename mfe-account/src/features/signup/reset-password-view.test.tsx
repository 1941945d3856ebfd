import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { answer, apiError, HttpResponse } from '../../../test/network';
import { ResetPasswordView } from './reset-password-view';
import { SignupDialog } from './signup-dialog';

const messages = { en, ms };
const changed = () => HttpResponse.json({ type: 'success', message: 'Password changed' });

const LABELS = {
  en: { password: 'New password', confirm: 'Confirm new password', submit: 'Save new password' },
  ms: { password: 'Kata laluan baharu', confirm: 'Sahkan kata laluan baharu', submit: 'Simpan kata laluan baharu' },
} as const;

function openView(locale: 'en' | 'ms' = 'en') {
  const onDone = jest.fn();
  const onRequestNew = jest.fn();
  renderIntl(<ResetPasswordView token="reset-tok" onDone={onDone} onRequestNew={onRequestNew} />, {
    locale,
    messages,
  });
  return { onDone, onRequestNew, user: userEvent.setup() };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  locale: 'en' | 'ms',
  password: string,
  confirm = password,
) {
  await user.type(screen.getByLabelText(LABELS[locale].password), password);
  await user.type(screen.getByLabelText(LABELS[locale].confirm), confirm);
  await user.click(screen.getByRole('button', { name: LABELS[locale].submit }));
}

let sent: unknown[];
beforeEach(() => {
  sent = answer('post', '/reset-password', changed);
  configure({ social: { google: false, facebook: false } });
});

describe('ResetPasswordView validation', () => {
  it.each([
    ['en', '*Password is required'],
    ['ms', '*Kata laluan diperlukan'],
  ] as const)('needs both fields (%s)', async (locale, required) => {
    const { user } = openView(locale);
    await user.click(screen.getByRole('button', { name: LABELS[locale].submit }));
    expect(screen.getAllByText(required)).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it.each([
    ['en', '*Password must be at least 8 characters', '*Passwords do not match'],
    ['ms', '*Kata laluan mestilah sekurang-kurangnya 8 aksara', '*Kata laluan tidak sepadan'],
  ] as const)('needs 8 characters and a matching confirmation (%s)', async (locale, short, mismatch) => {
    const { user } = openView(locale);
    await fill(user, locale, 'pendek', 'lain');
    expect(screen.getByText(short)).toBeInTheDocument();
    expect(screen.getByText(mismatch)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('lets the new password be shown', async () => {
    const { user } = openView();
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show' })[0]!);
    expect(field).toHaveAttribute('type', 'text');
  });
});

describe('ResetPasswordView submit', () => {
  it('posts the token and the new password', async () => {
    const { user, onDone } = openView();
    await fill(user, 'en', 'kataBaharu8');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ token: 'reset-tok', password: 'kataBaharu8' }]);
  });

  it.each([
    ['en', 'RESET_TOKEN_EXPIRED', 'This reset link has expired or has already been used.', 'Send me a new link'],
    [
      'ms',
      'RESET_TOKEN_INVALID',
      'Pautan tetapan semula ini telah tamat tempoh atau sudah digunakan.',
      'Hantar pautan baharu kepada saya',
    ],
  ] as const)('explains an expired or used link (%s, %s)', async (locale, code, text, button) => {
    answer('post', '/reset-password', () => apiError(400, code));
    const { user, onDone, onRequestNew } = openView(locale);
    await fill(user, locale, 'kataBaharu8');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: button }));
    expect(onRequestNew).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a general error for other failures', async () => {
    answer('post', '/reset-password', () => apiError(429, 'RATE_LIMITED'));
    const { user } = openView();
    await fill(user, 'en', 'kataBaharu8');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});

describe('SignupDialog with ?reset_token=', () => {
  function openDialog(locale: 'en' | 'ms') {
    renderIntl(<SignupDialog context="profile" initialView="login" onClose={jest.fn()} />, {
      locale,
      messages,
      path: `/${locale}?reset_token=tok-abc`,
    });
    return userEvent.setup();
  }

  it('opens on the reset view and takes the token out of the address', () => {
    openDialog('en');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/en');
  });

  it.each([
    ['en', 'Your password has been changed. Log in with your new password.', 'Log in'],
    ['ms', 'Kata laluan anda telah ditukar. Log masuk dengan kata laluan baharu anda.', 'Log masuk'],
  ] as const)('after a reset shows the notice on the log-in view (%s)', async (locale, notice, login) => {
    const user = openDialog(locale);
    await fill(user, locale, 'kataBaharu8');
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(notice)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok-abc', password: 'kataBaharu8' }]);
    expect(within(dialog).getByRole('button', { name: login })).toBeInTheDocument();
    expect(screen.queryByLabelText(LABELS[locale].password)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('goes to forgot password from an expired link', async () => {
    answer('post', '/reset-password', () => apiError(400, 'RESET_TOKEN_EXPIRED'));
    const user = openDialog('en');
    await fill(user, 'en', 'kataBaharu8');
    await user.click(await screen.findByRole('button', { name: 'Send me a new link' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { answer, HttpResponse } from '../../../test/network';
import { ForgotPasswordView } from './forgot-password-view';

const SENT = { type: 'success', message: 'Reset password link has been sent to your email.' };

function open(locale: 'en' | 'ms' = 'en', initialEmail = '') {
  renderIntl(<ForgotPasswordView initialEmail={initialEmail} />, { locale, messages: { en, ms } });
  return userEvent.setup({ delay: null });
}

let sent: unknown[];
beforeEach(() => {
  sent = answer('post', '/forgot-password', () => HttpResponse.json(SENT));
});
afterEach(() => jest.useRealTimers());

describe('ForgotPasswordView', () => {
  it.each([
    ['en', 'Send reset link', '*Email is required'],
    ['ms', 'Hantar pautan tetapan semula', '*E-mel diperlukan'],
  ] as const)('checks the email on submit (%s)', async (locale, button, text) => {
    const user = open(locale);
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the link, confirms, and keeps the button disabled for 60 seconds', async () => {
    // msw answers through Node's own queues: only the page's timers are fake.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = open('en', 'aina@example.my');
    expect(screen.getByLabelText('Email')).toHaveValue('aina@example.my');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reset password link has been sent to your email.');
    expect(sent).toEqual([{ email: 'aina@example.my', redirect_url: 'https://localhost/en', lang: 'en' }]);
    const button = screen.getByRole('button', { name: 'Send reset link' });
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Reset password link has been sent to your email.');
  });

  it('confirms in Malay', async () => {
    sent = answer('post', '/forgot-password', () => HttpResponse.json({ type: 'success' }));
    const user = open('ms', 'aina@example.my');
    await user.click(screen.getByRole('button', { name: 'Hantar pautan tetapan semula' }));
    await waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ redirect_url: 'https://localhost/ms', lang: 'ms' })]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pautan untuk menetapkan semula kata laluan telah dihantar ke e-mel anda.',
    );
    expect(screen.getByRole('button', { name: 'Hantar pautan tetapan semula' })).toBeDisabled();
  });

  it.each([
    ['en', 'Send reset link', '*User with this email does not exist.'],
    ['ms', 'Hantar pautan tetapan semula', '*Tiada pengguna yang berdaftar dengan e-mel ini.'],
  ] as const)('tells an unknown address (%s)', async (locale, button, text) => {
    answer('post', '/forgot-password', () =>
      HttpResponse.json(
        {
          error: {
            code: 'USER_NOT_FOUND',
            message: 'User with this email does not exist',
            messageKey: 'errors.user_not_found',
          },
          data: { message: 'User with this email does not exist' },
        },
        { status: 404 },
      ),
    );
    const user = open(locale, 'nobody@example.my');
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });
});

describe('ForgotPasswordView accessibility', () => {
  it.each(['en', 'ms'] as const)('has no violations (%s)', async (locale) => {
    open(locale);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

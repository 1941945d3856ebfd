import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { answer, apiError, HttpResponse } from '../../../test/network';
import { VerifyEmailView } from './verify-email-view';

const SENT = { type: 'success', message: 'Verification link sent. Check your inbox.' };

function open(locale: 'en' | 'ms' = 'en', email = 'pelajar@example.my') {
  renderIntl(<VerifyEmailView email={email} />, { locale, messages: { en, ms } });
  return userEvent.setup({ delay: null });
}

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

let sent: unknown[];
beforeEach(() => {
  sent = answer('post', '/resend-verification-email', () => HttpResponse.json(SENT));
  // msw answers through Node's own queues: only the page's timers are fake.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

describe('VerifyEmailView', () => {
  it('tells the user to check their inbox and keeps Resend disabled for 60 seconds', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a verification link to/)).toHaveTextContent(
      'We sent a verification link to pelajar@example.my. Click the link in that email to activate your account.',
    );
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can resend the email in 60 seconds.')).toBeInTheDocument();
    tick(59_000);
    expect(screen.getByText('You can resend the email in 1 second.')).toBeInTheDocument();
    expect(resend).toBeDisabled();
    tick(1_000);
    expect(resend).toBeEnabled();
    expect(screen.queryByText(/You can resend/)).not.toBeInTheDocument();
  });

  it('is in Malay', () => {
    open('ms');
    expect(screen.getByRole('heading', { name: 'Semak peti masuk anda' })).toBeInTheDocument();
    expect(screen.getByText('Anda boleh menghantar semula e-mel selepas 60 saat.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hantar semula' })).toBeDisabled();
  });

  it('resends with the site URL and language, confirms, and restarts the countdown', async () => {
    const user = open();
    tick(60_000);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification link sent.');
    expect(sent).toEqual([{ email: 'pelajar@example.my', redirect_url: 'https://localhost/en', lang: 'en' }]);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(screen.getByText('You can resend the email in 60 seconds.')).toBeInTheDocument();
  });

  it('confirms in Malay', async () => {
    sent = answer('post', '/resend-verification-email', () => HttpResponse.json({ type: 'success' }));
    const user = open('ms');
    tick(60_000);
    await user.click(screen.getByRole('button', { name: 'Hantar semula' }));
    await waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ redirect_url: 'https://localhost/ms', lang: 'ms' })]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Pautan pengesahan telah dihantar.');
  });

  it.each([
    ['en', 'Resend', 'Slow down! Wait for a bit before trying again.'],
    ['ms', 'Hantar semula', 'Sabar dulu! Tunggu sebentar sebelum mencuba lagi.'],
  ] as const)('asks the user to slow down when the server says too frequent (%s)', async (locale, button, text) => {
    answer('post', '/resend-verification-email', () =>
      apiError(429, 'TOO_FREQUENT', 'Requests are too frequent. Wait a minute before asking for another email.'),
    );
    const user = open(locale);
    tick(60_000);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows any other error message from the server', async () => {
    answer('post', '/resend-verification-email', () =>
      apiError(503, 'EMAIL_UNAVAILABLE', 'The email could not be sent just now'),
    );
    const user = open();
    tick(60_000);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email could not be sent just now');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });
});

describe('VerifyEmailView accessibility', () => {
  it.each(['en', 'ms'] as const)('has no violations (%s)', async (locale) => {
    jest.useRealTimers();
    open(locale);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

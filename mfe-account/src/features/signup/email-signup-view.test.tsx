import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { answer, apiError, HttpResponse } from '../../../test/network';
import { EmailSignupView } from './email-signup-view';

const registered = (message: string) => () => HttpResponse.json({ type: 'success', message }, { status: 201 });

function open(locale: 'en' | 'ms' = 'en', path?: string) {
  const onRegistered = jest.fn();
  renderIntl(<EmailSignupView onRegistered={onRegistered} />, { locale, messages: { en, ms }, path });
  return { onRegistered, user: userEvent.setup() };
}

let sent: unknown[];
beforeEach(() => {
  sent = answer('post', '/registration', registered('Verification email sent.'));
});

describe('EmailSignupView validation', () => {
  it('checks both fields on submit and does not call the API', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('*Email is required')).toBeInTheDocument();
    expect(screen.getByText('*Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('checks on submit in Malay', async () => {
    const { user } = open('ms');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByText('*E-mel diperlukan')).toBeInTheDocument();
    expect(screen.getByText('*Kata laluan diperlukan')).toBeInTheDocument();
  });

  it('checks on blur, and re-checks the password while typing once an error shows', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(screen.getByText('*Please enter a valid email')).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'short');
    expect(screen.queryByText('*Password must be at least 8 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('*Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(password, '12');
    expect(screen.getByText('*Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(password, '3');
    expect(screen.queryByText('*Password must be at least 8 characters')).not.toBeInTheDocument();
  });

  it('shows the blur messages in Malay', async () => {
    const { user } = open('ms');
    await user.type(screen.getByLabelText('E-mel'), 'a@b');
    await user.type(screen.getByLabelText('Kata laluan'), 'abc');
    await user.tab();
    expect(screen.getByText('*Sila masukkan e-mel yang sah')).toBeInTheDocument();
    expect(screen.getByText('*Kata laluan mestilah sekurang-kurangnya 8 aksara')).toBeInTheDocument();
  });

  it('lets the password be shown and hidden', async () => {
    const { user } = open();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the consent text above the sign-up button', () => {
    open();
    const consent = screen.getByText(/By signing up, you agree/);
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(consent.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('EmailSignupView submit', () => {
  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, locale: 'en' | 'ms' = 'en') {
    await user.type(screen.getByLabelText(locale === 'en' ? 'Email' : 'E-mel'), ' pelajar@example.my ');
    await user.type(screen.getByLabelText(locale === 'en' ? 'Password' : 'Kata laluan'), 'rahsia123');
    await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Sign up' : 'Daftar' }));
  }

  it('registers with the page URL and language, then goes to verify-email', async () => {
    sent = answer(
      'post',
      '/registration',
      registered('Verification email sent. Check your inbox and click the link to activate your account.'),
    );
    const { user, onRegistered } = open();
    await fillAndSubmit(user);
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('pelajar@example.my'));
    expect(sent).toEqual([
      { email: 'pelajar@example.my', password: 'rahsia123', redirect_url: 'https://localhost/en', lang: 'en' },
    ]);
  });

  it('sends the page the visitor is on, so the emailed link comes back to it (decision 267)', async () => {
    const { user, onRegistered } = open('ms', '/ms/pekerjaan/jururawat/gaji-dan-kemajuan?verification=failed#pay');
    await fillAndSubmit(user, 'ms');
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({ redirect_url: 'https://localhost/ms/pekerjaan/jururawat/gaji-dan-kemajuan' }),
    ]);
  });

  it('sends the Malay language and URL from a Malay page', async () => {
    const { user, onRegistered } = open('ms');
    await fillAndSubmit(user, 'ms');
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sent).toEqual([expect.objectContaining({ redirect_url: 'https://localhost/ms', lang: 'ms' })]);
  });

  it.each([
    ['en', "*If this email is new to us, check for a confirmation email. Otherwise, try 'Forgot Password'."],
    [
      'ms',
      "*Jika e-mel ini belum pernah didaftarkan, semak e-mel pengesahan anda. Jika sudah, cuba 'Lupa kata laluan'.",
    ],
  ] as const)('answers an existing address with the hedge (%s)', async (locale, text) => {
    sent = answer('post', '/registration', () =>
      apiError(409, 'EMAIL_EXISTS', 'This email may belong to an existing account.'),
    );
    const { user, onRegistered } = open(locale);
    await fillAndSubmit(user, locale);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: locale === 'en' ? 'Sign up' : 'Daftar' })).toBeEnabled();
  });

  it('shows any other server message as is', async () => {
    sent = answer('post', '/registration', () => apiError(429, 'RATE_LIMITED', 'Too many requests'));
    const { user } = open();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });
});

describe('EmailSignupView accessibility', () => {
  it.each(['en', 'ms'] as const)('has no violations with errors showing (%s)', async (locale) => {
    const { user } = open(locale);
    await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Sign up' : 'Daftar' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

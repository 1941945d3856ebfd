import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure, getLocal, setLocal, type Locale } from 'shared-kit';
import { renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { answer, HttpResponse } from '../../../test/network';
import { SignupDialog } from './signup-dialog';

// walk.md D11: titles that fit the view, the email filled in after the emailed link, Ola on the
// verification views.

const T = {
  en: {
    header: 'Create an account to save this job',
    login: 'Log in',
    loginTitle: 'Log in to your account',
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot password',
    email: 'Email',
    password: 'Password',
    signUpEmail: 'Sign up with email',
    submit: 'Sign up',
    verified: 'Your email is verified. Log in to continue.',
  },
  ms: {
    header: 'Cipta akaun untuk menyimpan pekerjaan ini',
    login: 'Log masuk',
    loginTitle: 'Log masuk ke akaun anda',
    forgotLink: 'Lupa kata laluan?',
    forgotTitle: 'Lupa kata laluan',
    email: 'E-mel',
    password: 'Kata laluan',
    signUpEmail: 'Daftar dengan e-mel',
    submit: 'Daftar',
    verified: 'E-mel anda telah disahkan. Log masuk untuk meneruskan.',
  },
} as const;

beforeEach(() => {
  configure({ social: { google: false, facebook: false } });
  window.localStorage.clear();
});

describe.each(['en', 'ms'] as Locale[])('the sign-up dialog’s polish (%s)', (locale) => {
  const t = T[locale];
  const open = (search = '') =>
    renderIntl(<SignupDialog context="job" onClose={jest.fn()} />, {
      locale,
      messages: { en, ms },
      path: `/${locale}${search}`,
    });

  it('the log-in and forgot-password views have their own titles', async () => {
    open();
    expect(screen.getByRole('dialog', { name: t.header })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.login }));
    expect(screen.getByRole('dialog', { name: t.loginTitle })).toBeInTheDocument();
    expect(screen.getAllByText(t.loginTitle)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: t.forgotLink }));
    expect(screen.getByRole('dialog', { name: t.forgotTitle })).toBeInTheDocument();
    expect(screen.getAllByText(t.forgotTitle)).toHaveLength(1);
  });

  it('the address registered here fills the log-in view the emailed link opens, with Ola', async () => {
    answer('post', '/registration', () =>
      HttpResponse.json({ type: 'success', message: 'Verification email sent.' }, { status: 201 }),
    );
    const first = open();
    await userEvent.click(screen.getByRole('button', { name: t.signUpEmail }));
    await userEvent.type(screen.getByLabelText(t.email), 'aina@example.my');
    await userEvent.type(screen.getByLabelText(t.password), 'rahsia123');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    // The verify-email view: Ola is there.
    expect(await screen.findByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(document.querySelector('.account-signup__form svg.ck-ola')).not.toBeNull();
    expect(getLocal('signupEmail')).toBe('aina@example.my');
    first.unmount();

    // Back from the emailed link (a new page load): log-in, the address filled in, Ola with the news.
    open('?verification=verified');
    expect(screen.getByRole('dialog', { name: t.loginTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(t.email)).toHaveValue('aina@example.my');
    expect(document.querySelector('.account-signup__ola svg.ck-ola')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(t.verified);
  });

  it('without the emailed link, nothing is filled in', () => {
    setLocal('signupEmail', 'aina@example.my');
    open();
    expect(screen.queryByLabelText(t.email)).toBeNull();
  });
});

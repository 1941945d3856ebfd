import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure, type SignupContext } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { answer, HttpResponse } from '../../../test/network';
import { SignupDialog } from './signup-dialog';

const messages = { en, ms };

function open(
  context: SignupContext,
  locale: 'en' | 'ms' = 'en',
  onClose = jest.fn(),
  opts: { search?: string; message?: string; view?: 'options' | 'login' } = {},
) {
  const { unmount } = renderIntl(
    <SignupDialog context={context} initialView={opts.view} message={opts.message} onClose={onClose} />,
    { locale, messages, path: `/${locale}${opts.search ?? ''}` },
  );
  return { onClose, unmount };
}

beforeEach(() => {
  configure({ social: { google: false, facebook: false } });
});

describe('SignupDialog header by context', () => {
  it.each([
    ['quiz', 'Create an account to save your results', 'Cipta akaun untuk menyimpan keputusan anda'],
    ['profile', 'Create your own profile', 'Cipta profil anda sendiri'],
    ['job', 'Create an account to save this job', 'Cipta akaun untuk menyimpan pekerjaan ini'],
    ['compareJobs', 'Create an account to compare jobs', 'Cipta akaun untuk membandingkan pekerjaan'],
  ] as const)('%s: "%s" / "%s"', (context, english, malay) => {
    const first = open(context, 'en');
    expect(screen.getByRole('dialog', { name: english })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: english })).toBeInTheDocument();
    first.unmount();
    open(context, 'ms');
    expect(screen.getByRole('dialog', { name: malay })).toBeInTheDocument();
  });
});

describe('SignupDialog options', () => {
  it('lists three benefits for the profile context only', () => {
    const first = open('profile');
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Keep your career quiz results', 'Save the job guides you like', 'Compare up to 3 jobs side by side']);
    first.unmount();
    open('quiz');
    expect(within(screen.getByRole('dialog')).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the three benefits in Malay', () => {
    open('profile', 'ms');
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Simpan keputusan kuiz kerjaya anda',
      'Simpan panduan kerjaya yang anda suka',
      'Bandingkan sehingga 3 pekerjaan serentak',
    ]);
  });

  it('shows the consent text above the sign-up button, linking to the privacy notice', () => {
    open('job');
    const consent = screen.getByText(/By signing up, you agree to how we use your data/);
    expect(consent).toHaveTextContent(
      'By signing up, you agree to how we use your data as set out in our privacy and cookie notice.',
    );
    const link = within(consent).getByRole('link', { name: 'privacy and cookie notice' });
    expect(link).toHaveAttribute('href', '/en/privacy-cookie-notice');
    const signUp = screen.getByRole('button', { name: 'Sign up with email' });
    expect(consent.compareDocumentPosition(signUp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the consent text in Malay with the Malay privacy path', () => {
    open('job', 'ms');
    const consent = screen.getByText(/Dengan mendaftar/);
    expect(within(consent).getByRole('link', { name: 'notis privasi dan kuki' })).toHaveAttribute(
      'href',
      '/ms/notis-privasi-cookie',
    );
    expect(screen.getByRole('button', { name: 'Daftar dengan e-mel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log masuk' })).toBeInTheDocument();
    expect(screen.getByText('Sudah ada akaun?')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Sign up with email', /google|facebook/i],
    ['ms', 'Daftar dengan e-mel', /google|facebook/i],
  ] as const)(
    'offers no Google or Facebook sign-in, even when configured, until they work (%s)',
    (locale, signUp, social) => {
      configure({ social: { google: true, facebook: true } });
      open('profile', locale);
      const dialog = screen.getByRole('dialog');
      // The options view is showing, with its real buttons…
      expect(within(dialog).getByRole('button', { name: signUp })).toBeInTheDocument();
      // …and nothing in it names a social provider.
      expect(within(dialog).queryAllByRole('button', { name: social })).toEqual([]);
      expect(dialog.textContent).not.toMatch(social);
    },
  );
});

describe('SignupDialog behaviour', () => {
  it('starts with focus inside the dialog, on the sign-up button', () => {
    open('quiz');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Sign up with email' })).toHaveFocus();
  });

  it('calls onClose from the close button', async () => {
    const { onClose } = open('quiz');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has a Malay close button', async () => {
    const { onClose } = open('quiz', 'ms');
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on Escape (a persistent dialog)', async () => {
    const { onClose } = open('quiz');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no back arrow on the options view; email sign-up and log-in go back to the options', async () => {
    const user = userEvent.setup();
    open('quiz');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up with email' }));
    expect(screen.queryByRole('button', { name: 'Sign up with email' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Sign up with email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Sign up with email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with email' })).toHaveFocus();
  });

  it('goes from log-in to forgot password with the typed email, and back to log-in', async () => {
    const user = userEvent.setup();
    open('quiz');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(screen.getByLabelText('Email'), 'aina@example.my');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('aina@example.my');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('shows verify-email after signing up, with the address; back returns to email sign-up', async () => {
    const sent = answer('post', '/registration', () =>
      HttpResponse.json({ type: 'success', message: 'Verification email sent.' }, { status: 201 }),
    );
    const user = userEvent.setup();
    open('job', 'ms');
    await user.click(screen.getByRole('button', { name: 'Daftar dengan e-mel' }));
    await user.type(screen.getByLabelText('E-mel'), 'aina@example.my');
    await user.type(screen.getByLabelText('Kata laluan'), 'rahsia123');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    const heading = await screen.findByRole('heading', { name: 'Semak peti masuk anda' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Kami telah menghantar pautan pengesahan ke/)).toHaveTextContent('aina@example.my');
    expect(screen.getByRole('button', { name: 'Hantar semula' })).toBeDisabled();
    expect(sent).toEqual([expect.objectContaining({ email: 'aina@example.my', lang: 'ms' })]);
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(screen.getByLabelText('E-mel')).toHaveValue('aina@example.my');
  });
});

describe('SignupDialog banners', () => {
  it.each([
    ['en', 'verified', 'Your email is verified. Log in to continue.'],
    ['en', 'expired', 'Verification link expired'],
    ['en', 'failed', 'Verification failed.'],
    ['en', 'already', 'Your email is already verified. Log in to continue.'],
    ['ms', 'verified', 'E-mel anda telah disahkan. Log masuk untuk meneruskan.'],
    ['ms', 'expired', 'Pautan pengesahan telah tamat tempoh'],
    ['ms', 'failed', 'Pengesahan gagal.'],
    ['ms', 'already', 'E-mel anda sudah disahkan. Log masuk untuk meneruskan.'],
  ] as const)('opens on log-in after the verification link (%s, %s)', (locale, outcome, text) => {
    open('quiz', locale, jest.fn(), { search: `?verification=${outcome}&utm_source=mail` });
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(
      screen.getByRole('button', { name: locale === 'en' ? 'Forgot password?' : 'Lupa kata laluan?' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(locale === 'en' ? 'Email' : 'E-mel')).toHaveFocus();
    // Read once: the outcome leaves the address, other parameters stay.
    expect(window.location.search).toBe('?utm_source=mail');
  });

  it('ignores an unknown verification value', () => {
    open('quiz', 'en', jest.fn(), { search: '?verification=bogus' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with email' })).toBeInTheDocument();
  });

  it('shows the banner the shell passes, in the view it asks for', () => {
    open('quiz', 'en', jest.fn(), { message: 'expired', view: 'login' });
    expect(screen.getByRole('status')).toHaveTextContent('Verification link expired');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('shows the sent-verification notice in Malay, and any other message as is', () => {
    const first = open('quiz', 'ms', jest.fn(), { message: 'sent' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ola telah menghantar e-mel pengesahan kepada anda. Semak peti masuk anda.',
    );
    first.unmount();
    open('quiz', 'en', jest.fn(), { message: 'Your session ended. Log in again.' });
    expect(screen.getByRole('status')).toHaveTextContent('Your session ended. Log in again.');
  });

  it('drops the banner when the view changes', async () => {
    const user = userEvent.setup();
    open('quiz', 'en', jest.fn(), { message: 'failed' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has no violations with a banner on the log-in view', async () => {
    open('profile', 'ms', jest.fn(), { search: '?verification=verified' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('SignupDialog accessibility', () => {
  it.each([
    ['en', 'profile'],
    ['ms', 'profile'],
    ['en', 'compareJobs'],
    ['ms', 'quiz'],
  ] as const)('has no violations (%s, %s)', async (locale, context) => {
    configure({ social: { google: true, facebook: true } });
    open(context, locale);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

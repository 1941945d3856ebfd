import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure, type SignupContext } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { SignupDialog } from './signup-dialog';

const messages = { en, ms };

function open(context: SignupContext, locale: 'en' | 'ms' = 'en', onClose = jest.fn()) {
  const { unmount } = renderIntl(<SignupDialog context={context} onClose={onClose} />, {
    locale,
    messages,
    path: `/${locale}`,
  });
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

  it('hides Google and Facebook sign-in when they are not configured', () => {
    open('quiz');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('shows only the social sign-in that is configured', () => {
    configure({ social: { google: true, facebook: false } });
    open('quiz');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('shows both social sign-ins in Malay when both are configured', () => {
    configure({ social: { google: true, facebook: true } });
    open('quiz', 'ms');
    expect(screen.getByRole('button', { name: 'Teruskan dengan Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teruskan dengan Facebook' })).toBeInTheDocument();
  });
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
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Sign up with email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Sign up with email' })).toBeInTheDocument();
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

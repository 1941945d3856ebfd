import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure, getCookie, queuedAnalytics, removeCookie, resetAnalytics, type SiteConfig } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import { answer, apiError, HttpResponse } from '../../test/network';
import { CompleteProfile } from '../features/profile/complete-profile';
import en from '../i18n/en.json';
import ms from '../i18n/ms.json';
import { loadPage, reloadPage } from '../shared/page';
import { SignupDialog } from '../features/signup/signup-dialog';
import { resetScripts } from '../features/signup/social/load-script';
import { resetFacebook } from '../features/signup/social/providers';

jest.mock('../shared/page', () => ({
  ...jest.requireActual<object>('../shared/page'),
  reloadPage: jest.fn(),
  loadPage: jest.fn(),
}));

const messages = { en, ms };
const GOOGLE_SCRIPT = 'http://127.0.0.1:4767/gsi/client';
const FACEBOOK_SCRIPT = 'http://127.0.0.1:4767/fb/sdk.js';
const PROVIDERS: SiteConfig['providers'] = {
  google: { clientId: 'client-1.apps.example', script: GOOGLE_SCRIPT },
  facebook: { appId: '1234', version: 'v21.0', script: FACEBOOK_SCRIPT },
};

const injected = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

/** What the provider's script does once the browser has loaded it: define its global, then `load`. */
function scriptLoads(src: string, define: () => void) {
  define();
  act(() => {
    injected(src)!.dispatchEvent(new Event('load'));
  });
}

/** Google Identity Services' token client, answering `token` (or an error) when asked. */
function googleAnswers(token: string | null) {
  const init = jest.fn();
  window.google = {
    accounts: {
      oauth2: {
        initTokenClient: (config) => {
          init(config);
          return {
            requestAccessToken: () =>
              token ? config.callback({ access_token: token }) : config.error_callback?.({ type: 'popup_closed' }),
          };
        },
      },
    },
  };
  return init;
}

function facebookAnswers(token: string | null) {
  const sdk = {
    init: jest.fn(),
    login: jest.fn((cb: (r: { status?: string; authResponse?: { accessToken?: string } | null }) => void) =>
      cb(
        token
          ? { status: 'connected', authResponse: { accessToken: token } }
          : { status: 'unknown', authResponse: null },
      ),
    ),
  };
  window.FB = sdk;
  return sdk;
}

const login = (newUser: boolean) =>
  HttpResponse.json({
    type: 'success',
    data: {
      token: 'session-token-1',
      id: 7,
      new_user: newUser,
      expiresIn: 3600,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      profile: null,
    },
  });

const PROFILE = {
  id: 7,
  email: 'aminah@example.com',
  name: null,
  user_type: null,
  user_age: null,
  user_age_range: null,
  user_gender: null,
  user_income: null,
  post_spm_plan: null,
  user_preferred_language: [],
  user_other_language: null,
  user_organization_name: null,
  is_complete_profile: false,
};

function open(locale: 'en' | 'ms' = 'en', onSignedIn = jest.fn(), context: 'profile' | 'job' = 'job') {
  return renderIntl(
    <SignupDialog
      context={context}
      onClose={jest.fn()}
      onSignedIn={onSignedIn}
      completeProfile={(done) => <CompleteProfile onDone={done} />}
    />,
    { locale, messages, path: `/${locale}` },
  );
}

beforeEach(() => {
  resetScripts();
  resetFacebook();
  resetAnalytics();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.google;
  delete window.FB;
  removeCookie('authorization_token');
  removeCookie('userID');
  jest.mocked(reloadPage).mockClear();
  jest.mocked(loadPage).mockClear();
});

describe('social sign-in (spec §4, §7, §8)', () => {
  it('shows no provider button and loads no script when none is configured', () => {
    configure({ providers: {} });
    open();
    expect(screen.queryByRole('button', { name: /Google|Facebook/ })).not.toBeInTheDocument();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads only the configured provider’s script, when the options view shows', () => {
    configure({ providers: { facebook: PROVIDERS.facebook } });
    open();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(injected(FACEBOOK_SCRIPT)).not.toBeNull();
    expect(injected(GOOGLE_SCRIPT)).toBeNull();
  });

  it('Google, known account: the token goes to check-user, the session is stored and the page reloads', async () => {
    configure({ providers: PROVIDERS });
    const sent = answer('post', '/social-login/check-user/google', () => login(false));
    const onSignedIn = jest.fn(async () => undefined);
    open('en', onSignedIn);
    const init = googleAnswers('google-access-token');
    scriptLoads(GOOGLE_SCRIPT, () => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1.apps.example' }));
    expect(sent).toEqual([{ access_token: 'google-access-token', lang: 'en' }]);
    expect(getCookie('authorization_token')).toBe('session-token-1');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('from My profile, a known account lands on the profile page (Malay)', async () => {
    configure({ providers: PROVIDERS });
    answer('post', '/social-login/check-user/google', () => login(false));
    open('ms', jest.fn(), 'profile');
    googleAnswers('google-access-token');
    scriptLoads(GOOGLE_SCRIPT, () => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Teruskan dengan Google' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/ms/profil-saya'));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('Facebook, new account: complete profile, then skip → sign-up success (Malay)', async () => {
    configure({ providers: PROVIDERS });
    const sent = answer('post', '/social-login/check-user/facebook', () => login(true));
    answer('get', '/profile', () => HttpResponse.json({ type: 'success', data: PROFILE }));
    open('ms');
    const sdk = facebookAnswers('fb-access-token');
    scriptLoads(FACEBOOK_SCRIPT, () => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Teruskan dengan Facebook' }));
    expect(
      await screen.findByText(
        'Selamat datang! Ceritakan sedikit tentang diri anda supaya kami boleh tunjukkan apa yang sesuai.',
      ),
    ).toBeInTheDocument();
    expect(sdk.init).toHaveBeenCalledWith({ appId: '1234', version: 'v21.0', cookie: false, xfbml: false });
    expect(sent).toEqual([{ access_token: 'fb-access-token', lang: 'ms' }]);
    expect(getCookie('authorization_token')).toBe('session-token-1');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: /Nama pendek/ })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Langkau dahulu' }));
    expect(screen.queryByText(/Selamat datang! Ceritakan/)).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('Google, new account: saving the profile form goes on to sign-up success', async () => {
    configure({ providers: PROVIDERS });
    answer('post', '/social-login/check-user/google', () => login(true));
    answer('get', '/profile', () => HttpResponse.json({ type: 'success', data: { ...PROFILE, name: 'Aminah' } }));
    const saved = answer('post', '/profile/update', (body) =>
      HttpResponse.json({ type: 'success', data: { ...PROFILE, ...(body as object), is_complete_profile: true } }),
    );
    open('en');
    googleAnswers('google-access-token');
    scriptLoads(GOOGLE_SCRIPT, () => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    // The provider's name is already in the form; the rest is the user's.
    expect(await screen.findByRole('textbox', { name: /Nickname/ })).toHaveValue('Aminah');
    await userEvent.type(screen.getByLabelText('Age'), '16');
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your account is ready')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ user_type: 'student', name: 'Aminah', user_gender: 'female' })]);
  });

  it.each([
    ['the popup is closed', null, () => HttpResponse.json({}), 'popup_closed', 0],
    ['the API refuses the token', 'bad', () => apiError(401, 'SOCIAL_TOKEN_INVALID'), 'SOCIAL_TOKEN_INVALID', 1],
    ['the provider is down', 'ok', () => apiError(502, 'PROVIDER_UNAVAILABLE'), 'PROVIDER_UNAVAILABLE', 1],
  ] as const)('only tracks a failure when %s; nothing shows', async (_, token, reply, reason, calls) => {
    configure({ providers: PROVIDERS });
    const sent = answer('post', '/social-login/check-user/google', reply);
    open();
    googleAnswers(token);
    scriptLoads(GOOGLE_SCRIPT, () => undefined);
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(queuedAnalytics()).toEqual([
        expect.objectContaining({
          kind: 'event',
          event: 'Social Login Failed',
          properties: { provider: 'google', reason },
        }),
      ]),
    );
    expect(sent).toHaveLength(calls);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(getCookie('authorization_token')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('tracks a script that does not load, and lets a later click try again', async () => {
    configure({ providers: { google: PROVIDERS.google } });
    open();
    act(() => {
      injected(GOOGLE_SCRIPT)!.dispatchEvent(new Event('error'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    // The click injects the script again; it fails again.
    await waitFor(() => expect(injected(GOOGLE_SCRIPT)).not.toBeNull());
    act(() => {
      injected(GOOGLE_SCRIPT)!.dispatchEvent(new Event('error'));
    });
    await waitFor(() =>
      expect(queuedAnalytics()).toEqual([
        expect.objectContaining({
          event: 'Social Login Failed',
          properties: { provider: 'google', reason: 'unknown' },
        }),
      ]),
    );
  });
});

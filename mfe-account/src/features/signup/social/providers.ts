import type { SiteConfig } from 'shared-kit';
import { loadScript } from './load-script';

/** The parts of Google Identity Services' token client that we use. */
interface GoogleTokenResponse {
  readonly access_token?: string;
  readonly error?: string;
}
interface GoogleAccounts {
  oauth2: {
    initTokenClient(config: {
      client_id: string;
      scope: string;
      callback: (response: GoogleTokenResponse) => void;
      error_callback?: (error: { type?: string; message?: string }) => void;
    }): { requestAccessToken(overrides?: { prompt?: string }): void };
  };
}
/** The parts of Facebook's JavaScript SDK that we use. */
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { status?: string; authResponse?: { accessToken?: string } | null }) => void,
    options?: { scope?: string },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: GoogleAccounts };
    FB?: FacebookSdk;
  }
}

export type Providers = SiteConfig['providers'];

/** Loads the configured providers' scripts (before a click, so the sign-in popup opens from the click itself). */
export function preloadProviders(providers: Providers): void {
  for (const p of [providers.google, providers.facebook]) {
    if (p) loadScript(p.script).catch(() => undefined);
  }
}

/** Why a sign-in ended without a token (tracked, never shown: spec §8). */
export class SocialSignInError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SocialSignInError';
  }
}

/** Asks Google for an access token (its popup), through Google Identity Services' token client. */
export async function googleToken(config: NonNullable<Providers['google']>): Promise<string> {
  await loadScript(config.script);
  const oauth2 = window.google?.accounts?.oauth2;
  if (!oauth2) throw new SocialSignInError('script_unavailable');
  return new Promise<string>((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: config.clientId,
      scope: 'openid email profile',
      callback: (response) =>
        response.access_token
          ? resolve(response.access_token)
          : reject(new SocialSignInError(response.error ?? 'no_token')),
      error_callback: (error) => reject(new SocialSignInError(error.type ?? 'popup_failed')),
    });
    client.requestAccessToken();
  });
}

let facebookReady: string | null = null;

/** Asks Facebook for an access token (its login dialog), through its JavaScript SDK. */
export async function facebookToken(config: NonNullable<Providers['facebook']>): Promise<string> {
  await loadScript(config.script);
  const fb = window.FB;
  if (!fb) throw new SocialSignInError('script_unavailable');
  if (facebookReady !== config.appId) {
    fb.init({ appId: config.appId, version: config.version, cookie: false, xfbml: false });
    facebookReady = config.appId;
  }
  return new Promise<string>((resolve, reject) => {
    fb.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (response.status === 'connected' && token) resolve(token);
        else reject(new SocialSignInError(response.status ?? 'not_connected'));
      },
      { scope: 'email' },
    );
  });
}

/** For tests. */
export function resetFacebook(): void {
  facebookReady = null;
}

import { createHmac } from 'node:crypto';
import { AppError } from '../plugins/errors.js';
import type { AccountsConfig } from './config.js';

export type Provider = 'google' | 'facebook';

/** What a provider vouches for, after we checked the token with it ourselves. */
export interface VerifiedIdentity {
  provider: Provider;
  /** The provider's stable user id (Google sub, Facebook user id). */
  subject: string;
  /** Verified by the provider (Google: email_verified; Facebook returns confirmed emails only). */
  email: string;
  name: string | null;
}

const invalid = () => new AppError(401, 'SOCIAL_TOKEN_INVALID', 'The sign-in token was not accepted');
const unavailable = () =>
  new AppError(502, 'PROVIDER_UNAVAILABLE', 'The sign-in provider could not be reached; try again');

interface JsonResponse {
  status: number;
  body: Record<string, unknown> | null;
}

/** A GET answered with JSON, within the configured time. Network trouble → 502. */
async function getJson(url: URL, timeoutMs: number, headers: Record<string, string> = {}): Promise<JsonResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw unavailable();
  }
  if (response.status >= 500) throw unavailable();
  let body: unknown = null;
  try {
    const text = await response.text();
    if (text.length <= 64 * 1024) body = JSON.parse(text);
  } catch {
    body = null;
  }
  return {
    status: response.status,
    body: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null,
  };
}

const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const cleanName = (value: unknown) => {
  const name = str(value)
    ?.normalize('NFC')
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .trim()
    .slice(0, 100);
  return name || null;
};

const JWT_RE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface SocialVerifier {
  enabled(provider: Provider): boolean;
  verify(provider: Provider, accessToken: string): Promise<VerifiedIdentity>;
}

/**
 * Checks a sign-in token with the provider at the URLs from configuration (tests point them at
 * a local stand-in that speaks the same HTTP).
 *
 * Google: an access token goes to tokeninfo?access_token=…, an ID token (a JWT, what Google's
 * one-tap button gives) to tokeninfo?id_token=…; the audience must be our client id and the
 * email verified. The name comes from the ID token or from userinfo.
 * Facebook: debug_token with our app's credentials must say the token is valid and ours; then
 * /me (with appsecret_proof) gives the user's id, name and email.
 */
export class ProviderVerifier implements SocialVerifier {
  constructor(private readonly config: AccountsConfig) {}

  enabled(provider: Provider): boolean {
    if (provider === 'google') return Boolean(this.config.google.clientId);
    return Boolean(this.config.facebook.appId && this.config.facebook.appSecret);
  }

  async verify(provider: Provider, accessToken: string): Promise<VerifiedIdentity> {
    if (!this.enabled(provider)) {
      throw new AppError(404, 'PROVIDER_DISABLED', `Sign-in with ${provider} is not available`);
    }
    return provider === 'google' ? this.google(accessToken) : this.facebook(accessToken);
  }

  private async google(token: string): Promise<VerifiedIdentity> {
    const { clientId, tokeninfoUrl, userinfoUrl } = this.config.google;
    const isIdToken = JWT_RE.test(token);
    const url = new URL(tokeninfoUrl);
    url.searchParams.set(isIdToken ? 'id_token' : 'access_token', token);
    const info = await getJson(url, this.config.providerTimeoutMs);
    if (info.status !== 200 || !info.body) throw invalid();
    const claims = info.body;
    if (str(claims.aud) !== clientId) throw invalid();
    const exp = Number(claims.exp);
    if (Number.isFinite(exp) && exp > 0 && exp * 1000 < Date.now()) throw invalid();
    const subject = str(claims.sub) ?? str(claims.user_id);
    if (!subject) throw invalid();
    const email = str(claims.email);
    if (!email) throw new AppError(422, 'SOCIAL_EMAIL_MISSING', 'The provider did not share an email address');
    if (claims.email_verified !== true && claims.email_verified !== 'true') {
      throw new AppError(422, 'SOCIAL_EMAIL_UNVERIFIED', 'The provider has not verified this email address');
    }

    let name = cleanName(claims.name);
    if (!name && !isIdToken) {
      // The name is a nicety: sign-in goes on without it.
      const profile = await getJson(new URL(userinfoUrl), this.config.providerTimeoutMs, {
        authorization: `Bearer ${token}`,
      }).catch(() => null);
      if (profile?.status === 200 && profile.body && str(profile.body.sub) === subject) {
        name = cleanName(profile.body.name);
      }
    }
    return { provider: 'google', subject, email, name };
  }

  private async facebook(token: string): Promise<VerifiedIdentity> {
    const { appId, appSecret, graphUrl, graphVersion } = this.config.facebook;
    const base = `${graphUrl}/${graphVersion}`;

    const debug = new URL(`${base}/debug_token`);
    debug.searchParams.set('input_token', token);
    debug.searchParams.set('access_token', `${appId}|${appSecret}`);
    const checked = await getJson(debug, this.config.providerTimeoutMs);
    const data = checked.body?.data as Record<string, unknown> | undefined;
    if (checked.status !== 200 || !data || typeof data !== 'object') throw invalid();
    if (data.is_valid !== true || String(data.app_id ?? '') !== appId) throw invalid();
    const userId = str(data.user_id) ?? (typeof data.user_id === 'number' ? String(data.user_id) : null);
    if (!userId) throw invalid();

    const me = new URL(`${base}/me`);
    me.searchParams.set('fields', 'id,name,email');
    me.searchParams.set('access_token', token);
    me.searchParams.set('appsecret_proof', createHmac('sha256', appSecret!).update(token).digest('hex'));
    const profile = await getJson(me, this.config.providerTimeoutMs);
    if (profile.status !== 200 || !profile.body) throw invalid();
    if (String(profile.body.id ?? '') !== userId) throw invalid();
    const email = str(profile.body.email);
    if (!email) throw new AppError(422, 'SOCIAL_EMAIL_MISSING', 'The provider did not share an email address');
    return { provider: 'facebook', subject: userId, email, name: cleanName(profile.body.name) };
  }
}

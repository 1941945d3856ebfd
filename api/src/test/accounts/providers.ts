import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const GOOGLE_CLIENT_ID = 'laluan-test.apps.googleusercontent.com';
export const FACEBOOK_APP_ID = '424242';
export const FACEBOOK_APP_SECRET = 'facebook-test-secret';
export const GRAPH_VERSION = 'v21.0';

export interface GoogleUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  aud?: string;
}

export interface FacebookUser {
  id: string;
  email?: string;
  name?: string;
  appId?: string;
}

/**
 * A local stand-in for Google's and Facebook's token endpoints, speaking the same HTTP:
 * Google tokeninfo (?access_token= or ?id_token=) and userinfo (Bearer), Facebook Graph
 * debug_token (with the app token) and /me (with appsecret_proof). Tokens are registered by
 * the test; anything else is answered the way the providers answer a bad token.
 */
export async function startProviderStandIn() {
  const google = new Map<string, GoogleUser>();
  const facebook = new Map<string, FacebookUser>();
  const requests: { path: string; query: Record<string, string>; authorization?: string }[] = [];
  let failing = false;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query, authorization: req.headers.authorization });
    if (failing) return json(res, 503, { error: 'backend_error' });

    if (url.pathname === '/tokeninfo') {
      const token = query.access_token ?? query.id_token;
      const user = token ? google.get(token) : undefined;
      if (!user) return json(res, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
      const isId = 'id_token' in query;
      const claims: Record<string, unknown> = {
        azp: user.aud ?? GOOGLE_CLIENT_ID,
        aud: user.aud ?? GOOGLE_CLIENT_ID,
        sub: user.sub,
        scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        exp: String(Math.floor(Date.now() / 1000) + 3600),
        expires_in: '3599',
        access_type: 'online',
      };
      if (user.email !== undefined) claims.email = user.email;
      if (user.email_verified !== undefined) claims.email_verified = String(user.email_verified);
      if (isId) {
        claims.iss = 'https://accounts.google.com';
        if (user.name) claims.name = user.name;
      }
      return json(res, 200, claims);
    }

    if (url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const user = token ? google.get(token) : undefined;
      if (!user) return json(res, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' });
      return json(res, 200, { sub: user.sub, name: user.name, email: user.email, email_verified: user.email_verified });
    }

    if (url.pathname === `/${GRAPH_VERSION}/debug_token`) {
      if (query.access_token !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
        return json(res, 400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      }
      const user = query.input_token ? facebook.get(query.input_token) : undefined;
      if (!user) {
        return json(res, 200, {
          data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] },
        });
      }
      return json(res, 200, {
        data: {
          app_id: user.appId ?? FACEBOOK_APP_ID,
          type: 'USER',
          application: 'Laluan Kerjaya',
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          is_valid: true,
          scopes: ['email', 'public_profile'],
          user_id: user.id,
        },
      });
    }

    if (url.pathname === `/${GRAPH_VERSION}/me`) {
      const token = query.access_token;
      const user = token ? facebook.get(token) : undefined;
      const proof = token ? createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex') : '';
      if (!user || query.appsecret_proof !== proof) {
        return json(res, 400, {
          error: { message: 'Invalid appsecret_proof or token', type: 'OAuthException', code: 100 },
        });
      }
      const fields = (query.fields ?? 'id,name').split(',');
      const body: Record<string, unknown> = { id: user.id };
      if (fields.includes('name') && user.name) body.name = user.name;
      if (fields.includes('email') && user.email) body.email = user.email;
      return json(res, 200, body);
    }

    return json(res, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    google,
    facebook,
    requests,
    setFailing(value: boolean) {
      failing = value;
    },
    /** The accounts settings pointing both providers here. */
    config: {
      google: { clientId: GOOGLE_CLIENT_ID, tokeninfoUrl: `${url}/tokeninfo`, userinfoUrl: `${url}/userinfo` },
      facebook: {
        appId: FACEBOOK_APP_ID,
        appSecret: FACEBOOK_APP_SECRET,
        graphUrl: url,
        graphVersion: GRAPH_VERSION,
      },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

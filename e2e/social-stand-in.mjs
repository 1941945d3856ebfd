// A stand-in for Google and Facebook in the browser tests (there is no network here): it serves
// a stand-in of each provider's browser script (Google Identity Services' token client, Facebook's
// JavaScript SDK) and answers the provider endpoints the API checks tokens with (Google tokeninfo
// and userinfo; Facebook debug_token and /me with appsecret_proof), over the same HTTP.
//
// The stand-in scripts sign in whoever `window.__standInIdentity` names ({ sub, email, name };
// a test sets it with page.addInitScript), with no popup. Tokens are self-describing (the
// identity, base64url), so any token this server did not make, or made for another client or
// app, is refused the way the provider would refuse it.
import { createHmac } from 'node:crypto';
import http from 'node:http';

const PORT = Number(process.env.STAND_IN_PORT ?? 4767);
const GOOGLE_CLIENT_ID = process.env.GOOGLE_CLIENT_ID ?? '';
const FACEBOOK_APP_ID = process.env.FACEBOOK_APP_ID ?? '';
const FACEBOOK_APP_SECRET = process.env.FACEBOOK_APP_SECRET ?? '';

const DEFAULT_IDENTITY = { sub: 'stand-in-1', email: 'stand-in@example.com', name: 'Stand-in User' };

const decode = (token, prefix) => {
  if (typeof token !== 'string' || !token.startsWith(prefix)) return null;
  try {
    return JSON.parse(Buffer.from(token.slice(prefix.length), 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};

// What runs in the page: each script reads the identity at sign-in time and calls back like the
// real library does (asynchronously).
const GSI_SCRIPT = `(() => {
  const encode = (v) => btoa(unescape(encodeURIComponent(JSON.stringify(v)))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.oauth2 = {
    initTokenClient(config) {
      return {
        requestAccessToken() {
          const who = window.__standInIdentity || ${JSON.stringify(DEFAULT_IDENTITY)};
          if (who.refuse) return setTimeout(() => config.error_callback && config.error_callback({ type: 'popup_closed' }), 0);
          const token = 'gst_' + encode({ aud: config.client_id, sub: who.sub, email: who.email, name: who.name, scope: config.scope });
          setTimeout(() => config.callback({ access_token: token, token_type: 'Bearer', expires_in: 3599, scope: config.scope }), 0);
        },
      };
    },
  };
})();
`;

const FB_SCRIPT = `(() => {
  const encode = (v) => btoa(unescape(encodeURIComponent(JSON.stringify(v)))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  let app = null;
  window.FB = {
    init(options) { app = options; },
    login(callback, options) {
      if (!app || !app.appId || !/^v\\d+\\.\\d+$/.test(app.version || '')) throw new Error('FB.init was not called with appId and version');
      const who = window.__standInIdentity || ${JSON.stringify(DEFAULT_IDENTITY)};
      if (who.refuse) return setTimeout(() => callback({ status: 'unknown', authResponse: null }), 0);
      const token = 'fbt_' + encode({ app_id: app.appId, user_id: who.sub, email: who.email, name: who.name, scope: (options || {}).scope });
      setTimeout(() => callback({ status: 'connected', authResponse: { accessToken: token, userID: who.sub, expiresIn: 3600 } }), 0);
    },
  };
})();
`;

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${PORT}`);
  const q = url.searchParams;
  if (url.pathname === '/health') return json(res, 200, { ok: true });
  if (url.pathname === '/gsi/client' || url.pathname === '/fb/sdk.js') {
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'cross-origin-resource-policy': 'cross-origin',
    });
    return res.end(url.pathname === '/gsi/client' ? GSI_SCRIPT : FB_SCRIPT);
  }
  // Google: tokeninfo?access_token=… and userinfo (Bearer).
  if (url.pathname === '/google/tokeninfo') {
    const claims = decode(q.get('access_token'), 'gst_');
    if (!claims) return json(res, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
    return json(res, 200, {
      aud: claims.aud,
      azp: claims.aud,
      sub: claims.sub,
      email: claims.email,
      email_verified: 'true',
      scope: claims.scope,
      exp: String(Math.floor(Date.now() / 1000) + 3600),
      expires_in: '3599',
    });
  }
  if (url.pathname === '/google/userinfo') {
    const claims = decode((req.headers.authorization ?? '').replace(/^Bearer /, ''), 'gst_');
    if (!claims) return json(res, 401, { error: 'invalid_request' });
    return json(res, 200, { sub: claims.sub, name: claims.name, email: claims.email, email_verified: true });
  }
  // Facebook Graph API: /{version}/debug_token and /{version}/me.
  const graph = url.pathname.match(/^\/facebook\/(v\d+\.\d+)\/(debug_token|me)$/);
  if (graph) {
    if (graph[2] === 'debug_token') {
      if (q.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
        return json(res, 400, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
      }
      const claims = decode(q.get('input_token'), 'fbt_');
      if (!claims) return json(res, 200, { data: { is_valid: false } });
      return json(res, 200, { data: { is_valid: true, app_id: claims.app_id, user_id: claims.user_id, type: 'USER' } });
    }
    const token = q.get('access_token') ?? '';
    const claims = decode(token, 'fbt_');
    const proof = createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');
    if (!claims || q.get('appsecret_proof') !== proof) {
      return json(res, 400, { error: { message: 'Invalid appsecret_proof', type: 'GraphMethodException', code: 100 } });
    }
    return json(res, 200, { id: claims.user_id, name: claims.name, email: claims.email });
  }
  json(res, 404, { error: 'not found' });
});

server.listen(PORT, '127.0.0.1', () => {
  console.log(`social stand-in on http://127.0.0.1:${PORT} (client ${GOOGLE_CLIENT_ID || 'none'})`);
});

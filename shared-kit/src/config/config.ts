/** Site configuration, read and validated in one place. The server writes it into the page. */
export interface SiteConfig {
  /** Base of the API, e.g. "/api" or "https://api.example.my/api". */
  readonly apiBase: string;
  /** Version prefix, e.g. "/v1". */
  readonly apiVersion: string;
  /** Whether Google / Facebook sign-in is configured on the server (the client hides its button otherwise). */
  readonly social: { readonly google: boolean; readonly facebook: boolean };
  /** When "true", every path other than the localized root redirects to it (spec §2). */
  readonly landingPageOnly: boolean;
  /**
   * Public settings of the configured social sign-ins (absent when off): where the browser loads
   * each provider's script from, Google's client id, Facebook's app id and Graph API version.
   */
  readonly providers: {
    readonly google?: { readonly clientId: string; readonly script: string };
    readonly facebook?: { readonly appId: string; readonly version: string; readonly script: string };
  };
  /** The site's build id when the page was served (builds/latest.json; decision 140), if known. */
  readonly buildId: string | null;
  /**
   * The WhatsApp number of the updates service, international digits only (WHATSAPP_NUMBER on
   * the site server); null when none is configured: the modal then uses WhatsApp's share link.
   */
  readonly whatsappNumber: string | null;
  /**
   * Whether an editor has published an event that has not ended yet (the site server reads its
   * events list; decision 365): the home page's Events card links to the events page when true
   * and says "Coming soon" when false. False when the page does not say (a stale shell, a remote
   * alone).
   */
  readonly upcomingEvents: boolean;
}

const DEFAULTS: SiteConfig = {
  apiBase: '/api',
  apiVersion: '/v1',
  social: { google: false, facebook: false },
  landingPageOnly: false,
  providers: {},
  buildId: null,
  whatsappNumber: null,
  upcomingEvents: false,
};

let current: SiteConfig | null = null;

function clean(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^(https?:\/\/[^\s]+|\/[^\s]*)?$/.test(value)
    ? value.replace(/\/$/, '')
    : fallback;
}

const text = (value: unknown, pattern: RegExp): string | null =>
  typeof value === 'string' && pattern.test(value) ? value : null;
const SCRIPT_URL = /^https?:\/\/[^\s"'<>]+$/;

function providersOf(raw: unknown): SiteConfig['providers'] {
  const data = (raw ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const g = data.google ?? {};
  const f = data.facebook ?? {};
  const google = { clientId: text(g.clientId, /^[\w.-]{1,200}$/), script: text(g.script, SCRIPT_URL) };
  const facebook = {
    appId: text(f.appId, /^\d{1,30}$/),
    version: text(f.version, /^v\d+\.\d+$/),
    script: text(f.script, SCRIPT_URL),
  };
  return {
    ...(google.clientId && google.script ? { google: { clientId: google.clientId, script: google.script } } : {}),
    ...(facebook.appId && facebook.version && facebook.script
      ? { facebook: { appId: facebook.appId, version: facebook.version, script: facebook.script } }
      : {}),
  };
}

/** Parses the JSON the server puts in `<meta name="career-config">`; bad values fall back to defaults. */
export function parseConfig(raw: string | null | undefined): SiteConfig {
  let data: Record<string, unknown> = {};
  try {
    data = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    console.warn('Ignoring unreadable site configuration');
  }
  const social = (data.social ?? {}) as Record<string, unknown>;
  return {
    apiBase: clean(data.apiBase, DEFAULTS.apiBase),
    apiVersion: clean(data.apiVersion, DEFAULTS.apiVersion),
    social: { google: social.google === true, facebook: social.facebook === true },
    landingPageOnly: data.landingPageOnly === 'true' || data.landingPageOnly === true,
    providers: providersOf(data.providers),
    buildId: text(data.buildId, /^[\w-]{1,64}$/),
    whatsappNumber:
      typeof data.whatsappNumber === 'string' && /^[1-9][0-9]{7,14}$/.test(data.whatsappNumber)
        ? data.whatsappNumber
        : null,
    upcomingEvents: data.upcomingEvents === true,
  };
}

export function getConfig(): SiteConfig {
  if (!current) {
    const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="career-config"]');
    current = parseConfig(meta?.getAttribute('content'));
  }
  return current;
}

/** For tests and standalone remotes: set the configuration explicitly. */
export function configure(partial: Partial<SiteConfig>): void {
  current = { ...getConfig(), ...partial };
}

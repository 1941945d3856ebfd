/**
 * A short label of the browser a login token was issued to, for the list of active sessions
 * (docs/decisions/283): the browser's and the system's names only, derived from the User-Agent
 * at login. The User-Agent itself is not stored. Unknown parts are null.
 */
export interface DeviceLabel {
  browser: string | null;
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\/|\bHeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+ .*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, rules: [RegExp, string][]) => rules.find(([re]) => re.test(ua))?.[1] ?? null;

export function deviceOf(userAgent: string | undefined): DeviceLabel {
  const ua = (userAgent ?? '').slice(0, 512);
  return { browser: first(ua, BROWSERS), os: first(ua, SYSTEMS) };
}

/** Stored as "browser/os" (either part may be empty); null when both are unknown. */
export function storeDevice(label: DeviceLabel): string | null {
  if (!label.browser && !label.os) return null;
  return `${label.browser ?? ''}/${label.os ?? ''}`;
}

export function readDevice(stored: string | null): DeviceLabel {
  if (!stored) return { browser: null, os: null };
  const [browser = '', os = ''] = stored.split('/');
  return { browser: browser || null, os: os || null };
}

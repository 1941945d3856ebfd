/**
 * Where analytics events go (issue 25, decisions 013 and 330), decided once per page load, after
 * the first view (this module is in the lazy tracking chunk; the provider's SDK in a chunk of its
 * own, unnamed so the shell's runtime carries one short entry for it):
 * - the visitor opted out (privacy notice; or the browser's Global Privacy Control): nowhere —
 *   the facade drops what it queued and skips every later call;
 * - an analytics key configured: the spec's provider (Amplitude's SDK, its own lazy chunk);
 * - otherwise the site's own collector (POST {api}/analytics/collect).
 */
import { registerAnalyticsProvider, setAnalyticsOptOut } from 'shared-kit';
import { createCollector, type Collector } from './collector';

/** The privacy notice's switch keeps the visitor's choice here (mfe-content writes it). */
export const OPT_OUT_KEY = 'analyticsOptOut';

function readOptOut(): boolean {
  try {
    return window.localStorage.getItem(OPT_OUT_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The provider's public settings, which the site server writes into the page's career-config
 * (ANALYTICS_API_KEY, ANALYTICS_SERVER_URL; decision 333). Read here, not in shared-kit's
 * config, so no first render carries them.
 */
export function providerSettings(doc: Document = document): { key: string; serverUrl: string | null } | null {
  try {
    const raw = doc.querySelector('meta[name="career-config"]')?.getAttribute('content');
    const data = (raw ? JSON.parse(raw) : {}) as { analytics?: { key?: unknown; serverUrl?: unknown } };
    const key = data.analytics?.key;
    if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(key)) return null;
    const url = data.analytics?.serverUrl;
    return { key, serverUrl: typeof url === 'string' && /^https?:\/\/[^\s"'<>]+$/.test(url) ? url : null };
  } catch {
    return null;
  }
}

/** The visitor's choice (privacy notice), or the browser's Global Privacy Control signal. */
export function optedOut(): boolean {
  if (readOptOut()) return true;
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

let collector: Collector | null = null;

export async function startAnalytics(): Promise<void> {
  if (optedOut()) {
    setAnalyticsOptOut(true);
    return;
  }
  const provider = providerSettings();
  if (provider) {
    try {
      const { createAmplitudeAdapter } = await import('./amplitude');
      await registerAnalyticsProvider(
        await createAmplitudeAdapter({ apiKey: provider.key, serverUrl: provider.serverUrl ?? undefined }),
      );
    } catch (error) {
      // The facade keeps its queue (Client not initialized) rather than losing events.
      console.warn('Analytics provider could not start', error);
    }
    return;
  }
  collector ??= createCollector();
  void registerAnalyticsProvider(collector);
}

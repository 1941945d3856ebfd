/**
 * Where analytics events go (issue 25, decisions 013 and 330), decided once per page load, after
 * the first view (this module is its own lazy chunk):
 * - the visitor opted out (privacy notice; or the browser's Global Privacy Control): nowhere —
 *   the facade drops what it queued and skips every later call;
 * - an analytics key configured: the spec's provider (Amplitude's SDK, its own lazy chunk);
 * - otherwise the site's own collector (POST {api}/analytics/collect).
 */
import { getConfig, getLocal, registerAnalyticsProvider, setAnalyticsOptOut } from 'shared-kit';
import { createCollector, type Collector } from './collector';

/** The visitor's choice (privacy notice), or the browser's Global Privacy Control signal. */
export function optedOut(): boolean {
  if (getLocal('analyticsOptOut') === true) return true;
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

let collector: Collector | null = null;

export async function startAnalytics(): Promise<void> {
  if (optedOut()) {
    setAnalyticsOptOut(true);
    return;
  }
  const provider = getConfig().analytics;
  if (provider) {
    try {
      const { createAmplitudeAdapter } = await import(/* webpackChunkName: "amplitude" */ './amplitude');
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

/**
 * Where analytics events go (issue 25, decisions 013 and 330), decided once per page load, after
 * the first view (this module is its own lazy chunk):
 * - the visitor opted out (privacy notice; or the browser's Global Privacy Control): nowhere —
 *   the facade drops what it queued and skips every later call;
 * - otherwise the site's own collector (POST {api}/analytics/collect).
 */
import { getLocal, registerAnalyticsProvider, setAnalyticsOptOut } from 'shared-kit';
import { createCollector, type Collector } from './collector';

/** The visitor's choice (privacy notice), or the browser's Global Privacy Control signal. */
export function optedOut(): boolean {
  if (getLocal('analyticsOptOut') === true) return true;
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

let collector: Collector | null = null;

export function startAnalytics(): void {
  if (optedOut()) {
    setAnalyticsOptOut(true);
    return;
  }
  collector ??= createCollector();
  void registerAnalyticsProvider(collector);
}

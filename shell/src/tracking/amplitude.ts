/**
 * The spec's analytics provider (spec §7, §8; issue 25 item 1, decision 333): an adapter over the
 * official Amplitude Browser SDK, used only when an analytics key is configured. This module is
 * its own lazy chunk (the SDK with it), loaded after the first view like the own collector.
 *
 * The SDK gets exactly the spec's options — page views, form interactions, element interactions
 * and file downloads off; attribution and sessions on — plus three that keep URLs and calls in
 * bounds (no page-URL enrichment, no remote configuration, no diagnostics). The facade's status
 * labels are the SDK's own result messages (they are spec §8's labels word for word).
 */
import { createInstance, Identify } from '@amplitude/analytics-browser';
import { EVENT_CATALOGUE, checkProps, type EventName } from 'api/analytics';
import {
  ANALYTICS_STATUS,
  type AnalyticsAdapter,
  type AnalyticsProperties,
  type AnalyticsStatus,
  type AnalyticsValue,
} from 'shared-kit';

/** Spec §7: page views, form interactions, element interactions, file downloads off; attribution and sessions on. */
export const SPEC_AUTOCAPTURE = {
  pageViews: false,
  formInteractions: false,
  elementInteractions: false,
  fileDownloads: false,
  attribution: true,
  sessions: true,
} as const;

export interface AmplitudeSettings {
  /** The public key from configuration. */
  readonly apiKey: string;
  /** Where events go; empty: the SDK's own endpoint (tests point it at a local stand-in). */
  readonly serverUrl?: string;
  /** SDK tuning (tests): flush interval and retries. Defaults are the SDK's. */
  readonly flushIntervalMillis?: number;
  readonly flushMaxRetries?: number;
}

export function amplitudeOptions(settings: AmplitudeSettings) {
  return {
    // The SDK would otherwise add the page's full URL to every event: a verification or reset
    // link's token, a shared result's picks. Off (decision 333).
    autocapture: { ...SPEC_AUTOCAPTURE, pageUrlEnrichment: false },
    fetchRemoteConfig: false,
    enableDiagnostics: false,
    ...(settings.serverUrl ? { serverUrl: settings.serverUrl } : {}),
    ...(settings.flushIntervalMillis !== undefined ? { flushIntervalMillis: settings.flushIntervalMillis } : {}),
    ...(settings.flushMaxRetries !== undefined ? { flushMaxRetries: settings.flushMaxRetries } : {}),
  };
}

const LABELS = Object.values(ANALYTICS_STATUS) as string[];

/** The SDK's result message as the facade's label ("Invalid API key: …" is "Invalid API key"). */
export function statusOf(message: string | undefined): AnalyticsStatus {
  if (!message) return ANALYTICS_STATUS.unexpectedError;
  if (message.startsWith(ANALYTICS_STATUS.invalidApiKey)) return ANALYTICS_STATUS.invalidApiKey;
  return LABELS.includes(message) ? (message as AnalyticsStatus) : ANALYTICS_STATUS.unexpectedError;
}

export async function createAmplitudeAdapter(settings: AmplitudeSettings): Promise<AnalyticsAdapter> {
  const client = createInstance();
  await client.init(settings.apiKey, undefined, amplitudeOptions(settings)).promise;
  return {
    apiKey: settings.apiKey,
    async track(event: string, properties: AnalyticsProperties, time: number): Promise<AnalyticsStatus> {
      // The same catalogue as the own collector: no event or property that could carry typed text.
      if (!Object.hasOwn(EVENT_CATALOGUE, event)) return ANALYTICS_STATUS.unexpectedError;
      const checked = checkProps(event as EventName, properties as Record<string, unknown>);
      if (!checked.ok) return ANALYTICS_STATUS.unexpectedError;
      const result = await client.track(event, checked.props, { time }).promise;
      return statusOf(result.message);
    },
    async setUserProperty(name: string, value: AnalyticsValue): Promise<AnalyticsStatus> {
      const identify = new Identify();
      if (value === null || value === undefined) identify.unset(name);
      else identify.set(name, value);
      const result = await client.identify(identify).promise;
      return statusOf(result.message);
    },
  };
}

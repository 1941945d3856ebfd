/**
 * Analytics facade (spec §7, status labels of spec §8). Apps call `track` and `setUserProperty`;
 * no provider is configured yet (its public key comes from configuration later), so calls are kept
 * in a bounded in-memory queue and flushed, in order, to the adapter given to
 * `registerAnalyticsProvider`. The facade itself never touches the network.
 */

/** The analytics status labels of spec §8. */
export const ANALYTICS_STATUS = {
  success: 'Event tracked successfully',
  unexpectedError: 'Unexpected error occurred',
  retryExceeded: 'Event rejected due to exceeded retry count',
  optedOut: 'Event skipped due to optOut config',
  missingApiKey: 'Event rejected due to missing API key',
  invalidApiKey: 'Invalid API key',
  notInitialized: 'Client not initialized',
} as const;
export type AnalyticsStatus = (typeof ANALYTICS_STATUS)[keyof typeof ANALYTICS_STATUS];

export type AnalyticsValue = string | number | boolean | null | undefined;
export type AnalyticsProperties = Readonly<Record<string, AnalyticsValue>>;

/** What a `track` or `setUserProperty` call produced, for callers to log. */
export interface AnalyticsResult {
  /** The event name, or `identify:<name>` for a user property. */
  readonly event: string;
  readonly status: AnalyticsStatus;
  /** True when the call is still waiting in the queue for a (working) provider. */
  readonly queued: boolean;
}

/** One facade call, as seen by `onAnalytics` listeners. */
export type AnalyticsRecord =
  | { readonly kind: 'event'; readonly event: string; readonly properties: AnalyticsProperties; readonly time: number }
  | { readonly kind: 'user-property'; readonly name: string; readonly value: AnalyticsValue; readonly time: number };

/** A provider (e.g. a vendor SDK wrapper). It reports one of the spec's status labels per call. */
export interface AnalyticsAdapter {
  /** The public key from configuration; empty or missing means nothing can be sent. */
  readonly apiKey: string | null | undefined;
  track(event: string, properties: AnalyticsProperties, time: number): AnalyticsStatus | Promise<AnalyticsStatus>;
  setUserProperty(name: string, value: AnalyticsValue): AnalyticsStatus | Promise<AnalyticsStatus> | void;
}

/** Calls kept while no working provider is registered: the most recent ones only. */
export const ANALYTICS_QUEUE_LIMIT = 100;

type Listener = (record: AnalyticsRecord) => void;

interface State {
  queue: AnalyticsRecord[];
  listeners: Set<Listener>;
  adapter: AnalyticsAdapter | null;
  optOut: boolean;
  /** Serialises deliveries so events reach the provider in call order. */
  chain: Promise<unknown>;
}

// Kept on globalThis so two copies of shared-kit in one page still share one queue.
const STATE_KEY = Symbol.for('career-kit.analytics');

function state(): State {
  const g = globalThis as unknown as Record<symbol, State | undefined>;
  let s = g[STATE_KEY];
  if (!s) {
    s = { queue: [], listeners: new Set(), adapter: null, optOut: false, chain: Promise.resolve() };
    g[STATE_KEY] = s;
  }
  return s;
}

function nameOf(record: AnalyticsRecord): string {
  return record.kind === 'event' ? record.event : `identify:${record.name}`;
}

function result(record: AnalyticsRecord, status: AnalyticsStatus, queued: boolean): AnalyticsResult {
  return { event: nameOf(record), status, queued };
}

function enqueue(record: AnalyticsRecord): void {
  const s = state();
  s.queue.push(record);
  if (s.queue.length > ANALYTICS_QUEUE_LIMIT) s.queue.splice(0, s.queue.length - ANALYTICS_QUEUE_LIMIT);
}

function isStatus(value: unknown): value is AnalyticsStatus {
  return (Object.values(ANALYTICS_STATUS) as unknown[]).includes(value);
}

async function deliver(adapter: AnalyticsAdapter, record: AnalyticsRecord): Promise<AnalyticsStatus> {
  try {
    const status =
      record.kind === 'event'
        ? await adapter.track(record.event, record.properties, record.time)
        : await adapter.setUserProperty(record.name, record.value);
    if (status === undefined) return ANALYTICS_STATUS.success;
    return isStatus(status) ? status : ANALYTICS_STATUS.unexpectedError;
  } catch {
    return ANALYTICS_STATUS.unexpectedError;
  }
}

function usable(adapter: AnalyticsAdapter | null): adapter is AnalyticsAdapter {
  return !!adapter && typeof adapter.apiKey === 'string' && adapter.apiKey.trim() !== '';
}

function dispatch(record: AnalyticsRecord): Promise<AnalyticsResult> {
  const s = state();
  for (const listener of [...s.listeners]) {
    try {
      listener(record);
    } catch (error) {
      console.error('Analytics listener failed', error);
    }
  }
  if (s.optOut) return Promise.resolve(result(record, ANALYTICS_STATUS.optedOut, false));
  const adapter = s.adapter;
  if (!adapter) {
    enqueue(record);
    return Promise.resolve(result(record, ANALYTICS_STATUS.notInitialized, true));
  }
  if (!usable(adapter)) {
    // Kept, so a provider registered later with a key still receives it.
    enqueue(record);
    return Promise.resolve(result(record, ANALYTICS_STATUS.missingApiKey, true));
  }
  const run = s.chain.then(() => deliver(adapter, record));
  s.chain = run;
  return run.then((status) => result(record, status, false));
}

/** Sends (or queues) an analytics event; resolves to the spec's status label for it. */
export function track(event: string, properties: AnalyticsProperties = {}): Promise<AnalyticsResult> {
  return dispatch({ kind: 'event', event, properties: { ...properties }, time: Date.now() });
}

/** Sets (or queues) an analytics user property such as `visit_counter`. */
export function setUserProperty(name: string, value: AnalyticsValue): Promise<AnalyticsResult> {
  return dispatch({ kind: 'user-property', name, value, time: Date.now() });
}

/** Hears every facade call as it is made (tests, debugging, adapters); returns the unsubscribe. */
export function onAnalytics(listener: Listener): () => void {
  const s = state();
  s.listeners.add(listener);
  return () => {
    s.listeners.delete(listener);
  };
}

/**
 * Installs the provider and flushes the queue to it in call order. An adapter without an API key
 * is kept but sends nothing: the queue stays for a later adapter that has one. Resolves to the
 * results of the flushed calls (empty when nothing could be flushed).
 */
export function registerAnalyticsProvider(adapter: AnalyticsAdapter | null): Promise<readonly AnalyticsResult[]> {
  const s = state();
  s.adapter = adapter;
  if (!usable(adapter) || s.optOut) return Promise.resolve([]);
  const pending = s.queue.splice(0, s.queue.length);
  const run = s.chain.then(async () => {
    const out: AnalyticsResult[] = [];
    for (const record of pending) out.push(result(record, await deliver(adapter, record), false));
    return out;
  });
  s.chain = run;
  return run;
}

/** Opting out drops queued calls and skips every later one until opted back in. */
export function setAnalyticsOptOut(optOut: boolean): void {
  const s = state();
  s.optOut = optOut;
  if (optOut) s.queue.length = 0;
}

/** The calls waiting for a provider, oldest first. */
export function queuedAnalytics(): readonly AnalyticsRecord[] {
  return [...state().queue];
}

/** For tests: forget the provider, queue, listeners and opt-out. */
export function resetAnalytics(): void {
  const s = state();
  s.queue.length = 0;
  s.listeners.clear();
  s.adapter = null;
  s.optOut = false;
  s.chain = Promise.resolve();
}

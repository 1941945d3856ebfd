import {
  ANALYTICS_QUEUE_LIMIT,
  ANALYTICS_STATUS,
  onAnalytics,
  queuedAnalytics,
  registerAnalyticsProvider,
  resetAnalytics,
  setAnalyticsOptOut,
  setUserProperty,
  track,
  type AnalyticsAdapter,
  type AnalyticsRecord,
  type AnalyticsStatus,
} from './analytics';

function fakeAdapter(
  apiKey: string | null = 'public-key',
  reply: () => AnalyticsStatus = () => ANALYTICS_STATUS.success,
) {
  const sent: string[] = [];
  const adapter: AnalyticsAdapter = {
    apiKey,
    track: (event, properties) => {
      sent.push(`${event} ${JSON.stringify(properties)}`);
      return reply();
    },
    setUserProperty: (name, value) => {
      sent.push(`identify ${name}=${String(value)}`);
    },
  };
  return { adapter, sent };
}

describe('analytics facade', () => {
  afterEach(() => resetAnalytics());

  it('the status labels are the ones of spec §8', () => {
    expect(Object.values(ANALYTICS_STATUS).sort()).toEqual(
      [
        'Event tracked successfully',
        'Unexpected error occurred',
        'Event rejected due to exceeded retry count',
        'Event skipped due to optOut config',
        'Event rejected due to missing API key',
        'Invalid API key',
        'Client not initialized',
      ].sort(),
    );
  });

  it('queues events while no provider is registered and says the client is not initialized', async () => {
    await expect(track('Screen Open', { path: '/en' })).resolves.toEqual({
      event: 'Screen Open',
      status: 'Client not initialized',
      queued: true,
    });
    await expect(setUserProperty('visit_counter', 2)).resolves.toEqual({
      event: 'identify:visit_counter',
      status: 'Client not initialized',
      queued: true,
    });
    expect(queuedAnalytics().map((r) => r.kind)).toEqual(['event', 'user-property']);
  });

  it('keeps only the most recent calls in the queue', async () => {
    for (let i = 0; i < ANALYTICS_QUEUE_LIMIT + 5; i++) void track(`e${i}`);
    const queue = queuedAnalytics();
    expect(queue).toHaveLength(ANALYTICS_QUEUE_LIMIT);
    expect(queue[0]).toMatchObject({ event: 'e5' });
    expect(queue.at(-1)).toMatchObject({ event: `e${ANALYTICS_QUEUE_LIMIT + 4}` });
  });

  it('flushes the queue in call order when a provider is registered, then sends directly', async () => {
    void track('Start Journey', { first_time_user: true });
    void setUserProperty('visit_counter', 1);
    const { adapter, sent } = fakeAdapter();
    const flushed = await registerAnalyticsProvider(adapter);
    expect(flushed.map((r) => r.status)).toEqual(['Event tracked successfully', 'Event tracked successfully']);
    expect(sent).toEqual(['Start Journey {"first_time_user":true}', 'identify visit_counter=1']);
    expect(queuedAnalytics()).toEqual([]);

    await expect(track('Screen Open', { path: '/ms' })).resolves.toEqual({
      event: 'Screen Open',
      status: 'Event tracked successfully',
      queued: false,
    });
    expect(sent.at(-1)).toBe('Screen Open {"path":"/ms"}');
  });

  it('an adapter without an API key sends nothing and keeps the queue for a later one', async () => {
    void track('first');
    const keyless = fakeAdapter('');
    await expect(registerAnalyticsProvider(keyless.adapter)).resolves.toEqual([]);
    await expect(track('second')).resolves.toMatchObject({
      status: 'Event rejected due to missing API key',
      queued: true,
    });
    expect(keyless.sent).toEqual([]);

    const keyed = fakeAdapter();
    await registerAnalyticsProvider(keyed.adapter);
    expect(keyed.sent).toEqual(['first {}', 'second {}']);
  });

  it('skips and drops events while opted out', async () => {
    void track('queued before opt-out');
    setAnalyticsOptOut(true);
    await expect(track('x')).resolves.toEqual({
      event: 'x',
      status: 'Event skipped due to optOut config',
      queued: false,
    });
    expect(queuedAnalytics()).toEqual([]);
    const { adapter, sent } = fakeAdapter();
    await registerAnalyticsProvider(adapter);
    await track('y');
    expect(sent).toEqual([]);
    setAnalyticsOptOut(false);
    await track('z');
    expect(sent).toEqual(['z {}']);
  });

  it("passes the provider's own status through and maps failures to Unexpected error occurred", async () => {
    let reply: AnalyticsStatus = ANALYTICS_STATUS.invalidApiKey;
    const { adapter } = fakeAdapter('bad-key', () => reply);
    await registerAnalyticsProvider(adapter);
    await expect(track('a')).resolves.toMatchObject({ status: 'Invalid API key' });
    reply = ANALYTICS_STATUS.retryExceeded;
    await expect(track('b')).resolves.toMatchObject({ status: 'Event rejected due to exceeded retry count' });

    await registerAnalyticsProvider({
      apiKey: 'k',
      track: () => Promise.reject(new Error('boom')),
      setUserProperty: () => {
        throw new Error('boom');
      },
    });
    await expect(track('c')).resolves.toMatchObject({ status: 'Unexpected error occurred', queued: false });
    await expect(setUserProperty('p', 1)).resolves.toMatchObject({ status: 'Unexpected error occurred' });
  });

  it('tells listeners about every call, and a failing listener does not stop the others', async () => {
    const seen: AnalyticsRecord[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    onAnalytics(() => {
      throw new Error('bad listener');
    });
    const off = onAnalytics((r) => seen.push(r));
    await track('UTM Tracking', { utm_source: 'fb' });
    await setUserProperty('visit_counter', 3);
    off();
    await track('not heard');
    error.mockRestore();
    expect(seen).toEqual([
      expect.objectContaining({ kind: 'event', event: 'UTM Tracking', properties: { utm_source: 'fb' } }),
      expect.objectContaining({ kind: 'user-property', name: 'visit_counter', value: 3 }),
    ]);
  });

  it('makes no network calls', async () => {
    const fetchSpy = jest.fn();
    const original = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      await track('a');
      await registerAnalyticsProvider(fakeAdapter().adapter);
      await track('b');
    } finally {
      globalThis.fetch = original;
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

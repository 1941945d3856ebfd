import { emit, on, resetBus } from './event-bus';

afterEach(() => resetBus());

describe('event bus', () => {
  it('delivers typed events to subscribers until they unsubscribe', () => {
    const seen: string[] = [];
    const off = on('route:not-found', (p) => seen.push(p.path));
    emit('route:not-found', { path: '/en/jobs/x' });
    off();
    emit('route:not-found', { path: '/en/jobs/y' });
    expect(seen).toEqual(['/en/jobs/x']);
  });

  it('replays the latest payload to late subscribers when asked, and only then', () => {
    emit('account:open-signup', { context: 'profile' });
    const replayed: unknown[] = [];
    const live: unknown[] = [];
    on('account:open-signup', (p) => replayed.push(p), { replay: true });
    on('account:open-signup', (p) => live.push(p));
    expect(replayed).toEqual([{ context: 'profile' }]);
    expect(live).toEqual([]);
  });

  it('hears an event sent by another copy of the bus in the page (a DOM event on window)', () => {
    const seen: unknown[] = [];
    on('app:server-busy', (p) => seen.push(p));
    window.dispatchEvent(new CustomEvent('career-bus:app:server-busy', { detail: { status: 503 } }));
    expect(seen).toEqual([{ status: 503 }]);
  });
});

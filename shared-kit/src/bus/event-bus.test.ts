import { announcePersistedState, emit, on, resetBus } from './event-bus';
import { setCookie, removeCookie } from '../storage/cookies';

afterEach(() => {
  resetBus();
  removeCookie('authorization_token');
  removeCookie('userID');
});

describe('event bus', () => {
  it('delivers typed events to subscribers until they unsubscribe', () => {
    const seen: string[] = [];
    const off = on('drawer:open', () => seen.push('open'));
    emit('drawer:open', {});
    off();
    emit('drawer:open', {});
    expect(seen).toEqual(['open']);
  });

  it('replays the latest payload to late subscribers when asked', () => {
    emit('locale:changed', { locale: 'ms' });
    const seen: string[] = [];
    on('locale:changed', (p) => seen.push(p.locale), { replay: true });
    expect(seen).toEqual(['ms']);
  });

  it('re-announces the signed-in state kept in cookies after a reload', () => {
    setCookie('authorization_token', 'tok');
    setCookie('userID', '42');
    announcePersistedState();
    const seen: unknown[] = [];
    on('account:signed-in', (p) => seen.push(p), { replay: true });
    expect(seen).toEqual([{ userId: '42' }]);
  });
});

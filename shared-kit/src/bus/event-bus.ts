/** Context in which the sign-up dialog is opened; picks its create-account header (spec §2). */
export type SignupContext = 'quiz' | 'profile' | 'job' | 'compareJobs';

/**
 * Where the messaging-app modal was opened from (spec §9 origin labels): the home page, the
 * footer, the directory, the drawer (after a job request there), or anywhere else.
 */
export type MessagingOrigin = 'Home' | 'Footer' | 'Directory' | 'Drawer' | 'Others';

/**
 * Every event apps may exchange. Remotes never import each other: they talk through these.
 * An event is declared only when something in the source both emits it and listens to it
 * (event-bus-usage.test.ts checks).
 */
export interface BusEvents {
  /** Open the sign-up dialog (the shell mounts mfe-account's parcel). */
  'account:open-signup': { context: SignupContext; view?: 'options' | 'login' | 'email' | 'verify'; message?: string };
  /**
   * Open the messaging-app modal (the shell mounts shared-kit/messaging lazily). `title`: what the
   * updates are about, e.g. the job just requested; it shapes the heading and the prefilled text.
   */
  'messaging:open': { origin: MessagingOrigin; title?: string };
  /** The HTTP client found the server busy or away for a page's own data: the shell shows the 504 page. */
  'app:server-busy': { status: number; url?: string };
  /**
   * Open the shell's drawer (spec §2: the subject quiz tells the parent to open the drawer; decision
   * 091). `focus: 'search'` puts the caret in its job search box.
   */
  'drawer:open': { focus?: 'search' };
  /** A validation hook rejected the current route: the shell shows the 404 page. */
  'route:not-found': { path: string };
  /** A persisted value of spec §3 changed (cookie or localStorage): atoms re-read it (shared-kit/state). */
  'state:changed': { area: 'cookie' | 'local'; key: string };
}
export type BusEventName = keyof BusEvents;
type Handler<K extends BusEventName> = (payload: BusEvents[K]) => void;

const DOM_PREFIX = 'career-bus:';
const CHANNEL = 'career-bus';

/** Events that other tabs also receive. */
const CROSS_TAB: ReadonlySet<BusEventName> = new Set(['state:changed']);

const last = new Map<BusEventName, unknown>();
let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent<{ type: BusEventName; payload: unknown }>) => {
    if (e.data && CROSS_TAB.has(e.data.type)) deliver(e.data.type, e.data.payload as never);
  };
  return channel;
}

function deliver<K extends BusEventName>(type: K, payload: BusEvents[K]): void {
  last.set(type, payload);
  // Dispatched on window so even two copies of this module in one page hear each other.
  window.dispatchEvent(new CustomEvent(DOM_PREFIX + type, { detail: payload }));
}

/** Announces an event to this page and, for shared state, to the other open tabs. */
export function emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void {
  deliver(type, payload);
  if (CROSS_TAB.has(type)) getChannel()?.postMessage({ type, payload });
}

/**
 * Subscribes to an event; returns the unsubscribe function. With `replay`, the handler also gets
 * the latest payload already announced in this page (for apps that mount late).
 */
export function on<K extends BusEventName>(type: K, handler: Handler<K>, opts: { replay?: boolean } = {}): () => void {
  getChannel();
  const listener = (e: Event) => handler((e as CustomEvent<BusEvents[K]>).detail);
  window.addEventListener(DOM_PREFIX + type, listener);
  if (opts.replay && last.has(type)) handler(last.get(type) as BusEvents[K]);
  return () => window.removeEventListener(DOM_PREFIX + type, listener);
}

/** For tests: forget replayed state and close the cross-tab channel. */
export function resetBus(): void {
  last.clear();
  channel?.close();
  channel = null;
}

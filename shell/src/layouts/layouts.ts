import type { LayoutName } from 'shared-kit';

/** What a layout decides about the page frame. Each layout is its own chunk, loaded on demand. */
export interface Layout {
  readonly name: LayoutName;
  /** Page background and header style. */
  readonly theme: 'light' | 'blue' | 'soft';
  /** Width of the content column. */
  readonly width: 'wide' | 'narrow' | 'full';
  readonly footer: boolean;
}

const loaders: Record<LayoutName, () => Promise<{ layout: Layout }>> = {
  home: () => import(/* webpackChunkName: "layout-home" */ './home'),
  'about-us': () => import(/* webpackChunkName: "layout-about-us" */ './about-us'),
  methodology: () => import(/* webpackChunkName: "layout-methodology" */ './methodology'),
  affinity: () => import(/* webpackChunkName: "layout-affinity" */ './affinity'),
  onboarding: () => import(/* webpackChunkName: "layout-onboarding" */ './onboarding'),
  'data-entry': () => import(/* webpackChunkName: "layout-data-entry" */ './data-entry'),
  results: () => import(/* webpackChunkName: "layout-results" */ './results'),
  'subject-quiz-layout': () => import(/* webpackChunkName: "layout-subject-quiz" */ './subject-quiz-layout'),
  'contact-us': () => import(/* webpackChunkName: "layout-contact-us" */ './contact-us'),
  industries: () => import(/* webpackChunkName: "layout-industries" */ './industries'),
  event: () => import(/* webpackChunkName: "layout-event" */ './event'),
  'funding-search': () => import(/* webpackChunkName: "layout-funding-search" */ './funding-search'),
  jobs: () => import(/* webpackChunkName: "layout-jobs" */ './jobs'),
  profile: () => import(/* webpackChunkName: "layout-profile" */ './profile'),
  privacy: () => import(/* webpackChunkName: "layout-privacy" */ './privacy'),
  'white-paper': () => import(/* webpackChunkName: "layout-white-paper" */ './white-paper'),
  'default-blue': () => import(/* webpackChunkName: "layout-default-blue" */ './default-blue'),
  default: () => import(/* webpackChunkName: "layout-default" */ './default'),
  'error-page': () => import(/* webpackChunkName: "layout-error-page" */ './error-page'),
};

const cache = new Map<LayoutName, Promise<Layout>>();

/** Loads a layout once; call it early (before navigating) to preload. */
export function loadLayout(name: LayoutName): Promise<Layout> {
  let pending = cache.get(name);
  if (!pending) {
    pending = loaders[name]().then((m) => m.layout);
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

/** Applies a layout to the page frame (data attributes the shell's CSS styles). */
export function applyLayout(layout: Layout): void {
  const body = document.body;
  body.dataset.layout = layout.name;
  body.dataset.theme = layout.theme;
  body.dataset.width = layout.width;
  body.dataset.footer = String(layout.footer);
}

import type { LayoutName } from 'shared-kit';

/** What a layout decides about the page frame (spec §2 names; the shell's CSS styles them). */
export interface Layout {
  /** Page background and header style. */
  readonly theme: 'light' | 'blue' | 'soft';
  /** Width of the content column. */
  readonly width: 'wide' | 'narrow' | 'full';
  readonly footer: boolean;
}

/**
 * Every layout as data, in the shell's first chunk (well under 1 KB): a layout has no code of its
 * own, so none is loaded on demand, and the next route's frame is applied before its app mounts
 * (bootstrap's `single-spa:before-routing-event`; docs/decisions/003).
 */
export const LAYOUTS: Readonly<Record<LayoutName, Layout>> = {
  home: { theme: 'light', width: 'full', footer: true },
  'about-us': { theme: 'light', width: 'wide', footer: true },
  methodology: { theme: 'light', width: 'narrow', footer: true },
  affinity: { theme: 'blue', width: 'wide', footer: false },
  onboarding: { theme: 'blue', width: 'narrow', footer: false },
  'data-entry': { theme: 'blue', width: 'narrow', footer: false },
  results: { theme: 'soft', width: 'wide', footer: true },
  'subject-quiz-layout': { theme: 'soft', width: 'wide', footer: false },
  'contact-us': { theme: 'light', width: 'narrow', footer: true },
  industries: { theme: 'light', width: 'wide', footer: true },
  event: { theme: 'light', width: 'wide', footer: true },
  'funding-search': { theme: 'light', width: 'wide', footer: true },
  jobs: { theme: 'light', width: 'wide', footer: true },
  profile: { theme: 'soft', width: 'narrow', footer: true },
  privacy: { theme: 'light', width: 'narrow', footer: true },
  'white-paper': { theme: 'light', width: 'narrow', footer: true },
  'default-blue': { theme: 'blue', width: 'wide', footer: true },
  default: { theme: 'light', width: 'wide', footer: true },
  'error-page': { theme: 'light', width: 'narrow', footer: false },
};

/** Applies a layout to the page frame (data attributes the shell's CSS styles). */
export function applyLayout(name: LayoutName): void {
  const layout = LAYOUTS[name];
  const body = document.body;
  body.dataset.layout = name;
  body.dataset.theme = layout.theme;
  body.dataset.width = layout.width;
  body.dataset.footer = String(layout.footer);
}

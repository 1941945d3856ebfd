/* eslint-disable import-x/no-relative-packages -- the benchmark builds the apps' own sources, unchanged */
// The plain-bundle side of the composition benchmark (scripts/bench-composition.mjs): the shell's
// chrome and one remote's App, unchanged, rendered with createRoot — no Module Federation, no
// single-spa. One entry per owner remote (entry-*.tsx) calls start().
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Owner } from 'shared-kit';
import { Chrome } from '../../../shell/src/chrome/chrome';
import { hideSplash } from '../../../shell/src/chrome/splash';
import { settleFirstPaint } from '../../../shell/src/first-paint/first-paint';
import { installRouteRules } from '../../../shell/src/routing/route-rules';
import 'shared-kit/styles.css';
import '../../../shell/src/shell.css';

/** Hides the splash once the app has mounted, as the shell does on its first routing event. */
function Revealed({ children }: { children: ReactNode }) {
  useEffect(() => hideSplash(), []);
  return children;
}

export function start(owner: Owner, App: ComponentType) {
  installRouteRules();
  // The server's first paint (decision 245) is in the plain page's HTML too; it goes the same way.
  settleFirstPaint();
  createRoot(document.getElementById('chrome')!).render(<Chrome />);
  createRoot(document.getElementById(`slot-${owner}`)!).render(
    <Revealed>
      <App />
    </Revealed>,
  );
}

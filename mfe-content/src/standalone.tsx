// Runs this remote alone for its team (`pnpm --filter mfe-content dev`), without the shell.
import { mount, bootstrap } from './app/lifecycles';

if (!/^\/(en|ms)(\/|$)/.test(window.location.pathname)) window.history.replaceState(null, '', '/en');
const domElement = document.getElementById('root')!;
void bootstrap({ name: 'mfe-content', domElement } as never).then(() => mount({ name: 'mfe-content', domElement } as never));

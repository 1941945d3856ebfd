// Runs this remote alone for its team (`pnpm --filter mfe-account dev`), without the shell.
import { mount, bootstrap } from './app/lifecycles';

if (!/^\/(en|ms)(\/|$)/.test(window.location.pathname)) window.history.replaceState(null, '', '/en');
const domElement = document.getElementById('root')!;
void bootstrap({ name: 'mfe-account', domElement } as never).then(() => mount({ name: 'mfe-account', domElement } as never));

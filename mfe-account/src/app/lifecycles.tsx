import { createAppLifecycles } from 'shared-kit';
import { App } from './app';

export const { bootstrap, mount, unmount } = createAppLifecycles(App);

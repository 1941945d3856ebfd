import { App } from '../../../mfe-content/src/app/app';
import { start } from './start';

start('mfe-content', App);

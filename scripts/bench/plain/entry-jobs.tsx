import { App } from '../../../mfe-jobs/src/app/app';
import { start } from './start';

start('mfe-jobs', App);

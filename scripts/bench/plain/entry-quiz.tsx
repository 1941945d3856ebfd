import { App } from '../../../mfe-quiz/src/app/app';
import { start } from './start';

start('mfe-quiz', App);

/**
 * The production client entry (see ./index.ts): each stage of ./stages.ts in a
 * task of its own, the stock Docusaurus entry last.
 */
import {runStages} from './run';
import {stages} from './stages';

void runStages(stages);

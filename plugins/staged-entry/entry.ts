/**
 * The production client entry (see ./index.ts): lazily imported modules each
 * in a task of their own (./chunkTasks.ts), then each stage of ./stages.ts in
 * a task of its own, the stock Docusaurus entry last.
 */
import {inNewTask} from './chunkTasks';
import {runStages} from './run';
import {stages} from './stages';

/** The bundler's runtime; `e` loads a chunk (what `import()` compiles to). */
declare const __webpack_require__: {e: (chunkId: string | number) => Promise<unknown>};

__webpack_require__.e = inNewTask(__webpack_require__.e);
void runStages(stages);

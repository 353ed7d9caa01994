/**
 * Each lazily imported module runs in a task of its own. The bundler's
 * `import()` is `__webpack_require__.e(chunk…).then(require module)`: when the
 * chunks are already there (a page's route chunks load with main.js), every
 * import of a route resolves in the same microtask checkpoint and all their
 * modules run in one task (an endpoint page's route modules: 122–138 ms at 4×
 * CPU throttling). Resolving each chunk promise in a new task instead puts
 * each import's modules in a task of their own. The cost is one task hop per
 * chunk on later navigations.
 */
import {nextTask} from './run';

type EnsureChunk = (chunkId: string | number) => Promise<unknown>;

/** The runtime's chunk loader, wrapped: same result, delivered in a new task. */
export function inNewTask(ensureChunk: EnsureChunk, yieldTask: () => Promise<void> = nextTask): EnsureChunk {
  return (chunkId) =>
    ensureChunk(chunkId).then(async (result) => {
      await yieldTask();
      return result;
    });
}

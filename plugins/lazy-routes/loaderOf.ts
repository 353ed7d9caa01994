/** A registry entry's loader in the browser (./pageRegistry.ts), made from what the build read of the compiled one (./registryData.ts). */
import type {RegistryEntry} from './chain';

/** The bundler's runtime: require a module, load a chunk, require with interop. */
declare const __webpack_require__: {
  (moduleId: string | number): unknown;
  e: (chunkId: string) => Promise<unknown>;
  t: (moduleId: string | number, mode: number) => unknown;
};

/** What the compiled registry's loader does: `Promise.all([e(chunk)…]).then(require.bind(…, id))`, or `require.t` with its mode. */
export function loaderOf([chunkIds, moduleId, mode]: RegistryEntry): () => Promise<unknown> {
  return () =>
    Promise.all(chunkIds.map((chunkId) => __webpack_require__.e(chunkId))).then(() =>
      mode === undefined ? __webpack_require__(moduleId) : __webpack_require__.t(moduleId, mode),
    );
}

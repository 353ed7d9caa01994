/**
 * The bundler plugin of ./index.ts (production browser build):
 * - the main runtime's two file-name tables go: its `__webpack_require__.u`
 *   module (every chunk's name and content hash) and Docusaurus's `gca`
 *   module (every chunk name's id) become ./runtime.ts's code;
 * - the whole list is emitted as `assets/js/chunk-files.<hash>.json`, once
 *   every file has its final name.
 * The build fails if either module is not found, or the runtime does not
 * carry the new code.
 */
import {createHash} from 'node:crypto';
import type {Chunk, Compiler} from 'webpack';
import {listFailure, runtimeSource, type ChunkList} from './runtime';

/**
 * Rspack's runtime modules, unlike webpack's, show their generated code to
 * the `runtimeModule` hook as a string or buffer it may replace (Rspack's
 * "compilation hooks" docs).
 */
type RspackRuntimeSource = {source: string | Buffer};
const generatedSource = (module: object): RspackRuntimeSource | undefined => {
  const source: unknown = (module as {source?: unknown}).source;
  if (source === null || typeof source !== 'object') return undefined;
  const code: unknown = (source as {source?: unknown}).source;
  return typeof code === 'string' || Buffer.isBuffer(code) ? (source as RspackRuntimeSource) : undefined;
};

const pluginName = 'chunk-files';

/** The runtime modules replaced: their names in Rspack and Docusaurus (ChunkAssetPlugin). */
export const replacedModules = ['get javascript chunk filename', 'ChunkAssetRuntimeModule'] as const;

/** The list's file: its name carries a hash of its content, as every file under assets/ does (cached for a year). */
export function listAsset(list: ChunkList): {name: string; json: string} {
  const json = JSON.stringify(list);
  return {name: `assets/js/chunk-files.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`, json};
}

const jsFile = (chunk: Chunk): string | undefined => [...chunk.files].find((file) => file.endsWith('.js'));

/** Every lazily loaded chunk's file, chunk names to ids, and the chunks started by the page's code (workers). */
export function chunkList(chunks: Iterable<Chunk>): ChunkList {
  const list: ChunkList = {files: {}, names: {}, eager: []};
  for (const chunk of chunks) {
    const file = jsFile(chunk);
    if (chunk.canBeInitial() || chunk.id === null || file === undefined) continue;
    const id = String(chunk.id);
    list.files[id] = file;
    if (chunk.name) list.names[chunk.name] = id;
    if (chunk.hasRuntime()) list.eager.push(id);
  }
  return list;
}

/**
 * The ids of the chunks the stock loader needs no file name for: the initial
 * ones (main.js, its runtime and stylesheet: loaded before the runtime runs
 * anything) and those without JavaScript (the OpenAPI theme's stylesheet,
 * plugins/openapi-styles, whose file the runtime names itself).
 */
export function stockChunkIds(chunks: Iterable<Chunk>, hasJavaScript: (chunk: Chunk) => boolean): string[] {
  return [...chunks]
    .filter((chunk) => chunk.canBeInitial() || !hasJavaScript(chunk))
    .map((chunk) => {
      if (chunk.id === null) throw new Error(`[chunk-files] the chunk ${chunk.name ?? '(unnamed)'} has no id yet when the runtime is generated`);
      return String(chunk.id);
    });
}

export class ChunkFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      const replaced = new Map<string, Chunk>();
      const hasJavaScript = (chunk: Chunk): boolean => {
        const modules = compilation.chunkGraph.getChunkModulesIterableBySourceType(chunk, 'javascript');
        return modules !== undefined && [...modules].length > 0;
      };
      compilation.hooks.runtimeModule.tap(pluginName, (module, chunk) => {
        const kind = replacedModules.find((name) => name === module.name);
        // The main runtime only: a worker's runtime loads its chunks its own way.
        const generated = generatedSource(module);
        if (kind === undefined || !chunk.canBeInitial() || !generated) return;
        generated.source = Buffer.from(kind === 'ChunkAssetRuntimeModule' ? runtimeSource(stockChunkIds(compilation.chunks, hasJavaScript)) : '', 'utf8');
        replaced.set(kind, chunk);
      });
      compilation.hooks.processAssets.tap({name: pluginName, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT}, () => {
        const missing = replacedModules.filter((name) => !replaced.has(name));
        if (missing.length > 0) {
          throw new Error(`[chunk-files] the main runtime has no module ${missing.join(', ')} to replace (plugins/chunk-files/ChunkFilesPlugin.ts)`);
        }
        const runtime = [...replaced.values()].map(jsFile).find((file) => file !== undefined);
        const source = runtime === undefined ? undefined : compilation.getAsset(runtime)?.source.source().toString();
        if (!source?.includes(listFailure)) throw new Error(`[chunk-files] the runtime ${runtime ?? '(none)'} does not carry plugins/chunk-files/runtime.ts`);
        const list = chunkList(compilation.chunks);
        for (const file of Object.values(list.files)) {
          if (!compilation.getAsset(file)) throw new Error(`[chunk-files] a chunk names ${file}, which the build did not emit`);
        }
        const {name, json} = listAsset(list);
        compilation.emitAsset(name, new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

/**
 * The browser's bundler runtime without its tables of every chunk's file.
 *
 * To load a chunk, the runtime builds its file name from tables of all 518
 * chunks: names and content hashes (`__webpack_require__.u`), and Docusaurus
 * adds chunk names to ids for prefetching (`gca`, its ChunkAssetPlugin).
 * They were 8.3 of the runtime's 10.9 KB gzip, on every page, before any
 * chunk but the page's own is needed, and those the page's loader adds by
 * URL (config/htmlTemplate.ts).
 *
 * In a production browser build:
 * - ./ChunkFilesPlugin.ts replaces the two runtime modules with
 *   ./runtime.ts's code and emits the whole list as
 *   `assets/js/chunk-files.<hash>.json`;
 * - after the build, ./pageData.ts writes into each page a block with its
 *   own chunks' files, the worker's and the route table's.
 * The list is fetched with the route table (plugins/lazy-routes: idle time
 * after hydration, or the first navigation), or before any other chunk the
 * page lacks (the search box's). Development keeps the stock runtime.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ChunkFilesPlugin} from './ChunkFilesPlugin';
import {writePageChunkFiles} from './pageData';

export default function chunkFilesPlugin(context: LoadContext): Plugin {
  return {
    name: 'chunk-files',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [new ChunkFilesPlugin()]};
    },
    postBuild({outDir}) {
      const pages = writePageChunkFiles(outDir, context.baseUrl);
      console.log(`[chunk-files] ${pages} pages → their chunks' files`);
    },
  };
}

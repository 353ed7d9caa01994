/**
 * What the browser's bundler runtime does instead of carrying every chunk's
 * file name (./index.ts says why). The code is the source of one runtime
 * module, so ES5 and no imports: it runs before any of the site's code.
 *
 * - `__webpack_require__.u(id)` (a chunk's file) reads the page's block
 *   (./pageData.ts): the page's own chunks, the worker's, the route table's;
 *   once the whole list is in, every chunk's.
 * - `__webpack_require__.e(id)` (load a chunk) first fetches the whole list
 *   when the chunk is neither in the page's block nor one the stock loader
 *   needs no file name for (initial, or a stylesheet's only: route loaders
 *   name them too). Loading the route table's chunk
 *   fetches the list beside it, so what waits for the table (a navigation,
 *   the idle prefetch) finds every chunk.
 * - `__webpack_require__.gca(name)` (Docusaurus: a chunk name's URL, for
 *   prefetch) answers once the list is in, and `undefined` before, which
 *   Docusaurus's and src/clientModules/idlePrefetch.ts's callers skip.
 * A list that fails to download rejects the chunk load that asked for it, as
 * a chunk that fails does; the next load asks again.
 */

/** The whole list's file (its URL path, or a path ending in its file name). */
export const listFile = /(?:^|\/)chunk-files\.[0-9a-f]{8}\.json$/;

/** The id of the page's JSON block (./pageData.ts writes it, the runtime reads it). */
export const chunkFilesScriptId = '__chunk-files';

/** The page's block: its chunks' files, the whole list's file and the chunk that brings the list. */
export type PageChunkFiles = {list: string; table: string; files: Record<string, string>};

/**
 * The whole list (./ChunkFilesPlugin.ts emits it): every lazily loaded
 * chunk's file, chunk names to ids, and the chunks the page's code starts
 * itself (a worker: `new Worker(new URL(…))` asks `u` at once), which
 * every page's block lists.
 */
export type ChunkList = {files: Record<string, string>; names: Record<string, string>; eager: string[]};

/** The message of a failed list download; ./ChunkFilesPlugin.ts also finds the code in the minified runtime by it. */
export const listFailure = 'Loading the chunk list failed.';

/** The code, for a build whose chunks with these ids need no file name (./ChunkFilesPlugin.ts, stockChunkIds). */
export const runtimeSource = (stockChunkIds: readonly string[]): string => `// plugins/chunk-files/runtime.ts
(function () {
  var require = __webpack_require__;
  var ensure = require.e;
  // Initial, or without JavaScript: the stock loader needs no file name for them.
  var stock = ${JSON.stringify(Object.fromEntries(stockChunkIds.map((id) => [id, 1])))};
  var page;
  var names = {};
  var list;
  function pageData() {
    if (!page) {
      var block = document.getElementById(${JSON.stringify(chunkFilesScriptId)});
      if (!block) throw new Error('This page has no #${chunkFilesScriptId} block (plugins/chunk-files writes it after the build).');
      page = JSON.parse(block.textContent);
    }
    return page;
  }
  function loadList() {
    if (!list) {
      var url = require.p + pageData().list;
      list = fetch(url)
        .then(function (response) {
          if (!response.ok) throw new Error(response.status + ' ' + response.statusText);
          return response.json();
        })
        .then(
          function (whole) {
            for (var id in whole.files) page.files[id] = whole.files[id];
            names = whole.names;
          },
          function (cause) {
            list = undefined;
            var error = new Error('${listFailure} (' + url + ': ' + (cause && cause.message) + ')');
            error.name = 'ChunkLoadError';
            error.request = url;
            throw error;
          }
        );
    }
    return list;
  }
  require.u = function (chunkId) {
    return pageData().files[chunkId];
  };
  require.gca = function (chunkName) {
    var chunkId = names[chunkName];
    return chunkId === undefined ? undefined : require.p + require.u(chunkId);
  };
  require.e = function (chunkId) {
    var data = pageData();
    if (String(chunkId) === data.table) return Promise.all([ensure(chunkId), loadList()]);
    if (stock[chunkId] || chunkId in data.files) return ensure(chunkId);
    return loadList().then(function () {
      return ensure(chunkId);
    });
  };
})();
`;

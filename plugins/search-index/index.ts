/**
 * Search index plugin. Wraps docusaurus-lunr-search: keeps its plugin name,
 * its timestamped file names (published as global data) and the two files
 * (search-doc, lunr-index), but writes them in a compact form (./types.ts):
 * - pages are read from the built HTML (./extract.ts), so generated API pages
 *   are indexed as readers see them, by title, method + path, summary and
 *   parameter names;
 * - entries keep short clean snippets, and the index ships as stemmed term
 *   ids from which the browser's worker rebuilds the lunr index (./compact.ts).
 * The theme SearchBar (src/theme/SearchBar) loads it lazily, in a worker.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import lunr from 'lunr';
import lunrSearch from 'docusaurus-lunr-search';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildTime} from '../../config/env';
import {encodeIndex} from './compact';
import {buildEntries, type ExtractedPage} from './entries';
import {extractBuiltPages} from './extract';
import type {FileNames, SearchDocFile, SearchOptions} from './types';

export type SearchIndexOptions = SearchOptions;

/** Routes that are not content: skip them. */
const excluded = [/^\/404\.html$/, /^\/search\/?$/];

/** "search-doc-1761925489385.json" → the same name with the build's timestamp. */
export function withBuildTime(names: FileNames): FileNames {
  const stamped = (name: string) => {
    if (!/-\d+\.json$/.test(name)) throw new Error(`search-index: "${name}" does not end in -<timestamp>.json; docusaurus-lunr-search changed its file names`);
    return name.replace(/-\d+\.json$/, `-${buildTime}.json`);
  };
  return {searchDoc: stamped(names.searchDoc), lunrIndex: stamped(names.lunrIndex)};
}

/** "streaming-imagery" → "Streaming imagery": the label of an area with no landing page. */
const labelOfDir = (dir: string) => (dir.charAt(0).toUpperCase() + dir.slice(1)).replace(/-/g, ' ');

const areaDirOf = (route: string): string | undefined => /^\/docs\/([^/]+)\//.exec(route)?.[1];

/**
 * Reads the built pages of `routes` from `outDir` and writes the two search
 * files. Returns a one-line summary. Exported for scripts that re-index an
 * existing build/.
 */
export async function writeSearchFiles(outDir: string, routesPaths: readonly string[], fileNames: FileNames, options: SearchOptions): Promise<string> {
  const built = await extractBuiltPages(outDir, routesPaths);
  const parsed = [...built].filter(([route]) => !excluded.some((re) => re.test(route))).map(([route, page]) => ({route, ...page}));
  // An area's label is its landing page's title.
  const areaLabels = new Map<string, string>();
  for (const {route, docs} of parsed) {
    const dir = /^\/docs\/([^/]+)\/$/.exec(route)?.[1];
    const title = dir ? docs[0]?.title : undefined;
    if (dir && title) areaLabels.set(dir, title);
  }
  const pages: ExtractedPage[] = [];
  for (const {route, docs, facts} of parsed) {
    if (docs.length === 0) continue;
    const dir = areaDirOf(route);
    const area = dir ? (areaLabels.get(dir) ?? labelOfDir(dir)) : 'Overview';
    pages.push({
      url: route,
      docs,
      context: facts.group ? `${area} · ${facts.group}` : area,
      operation: facts.operation,
      names: facts.names,
      description: facts.description,
    });
  }
  const entries = buildEntries(pages);
  const docFile: SearchDocFile = {searchDocs: entries.docs, contexts: entries.contexts, options};
  const searchDocJson = JSON.stringify(docFile);
  const lunrIndexJson = JSON.stringify(encodeIndex(lunr, entries.inputs));
  await fs.writeFile(path.join(outDir, fileNames.searchDoc), searchDocJson);
  await fs.writeFile(path.join(outDir, fileNames.lunrIndex), lunrIndexJson);
  const kb = (text: string) => `${(zlib.gzipSync(text).length / 1024).toFixed(0)} KB gzip`;
  return `${entries.docs.length} entries from ${pages.length} pages → ${fileNames.searchDoc} (${kb(searchDocJson)}), ${fileNames.lunrIndex} (${kb(lunrIndexJson)})`;
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const base = lunrSearch(context, options);
  let fileNames: FileNames | undefined;

  return {
    name: base.name,
    async contentLoaded(args) {
      // The base plugin publishes {fileNames} with its own start time; use the
      // build's (config/env.ts), which both processes of a two-step build share.
      await base.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          setGlobalData: (data: unknown) => {
            fileNames = withBuildTime((data as {fileNames: FileNames}).fileNames);
            args.actions.setGlobalData({...(data as object), fileNames});
          },
        },
      });
    },
    async postBuild({routesPaths, outDir}) {
      if (!fileNames) throw new Error('search-index: file names were not set in contentLoaded');
      const summary = await writeSearchFiles(outDir, routesPaths, fileNames, options);
      console.log(`[search-index] ${summary}`);
    },
  };
}

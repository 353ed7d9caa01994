/**
 * Search index plugin. Wraps docusaurus-lunr-search: keeps its plugin name,
 * its timestamped file names (published as global data) and its file
 * formats, but replaces two parts:
 * - the HTML scanner (see ./extract.ts): generated API pages are indexed
 *   section by section and the text before the first heading is kept;
 * - the theme SearchBar (src/theme/SearchBar): ours loads the index lazily.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import lunr from 'lunr';
import lunrSearch from 'docusaurus-lunr-search';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractSearchDocs, type SearchDoc} from './extract';
import {searchTokenSeparator} from '../../src/utils/searchQuery';

export type SearchIndexOptions = {maxHits: number; highlightResult: boolean};
type FileNames = {searchDoc: string; lunrIndex: string};

/** Weight of a page entry relative to a section entry. */
const pageBoost = 1.5;

/** Routes that are not content: skip them. */
const excluded = [/^\/404\.html$/, /^\/search\/?$/];

async function htmlFileOf(outDir: string, route: string): Promise<string | undefined> {
  const candidates = route.endsWith('/')
    ? [path.join(outDir, route, 'index.html')]
    : [path.join(outDir, `${route}.html`), path.join(outDir, route, 'index.html')];
  for (const file of candidates) {
    try {
      await fs.access(file);
      return file;
    } catch {
      // try the next layout
    }
  }
  return undefined;
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const base = lunrSearch(context, options);
  let fileNames: FileNames | undefined;

  return {
    name: base.name,
    async contentLoaded(args) {
      // The base plugin publishes {fileNames} with the build timestamp; keep a copy.
      await base.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          setGlobalData: (data: unknown) => {
            fileNames = (data as {fileNames: FileNames}).fileNames;
            args.actions.setGlobalData(data);
          },
        },
      });
    },
    async postBuild({routesPaths, outDir}) {
      if (!fileNames) throw new Error('search-index: file names were not set in contentLoaded');
      const searchDocs: SearchDoc[] = [];
      const routes = [...new Set(routesPaths)].filter((route) => !excluded.some((re) => re.test(route)));
      for (const route of routes) {
        const file = await htmlFileOf(outDir, route);
        if (!file) continue;
        searchDocs.push(...extractSearchDocs(await fs.readFile(file, 'utf8'), route));
      }
      const previousSeparator = lunr.tokenizer.separator;
      lunr.tokenizer.separator = searchTokenSeparator;
      const index = lunr(function build() {
        this.ref('id');
        this.field('title', {boost: 200});
        this.field('content', {boost: 2});
        this.field('keywords', {boost: 100});
        // No term positions: snippets are cut from search-doc text, and positions would double the index.
        // A page entry outranks one of its sections on equal matches.
        searchDocs.forEach((doc, id) =>
          this.add({id, title: doc.title, content: doc.content, keywords: doc.keywords}, {boost: doc.type === 0 ? pageBoost : 1}),
        );
      });
      lunr.tokenizer.separator = previousSeparator;
      const searchDocFile = JSON.stringify({searchDocs, options});
      const lunrIndexFile = JSON.stringify(index);
      await fs.writeFile(path.join(outDir, fileNames.searchDoc), searchDocFile);
      await fs.writeFile(path.join(outDir, fileNames.lunrIndex), lunrIndexFile);
      console.log(`[search-index] ${searchDocs.length} entries from ${routes.length} routes → ${fileNames.searchDoc}, ${fileNames.lunrIndex}`);
    },
  };
}

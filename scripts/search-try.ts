/**
 * npm run search:try -- "query" [...] — prints the top hits the site's search
 * box would show for each query, from the search files in build/ (build
 * first). Same code as the browser's search worker (plugins/search-index/engine.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import {createSearcher} from '../plugins/search-index/engine';
import type {IndexFile, SearchDocFile} from '../plugins/search-index/types';

const buildDir = path.resolve('build');
const read = (prefix: string): unknown => {
  const name = fs.existsSync(buildDir) ? fs.readdirSync(buildDir).find((f) => f.startsWith(prefix) && f.endsWith('.json')) : undefined;
  if (!name) throw new Error(`No ${prefix}*.json in build/: run npm run build first`);
  return JSON.parse(fs.readFileSync(path.join(buildDir, name), 'utf8')) as unknown;
};

const searcher = createSearcher(lunr, read('lunr-index-') as IndexFile, read('search-doc-') as SearchDocFile);
for (const query of process.argv.slice(2)) {
  console.log(`\n"${query}"`);
  searcher.search(query).forEach((hit, i) => {
    console.log(`  ${i + 1}. [${hit.kind} · ${hit.context}] ${hit.title}${hit.subcategory ? ` › ${hit.subcategory}` : ''}  ${hit.url}`);
  });
}

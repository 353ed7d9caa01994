/**
 * npm run search:try -- "query" [...] — prints the top hits the site's search
 * box would show for each query, from the search files in build/ (build
 * first). Same code as the browser's search worker (plugins/search-index/engine.ts).
 * npm run search:try -- --check — runs the relevance table
 * (e2e/data/searchQueries.ts) and prints each miss; exits 1 on a miss.
 */
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import {createSearcher} from '../plugins/search-index/engine';
import type {IndexFile, SearchDocFile} from '../plugins/search-index/types';
import {searchQueries} from '../e2e/data/searchQueries';

const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build');
const read = (prefix: string): unknown => {
  const name = fs.existsSync(buildDir) ? fs.readdirSync(buildDir).find((f) => f.startsWith(prefix) && f.endsWith('.json')) : undefined;
  if (!name) throw new Error(`No ${prefix}*.json in build/: run npm run build first`);
  return JSON.parse(fs.readFileSync(path.join(buildDir, name), 'utf8')) as unknown;
};

const searcher = createSearcher(lunr, read('lunr-index-') as IndexFile, read('search-doc-') as SearchDocFile);
const args = process.argv.slice(2);
if (args.includes('--check')) {
  const misses = searchQueries.filter((c) => {
    const top = searcher
      .search(c.query)
      .slice(0, c.top)
      .map((hit) => hit.url.split('#')[0]);
    const miss = !top.includes(c.page);
    if (miss)
      console.log(
        `MISS [${c.kind}] "${c.query}" → ${c.page} (top ${c.top}): ${searcher
          .search(c.query)
          .slice(0, 3)
          .map((h) => h.url)
          .join(', ')}`,
      );
    return miss;
  });
  console.log(`${searchQueries.length - misses.length} of ${searchQueries.length} queries find their page`);
  process.exitCode = misses.length > 0 ? 1 : 0;
}
for (const query of args.filter((arg) => arg !== '--check')) {
  console.log(`\n"${query}"`);
  searcher.search(query).forEach((hit, i) => {
    console.log(`  ${i + 1}. [${hit.kind} · ${hit.context}] ${hit.title}${hit.subcategory ? ` › ${hit.subcategory}` : ''}  ${hit.url}`);
  });
}

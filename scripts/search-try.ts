/**
 * npm run search:try -- "query" [...] — prints the top hits the site's search
 * box would show for each query, from the index in build/ (build first).
 * Uses the same code as the browser (src/components/SiteSearch/searchIndex.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import {createSearcher, type SearchDoc, type SearchOptions} from '../src/components/SiteSearch/searchIndex';

const buildDir = path.resolve('build');
const find = (prefix: string) => {
  const name = fs.existsSync(buildDir) ? fs.readdirSync(buildDir).find((f) => f.startsWith(prefix) && f.endsWith('.json')) : undefined;
  if (!name) throw new Error(`No ${prefix}*.json in build/: run npm run build first`);
  return JSON.parse(fs.readFileSync(path.join(buildDir, name), 'utf8')) as unknown;
};

const {searchDocs, options} = find('search-doc-') as {searchDocs: SearchDoc[]; options: SearchOptions};
const searcher = createSearcher(lunr, find('lunr-index-') as object, searchDocs, options);
for (const query of process.argv.slice(2)) {
  console.log(`\n"${query}"`);
  searcher.search(query).forEach((hit, i) => console.log(`  ${i + 1}. ${hit.title}${hit.subcategory ? ` › ${hit.subcategory}` : ''}  ${hit.url}`));
}

// Searches the catalog for clear images over an area, prints them, and saves
// their footprints as GeoJSON. Run: API_KEY=... npm start
import {writeFile} from 'node:fs/promises';
import {footprints, nextLink, searchPages} from './search.js';
import {plural, printTable} from './print.js';

// What to look for. Edit these to search your own area and dates.
const MAX_CLOUD_COVER = 20; // percent, over the whole scene
const search = {
  collections: ['orion-ortho'],
  bbox: [12.4, 41.85, 12.55, 41.95], // west, south, east, north: central Rome
  datetime: '2025-05-01T00:00:00Z/2025-05-31T23:59:59Z',
  'filter-lang': 'cql2-json',
  filter: {op: '<=', args: [{property: 'eo:cloud_cover'}, MAX_CLOUD_COVER]},
  sortby: [{field: 'properties.eo:cloud_cover', direction: 'asc'}],
  limit: 10,
};
const MAX_PAGES = 3;
const OUTPUT = 'footprints.geojson';

async function main() {
  console.log(`Searching ${search.collections.join(', ')} over [${search.bbox.join(', ')}]`);
  console.log(`  from ${search.datetime.replace('/', ' to ')}, eo:cloud_cover <= ${MAX_CLOUD_COVER}`);

  // Keyed by id: an item updated while you page can come back on a later page.
  const items = new Map();
  let pages = 0;
  let lastPage;
  for await (const page of searchPages(search, {maxPages: MAX_PAGES})) {
    pages += 1;
    lastPage = page;
    const matched = page.numberMatched === undefined ? '' : ` (${page.numberMatched} match in all)`;
    console.log(`Page ${pages}: ${plural(page.features.length, 'item')}${matched}`);
    for (const item of page.features) {
      items.set(item.id, item);
    }
  }

  console.log('');
  printTable(
    ['ID', 'DATETIME', 'CLOUD %'],
    [...items.values()].map((item) => [item.id, item.properties.datetime, String(item.properties['eo:cloud_cover'] ?? '-')]),
  );
  console.log('');
  if (lastPage && nextLink(lastPage)) {
    console.log(`More items match: stopped after ${MAX_PAGES} pages. Raise MAX_PAGES or narrow the search.`);
  }

  await writeFile(OUTPUT, `${JSON.stringify(footprints([...items.values()]), null, 2)}\n`);
  console.log(`${plural(items.size, 'item')} on ${plural(pages, 'page')}. Footprints written to ${OUTPUT}`);
}

main().catch((error) => {
  console.error(`Error: ${error.message}`);
  process.exitCode = 1;
});

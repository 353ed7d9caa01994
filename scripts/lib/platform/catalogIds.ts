/**
 * Catalog IDs: every item ID and collection ID written anywhere (spec, guide,
 * SDK page, sample) resolves to the one catalog, and the ID shapes it replaced
 * never come back. The facts shown next to those IDs are checked too
 * (exampleFacts.ts).
 */
import {itemIdPattern, type Catalog} from './catalog';
import {checkCatalogItemFacts} from './exampleFacts';
import {lineOf, type Problem} from './problem';

/** ID shapes of the vocabularies the one catalog replaced. Any of them in an example is drift. */
export const retiredIdPatterns: ReadonlyArray<{pattern: RegExp; what: string}> = [
  {pattern: /\b\d{8}T\d{6}_SAT\d+_\d{4}\b/g, what: 'an old Ordering item ID'},
  {pattern: /\b10[0-9A-F]{14}\b/g, what: 'an old streaming/analytics catalog ID'},
  {pattern: /\bimg_[0-9a-f]{10}\b/g, what: 'an old tasking image ID'},
  {pattern: /\bsat\d_\d{8}T\d{6}_[0-9a-f]{4}\b/g, what: 'an old monitoring item ID'},
];

/** Places where a collection is named: `"collection": "x"`, `collection: x`, `collections=[…]`, `/collections/x`. */
const collectionPatterns: readonly RegExp[] = [
  /["']?\bcollection["']?\s*[:=]\s*["']?([a-z0-9][a-z0-9-]*)/g,
  /["']?\bcollections["']?\s*[:=]\s*\[\s*["']?([a-z0-9][a-z0-9-]*)/g,
  /\/collections\/([a-z0-9][a-z0-9-]*)/g,
  /[?&]collections=([a-z0-9][a-z0-9-]*)/g,
];

/** Item and collection IDs in a text file (spec, guide, SDK page, sample) that the catalog does not hold. */
export function checkCatalogIds(file: string, text: string, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  const items = new Set(catalog.items.map((i) => i.id));
  const absent = new Set(catalog.absent.map((i) => i.id));
  for (const match of text.matchAll(itemIdPattern)) {
    if (!items.has(match[0]) && !absent.has(match[0])) {
      problems.push({
        file,
        line: lineOf(text, match.index),
        message: `item ID ${match[0]} is not in the catalog (openapi/_shared/catalog.yaml): use an item Discovery returns, or list it under "absent" with a reason`,
      });
    }
  }
  for (const {pattern, what} of retiredIdPatterns) {
    for (const match of text.matchAll(pattern)) {
      problems.push({
        file,
        line: lineOf(text, match.index),
        message: `${match[0]} is ${what}: use an item ID from the catalog (openapi/_shared/catalog.yaml), such as ${catalog.items[0]?.id ?? '…'}`,
      });
    }
  }
  problems.push(...checkCatalogItemFacts(file, text, catalog));
  const collections = new Set(catalog.collections.map((c) => c.id));
  const subCatalogs = new Set(catalog.catalogs.map((c) => c.id));
  for (const pattern of collectionPatterns) {
    for (const match of text.matchAll(pattern)) {
      const id = match[1] ?? '';
      if (collections.has(id) || absent.has(id) || id.length < 3) continue;
      // Only IDs shaped like ours are checked; prose ("collection: the…") and placeholders are not IDs.
      if (!/^(orion|lyra|optical|stereo)[a-z0-9-]*$/.test(id)) continue;
      const hint = subCatalogs.has(id) ? ' — it is a sub-catalog, not a collection' : '';
      problems.push({
        file,
        line: lineOf(text, match.index),
        message: `collection ${id} is not in the catalog${hint}: use one of ${[...collections].join(', ')}`,
      });
    }
  }
  return problems;
}

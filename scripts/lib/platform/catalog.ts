/**
 * The one catalog (openapi/_shared/catalog.yaml) every API's examples draw
 * their items from: its shape, what an item ID looks like, which catalog items
 * an example object names, and the check that the catalog matches Discovery's
 * examples (same items, same acquisition facts), so it cannot drift from the
 * API that serves it.
 */
import {isObject, type JsonObject} from '../examples/specModel';

export type CatalogItem = {
  id: string;
  collection: string;
  datetime: string;
  platform: string;
  gsd: number;
  cloud_cover: number;
  off_nadir: number;
  sun_elevation: number;
  bbox: number[];
};
export type Catalog = {
  collections: Array<{id: string}>;
  catalogs: Array<{id: string; collections: string[]}>;
  items: CatalogItem[];
  absent: Array<{id: string; reason: string}>;
};

/** `orn4_20250521_095847_a31d`: constellation code and satellite, date, UTC time, 4 hex digits. */
export const itemIdPattern = /\b[a-z]{3}\d_\d{8}_\d{6}_[0-9a-f]{4}\b/g;

/**
 * Keys that carry a catalog item ID, and the prefix of the keys of that item's facts in the same object:
 * `before_item_id` goes with `before_acquired`. A feature ID may be prefixed by its type name
 * (`footprints.<item ID>`).
 */
const itemIdKeys: ReadonlyArray<{key: string; prefix: string; skip?: ReadonlyArray<keyof CatalogItem>}> = [
  {key: 'id', prefix: ''},
  {key: 'item_id', prefix: ''},
  {key: 'image_id', prefix: ''},
  // A mosaic cutline or basemap seamline: a polygon cut from the item, whose cloud cover is the polygon's own.
  {key: 'source_item_id', prefix: '', skip: ['cloud_cover', 'bbox']},
  {key: 'collect_id', prefix: ''},
  {key: 'before_item_id', prefix: 'before_'},
  {key: 'after_item_id', prefix: 'after_'},
];

/** The catalog items an example object names, with the prefix of their fact keys. */
export function catalogItemsOf(object: JsonObject, catalog: Catalog): Array<{item: CatalogItem; prefix: string; skip: ReadonlyArray<keyof CatalogItem>}> {
  const out: Array<{item: CatalogItem; prefix: string; skip: ReadonlyArray<keyof CatalogItem>}> = [];
  for (const {key, prefix, skip = []} of itemIdKeys) {
    const value = object[key];
    if (typeof value !== 'string') continue;
    const id = value.slice(value.lastIndexOf('.') + 1);
    const item = catalog.items.find((i) => i.id === id);
    if (item) out.push({item, prefix, skip});
  }
  return out;
}

/** The catalog must say what Discovery's examples say: same items, same acquisition facts. */
export function checkCatalogMatchesDiscovery(catalog: Catalog, discoveryItems: readonly JsonObject[], discoveryCollections: readonly string[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, JsonObject>();
  for (const item of discoveryItems) if (typeof item.id === 'string') byId.set(item.id, item);
  for (const item of catalog.items) {
    const found = byId.get(item.id);
    if (!found) {
      problems.push(`catalog item ${item.id} is not among Discovery's example items`);
      continue;
    }
    const props = isObject(found.properties) ? found.properties : {};
    const facts: Array<[string, unknown, unknown]> = [
      ['collection', item.collection, found.collection],
      ['datetime', item.datetime, props.datetime],
      ['platform', item.platform, props.platform],
      ['gsd', item.gsd, props.gsd],
      ['cloud_cover', item.cloud_cover, props['eo:cloud_cover']],
      ['off_nadir', item.off_nadir, props['view:off_nadir']],
      ['sun_elevation', item.sun_elevation, props['view:sun_elevation']],
      ['bbox', JSON.stringify(item.bbox), JSON.stringify(found.bbox)],
    ];
    for (const [name, ours, theirs] of facts) {
      if (ours !== theirs) problems.push(`catalog item ${item.id}: ${name} is ${String(ours)} in the catalog but ${String(theirs)} in Discovery's examples`);
    }
  }
  const ours = new Set(catalog.items.map((i) => i.id));
  for (const id of byId.keys()) if (!ours.has(id)) problems.push(`Discovery's example item ${id} is missing from the catalog`);
  const collections = new Set(catalog.collections.map((c) => c.id));
  for (const id of discoveryCollections) if (!collections.has(id)) problems.push(`Discovery's example collection ${id} is missing from the catalog`);
  for (const id of collections) if (!discoveryCollections.includes(id)) problems.push(`catalog collection ${id} is not among Discovery's example collections`);
  return problems;
}

/**
 * Item facts: an example object that carries a catalog item ID shows that
 * item's acquisition date, platform, gsd, cloud cover, off-nadir angle, sun
 * elevation, bbox and collection as the catalog has them, so no example
 * describes an image the platform does not have. Compares parsed values;
 * exampleFacts.ts finds them in files.
 */
import {isObject, type JsonObject} from '../examples/specModel';
import {catalogItemsOf, type Catalog, type CatalogItem} from './catalog';
import {escapePointer, findObjects} from './json';

/** Names examples give to the facts the catalog records. */
const itemFactFields: ReadonlyArray<{fields: readonly string[]; fact: keyof CatalogItem}> = [
  {fields: ['datetime', 'acquired', 'acquired_at', 'acquisition_date', 'collected_at'], fact: 'datetime'},
  {fields: ['platform'], fact: 'platform'},
  {fields: ['gsd'], fact: 'gsd'},
  {fields: ['eo:cloud_cover', 'cloud_cover'], fact: 'cloud_cover'},
  {fields: ['view:off_nadir', 'off_nadir', 'off_nadir_angle'], fact: 'off_nadir'},
  {fields: ['view:sun_elevation', 'sun_elevation', 'sun_elevation_angle'], fact: 'sun_elevation'},
  {fields: ['bbox'], fact: 'bbox'},
  {fields: ['collection'], fact: 'collection'},
];

/** Whether an example's value of a fact agrees with the catalog's. A date alone agrees with the catalog's date-time on that day. */
export function factAgrees(fact: keyof CatalogItem, shown: unknown, ours: unknown): boolean {
  if (fact === 'datetime') {
    if (typeof shown !== 'string' || typeof ours !== 'string') return false;
    if (/^\d{4}-\d{2}-\d{2}$/.test(shown)) return ours.startsWith(shown);
    return Date.parse(shown) === Date.parse(ours);
  }
  if (fact === 'platform') return typeof shown === 'string' && shown.toLowerCase().replace(/[^a-z0-9]/g, '') === String(ours).replace(/[^a-z0-9]/g, '');
  return JSON.stringify(shown) === JSON.stringify(ours);
}

export type ItemFactMismatch = {pointer: string; item: string; field: string; shown: unknown; catalog: unknown};

/**
 * Facts an example value shows about catalog items that differ from the catalog. Every object that names a
 * catalog item (`id`, `item_id`, `image_id`, `source_item_id`, `collect_id`, `before_item_id`,
 * `after_item_id`) is compared, its own fields and those of its `properties`. A `before_` image must also be
 * older than the `after_` one.
 */
export function itemFactMismatches(value: unknown, catalog: Catalog): ItemFactMismatch[] {
  const out: ItemFactMismatch[] = [];
  const seen = new Set<string>();
  for (const {pointer, object} of findObjects(value, (o) => catalogItemsOf(o, catalog).length > 0)) {
    const base = pointer === '/' ? '' : pointer;
    const holders: Array<[string, JsonObject]> = [[base, object]];
    if (isObject(object.properties)) holders.push([`${base}/properties`, object.properties]);
    for (const {item, prefix, skip} of catalogItemsOf(object, catalog)) {
      for (const [at, holder] of holders) {
        for (const {fields, fact} of itemFactFields) {
          if (skip.includes(fact)) continue;
          for (const field of fields.map((f) => prefix + f)) {
            const here = `${at}/${escapePointer(field)}`;
            // A feature's `properties` may name the item too: report each value once.
            if (!(field in holder) || seen.has(here) || factAgrees(fact, holder[field], item[fact])) continue;
            seen.add(here);
            out.push({pointer: here, item: item.id, field, shown: holder[field], catalog: item[fact]});
          }
        }
      }
    }
    const before = catalogItemsOf(object, catalog).find((i) => i.prefix === 'before_')?.item;
    const after = catalogItemsOf(object, catalog).find((i) => i.prefix === 'after_')?.item;
    if (before && after && Date.parse(before.datetime) >= Date.parse(after.datetime) && !seen.has(`${base}/after_item_id`)) {
      seen.add(`${base}/after_item_id`);
      out.push({
        pointer: `${base}/after_item_id`,
        item: after.id,
        field: 'after_item_id',
        shown: `${after.id} (${after.datetime})`,
        catalog: `later than before_item_id ${before.id} (${before.datetime})`,
      });
    }
  }
  return out;
}

const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

export function factMessage(where: string, m: ItemFactMismatch): string {
  return `${where}${m.pointer}: ${m.field} of catalog item ${m.item} is ${show(m.shown)} here but ${show(m.catalog)} in the catalog (openapi/_shared/catalog.yaml)`;
}

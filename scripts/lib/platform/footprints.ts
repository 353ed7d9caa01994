/**
 * Footprints: a geometry, bbox or requested area (AOI) next to a catalog item
 * ID equals, lies within or overlaps the item's catalog bbox
 * (footprintMismatches), so a map in an example shows the place the image
 * covers. Compares parsed values; exampleFacts.ts finds them in files.
 */
import {isObject, type JsonObject} from '../examples/specModel';
import {catalogItemsOf, type Catalog} from './catalog';
import {escapePointer} from './json';

/** An array of numbers: a bbox or a GeoJSON position. */
const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => typeof n === 'number');

/** `[west, south, east, north]` of a bbox array or of every position in a GeoJSON geometry, Feature or collection. */
export function boundsOf(value: unknown): number[] | undefined {
  if (isNumbers(value) && value.length === 4) return value;
  const positions: number[][] = [];
  const collect = (node: unknown): void => {
    if (isNumbers(node) && node.length >= 2) positions.push(node);
    else if (Array.isArray(node)) {
      node.forEach(collect);
    } else if (isObject(node)) {
      for (const key of ['coordinates', 'geometries', 'geometry', 'features']) if (key in node) collect(node[key]);
    }
  };
  if (isObject(value)) collect(value);
  if (positions.length === 0) return undefined;
  const xs = positions.map((p) => p[0] ?? 0);
  const ys = positions.map((p) => p[1] ?? 0);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Degrees of slack when comparing footprints: the catalog's bboxes have 4 decimals. */
export const footprintTolerance = 1e-4;

const boxEquals = (a: readonly number[], b: readonly number[]): boolean => a.every((v, i) => Math.abs(v - (b[i] ?? NaN)) <= footprintTolerance);
const boxWithin = (inner: readonly number[], outer: readonly number[]): boolean =>
  (inner[0] ?? 0) >= (outer[0] ?? 0) - footprintTolerance &&
  (inner[1] ?? 0) >= (outer[1] ?? 0) - footprintTolerance &&
  (inner[2] ?? 0) <= (outer[2] ?? 0) + footprintTolerance &&
  (inner[3] ?? 0) <= (outer[3] ?? 0) + footprintTolerance;
const boxesIntersect = (a: readonly number[], b: readonly number[]): boolean =>
  (a[0] ?? 0) <= (b[2] ?? 0) + footprintTolerance &&
  (b[0] ?? 0) <= (a[2] ?? 0) + footprintTolerance &&
  (a[1] ?? 0) <= (b[3] ?? 0) + footprintTolerance &&
  (b[1] ?? 0) <= (a[3] ?? 0) + footprintTolerance;
const boxUnion = (boxes: ReadonlyArray<readonly number[]>): number[] => [
  Math.min(...boxes.map((b) => b[0] ?? 0)),
  Math.min(...boxes.map((b) => b[1] ?? 0)),
  Math.max(...boxes.map((b) => b[2] ?? 0)),
  Math.max(...boxes.map((b) => b[3] ?? 0)),
];

/** How a shape next to an item ID must relate to the item's catalog bbox. */
export type FootprintRelation = 'equals' | 'within' | 'intersects';

export type FootprintMismatch = {pointer: string; field: string; items: string[]; relation: FootprintRelation; shown: number[]; catalog: number[]};

/** Keys of a requested area: the AOI of an order or tasking request, the `intersects` of a search. */
const requestedAreaKeys: readonly string[] = ['aoi', 'intersects'];
/** Keys of the item's own extent: its bbox, its footprint geometry, a raster's lon/lat `bounds`. */
const extentKeys: readonly string[] = ['bbox', 'footprint', 'bounds'];
/** Keys under which an object holds the inputs of a request, not what came out of it. */
const requestInputKeys: readonly string[] = ['inputs', 'parameters'];

/** Keys by which an object names the item it is (not the item it was cut from or compared with). */
const itemSelfKeys: readonly string[] = ['id', 'item_id', 'image_id', 'collect_id'];

/** Whether `bounds` of this object are lon/lat (its `crs` says EPSG:4326 or CRS84); projected bounds are not comparable. */
const lonLatBounds = (o: JsonObject): boolean => typeof o.crs === 'string' && /EPSG:4326|CRS84/i.test(o.crs);

/** Objects in `value`, each with the nearest object that holds it (arrays skipped) and the key it sits under there. */
function objectsWithParents(value: unknown): Array<{pointer: string; object: JsonObject; parent?: {pointer: string; object: JsonObject}; key: string}> {
  const out: Array<{pointer: string; object: JsonObject; parent?: {pointer: string; object: JsonObject}; key: string}> = [];
  const walk = (node: unknown, at: string, parent: {pointer: string; object: JsonObject} | undefined, key: string): void => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}/${i}`, parent, key));
    else if (isObject(node)) {
      out.push({pointer: at, object: node, parent, key});
      for (const [k, v] of Object.entries(node)) walk(v, `${at}/${escapePointer(k)}`, {pointer: at, object: node}, k);
    }
  };
  walk(value, '', undefined, '');
  return out;
}

/**
 * Shapes next to a catalog item ID that contradict the item's catalog bbox (within 1e-4 degrees). An object
 * names items as the fact check does (`id`, `item_id`, `image_id`, `collect_id`, `source_item_id`,
 * `before_item_id`, `after_item_id`), or as request inputs (`item_ids`). Looked at: its own `geometry`,
 * `footprint`, `bounds` (lon/lat only), `aoi` and `intersects`, and the same fields plus `bbox` of the object
 * one level up (arrays skipped), for an ID nested in `parameters`, `properties`, `inputs` or `images`.
 * Its own `bbox` is left to itemFactMismatches, as is that of a parent that names the same item.
 *
 * - The item's extent — `bbox`, `footprint`, `bounds`, and the `geometry` of the object that *is* the item
 *   (named by `id`, `item_id`, `image_id` or `collect_id` at that level) — must equal the bbox.
 * - A `geometry` one level up from an ID whose holder is not the item (a detection, a change polygon, a
 *   mosaic cutline or basemap seamline Feature naming its source item in `properties`), and any geometry
 *   named through `source_item_id`, `before_item_id` or `after_item_id`, is a part of the image: it must
 *   lie within the bbox.
 * - A requested area (`aoi`, `intersects`) over items given as request inputs (`item_ids`, or an ID under
 *   `inputs` or `parameters`, or beside it) must lie within the item's bbox (within the union of the bboxes
 *   of several inputs, and overlap each). Over items a request returned (a tasking request's `images`), it
 *   must overlap each item: one image may cover only part of the AOI.
 */
export function footprintMismatches(value: unknown, catalog: Catalog): FootprintMismatch[] {
  const out: FootprintMismatch[] = [];
  const seen = new Set<string>();
  const add = (m: FootprintMismatch): void => {
    const key = `${m.pointer} ${m.items.join(',')} ${m.relation}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(m);
  };
  const byId = new Map(catalog.items.map((i) => [i.id, i]));
  for (const {pointer, object, parent, key} of objectsWithParents(value)) {
    const named = catalogItemsOf(object, catalog);
    const selfIds = new Set(
      itemSelfKeys.flatMap((k) => {
        const v = object[k];
        return typeof v === 'string' ? [v.slice(v.lastIndexOf('.') + 1)] : [];
      }),
    );
    const inputs = (Array.isArray(object.item_ids) ? object.item_ids : []).flatMap((id) => {
      const item = typeof id === 'string' ? byId.get(id) : undefined;
      return item ? [item] : [];
    });
    if (named.length === 0 && inputs.length === 0) continue;
    const parentNames = (id: string): boolean => (parent ? catalogItemsOf(parent.object, catalog).some((n) => n.item.id === id) : false);
    const holders: Array<{at: string; holder: JsonObject; up: boolean}> = [{at: pointer, holder: object, up: false}];
    if (parent) holders.push({at: parent.pointer, holder: parent.object, up: true});
    const asInputs = inputs.length > 0 ? inputs : requestInputKeys.includes(key) ? named.map((n) => n.item) : [];
    for (const {at, holder, up} of holders) {
      for (const field of [...extentKeys, 'geometry', ...requestedAreaKeys]) {
        if (!(field in holder)) continue;
        if (field === 'bounds' && !lonLatBounds(holder)) continue;
        if (field === 'bbox' && !up) continue;
        const shown = boundsOf(holder[field]);
        if (!shown) continue;
        const here = `${at}/${field}`;
        if (requestedAreaKeys.includes(field)) {
          if (asInputs.length > 0) {
            const union = boxUnion(asInputs.map((i) => i.bbox));
            if (!boxWithin(shown, union)) add({pointer: here, field, items: asInputs.map((i) => i.id), relation: 'within', shown, catalog: union});
            if (asInputs.length > 1)
              for (const item of asInputs)
                if (!boxesIntersect(shown, item.bbox)) add({pointer: here, field, items: [item.id], relation: 'intersects', shown, catalog: item.bbox});
          } else {
            for (const {item} of named)
              if (!boxesIntersect(shown, item.bbox)) add({pointer: here, field, items: [item.id], relation: 'intersects', shown, catalog: item.bbox});
          }
          continue;
        }
        for (const {item} of named) {
          if (up && parentNames(item.id)) continue; // the parent's own check covers it
          const isItem = selfIds.has(item.id) && (!up || field !== 'geometry');
          if (isItem && !boxEquals(shown, item.bbox)) add({pointer: here, field, items: [item.id], relation: 'equals', shown, catalog: item.bbox});
          if (!isItem && !boxWithin(shown, item.bbox)) add({pointer: here, field, items: [item.id], relation: 'within', shown, catalog: item.bbox});
        }
      }
    }
  }
  return out;
}

/** The message of a footprint mismatch: where, the shape's bounds, the catalog bbox and the rule. */
export function footprintMessage(where: string, m: FootprintMismatch): string {
  const items = m.items.length > 1 ? `catalog items ${m.items.join(', ')} (union of their bboxes)` : `catalog item ${m.items[0] ?? ''}`;
  const rule = {
    equals: 'the item footprint must equal the catalog bbox within 1e-4',
    within: 'a part of the image or an area requested from it must lie within the catalog bbox',
    intersects: 'a requested area over an image must overlap its catalog bbox',
  }[m.relation];
  return `${where}${m.pointer}: ${m.field} of ${items} spans ${JSON.stringify(m.shown)} here but the catalog bbox is ${JSON.stringify(m.catalog)} (openapi/_shared/catalog.yaml): ${rule}`;
}

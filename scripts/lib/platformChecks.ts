/**
 * Cross-spec consistency checks: the platform's APIs describe one platform, so
 * what they share must not drift (STYLE.md §12). Pure functions over parsed
 * data and text; scripts/check-platform.ts reads the files and prints.
 *
 * - Catalog: every item ID and collection ID written anywhere resolves to the
 *   one catalog (openapi/_shared/catalog.yaml), which matches Discovery's
 *   examples; retired ID shapes never come back.
 * - Item facts: an example object (spec example, docs JSON block, sample JSON)
 *   that carries a catalog item ID shows that item's acquisition date, platform,
 *   gsd, cloud cover, off-nadir angle, bbox and collection as the catalog has them.
 * - Events: every event example has the shared envelope and a known type; every
 *   event type name follows `<resource>.<what_happened>`.
 * - Order templates: every tasking `order_template` is a valid Ordering order request.
 * - Problem types: every problem type used is a section of the API conventions page;
 *   the generic `about:blank` counts as one, so it fails unless the page lists it.
 */
import {LineCounter, parseDocument, isNode} from 'yaml';
import {fencedBlocks} from './contentChecks';
import {isObject, type JsonObject} from './examples/specModel';

export type Problem = {file: string; line: number; message: string};

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

export function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

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

/** Whether an example's value of a fact agrees with the catalog's. A date alone agrees with the catalog's date-time on that day. */
function factAgrees(fact: keyof CatalogItem, shown: unknown, ours: unknown): boolean {
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
            const here = `${at}/${field.replace(/~/g, '~0').replace(/\//g, '~1')}`;
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

function factMessage(where: string, m: ItemFactMismatch): string {
  return `${where}${m.pointer}: ${m.field} of catalog item ${m.item} is ${show(m.shown)} here but ${show(m.catalog)} in the catalog (openapi/_shared/catalog.yaml)`;
}

/** Every `example` and `examples.*.value` of a parsed spec, with the path of segments that leads to it. */
function specExamplePaths(doc: unknown): Array<{path: string[]; value: unknown}> {
  const out: Array<{path: string[]; value: unknown}> = [];
  const walk = (node: unknown, path: string[]): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, [...path, String(i)]));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example') out.push({path: [...path, key], value});
      else if (key === 'examples' && isObject(value)) {
        for (const [name, ex] of Object.entries(value)) if (isObject(ex) && 'value' in ex) out.push({path: [...path, key, name, 'value'], value: ex.value});
      } else walk(value, [...path, key]);
    }
  };
  walk(doc, []);
  return out;
}

/**
 * The `example` of each property of an object schema, gathered into one object located at the schema's
 * `properties`: an item ID example and the acquisition date example beside it describe the same item.
 */
function schemaPropertyExamples(doc: unknown): Array<{path: string[]; value: unknown; suffix: string[]}> {
  const out: Array<{path: string[]; value: unknown; suffix: string[]}> = [];
  const walk = (node: unknown, path: string[]): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, [...path, String(i)]));
      return;
    }
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      const value: JsonObject = {};
      for (const [name, schema] of Object.entries(node.properties)) if (isObject(schema) && 'example' in schema) value[name] = schema.example;
      if (Object.keys(value).length > 0) out.push({path: [...path, 'properties'], value, suffix: ['example']});
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'example' && key !== 'examples') walk(value, [...path, key]);
  };
  walk(doc, []);
  return out;
}

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Item facts that contradict the catalog in the examples of a spec (`.yaml`), the JSON code blocks of a
 * page (`.md`, `.mdx`) or a JSON file, each with the line and JSON Pointer of the wrong value.
 */
export function checkCatalogItemFacts(file: string, text: string, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  if (file.endsWith('.yaml') || file.endsWith('.yml')) {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, {lineCounter});
    if (doc.errors.length > 0) return problems;
    const examples: Array<{path: string[]; value: unknown; suffix?: string[]}> = [...specExamplePaths(doc.toJS()), ...schemaPropertyExamples(doc.toJS())];
    for (const {path, value, suffix = []} of examples) {
      for (const m of itemFactMismatches(value, catalog)) {
        // A schema's property examples: the value sits at `properties/<name>/example`.
        const segments = [...path, ...m.pointer.split('/').slice(1).map(unescapePointer), ...suffix];
        const node: unknown = doc.getIn(segments, true);
        const offset = isNode(node) && node.range ? node.range[0] : 0;
        problems.push({
          file,
          line: lineCounter.linePos(offset).line,
          message: factMessage(`#/${path.map(escapePointer).join('/')}`, {...m, pointer: [m.pointer, ...suffix].join('/')}),
        });
      }
    }
    return problems;
  }
  const values: Array<{line: number; body: string; value: unknown}> = [];
  if (file.endsWith('.json')) {
    try {
      values.push({line: 1, body: text, value: JSON.parse(text) as unknown});
    } catch {
      // not JSON: nothing to compare
    }
  } else if (/\.mdx?$/.test(file)) {
    for (const block of fencedBlocks(text)) {
      if (block.lang !== 'json') continue;
      try {
        // The body starts on the line after the opening fence.
        values.push({line: block.line + 1, body: block.body, value: JSON.parse(block.body) as unknown});
      } catch {
        // lint:content reports JSON that does not parse
      }
    }
  }
  for (const {line, body, value} of values) {
    for (const m of itemFactMismatches(value, catalog)) {
      const at = body.indexOf(`${JSON.stringify(m.field)}: ${JSON.stringify(m.shown)}`);
      const fallback = body.indexOf(m.item);
      const index = at >= 0 ? at : Math.max(fallback, 0);
      problems.push({file, line: line + (body.slice(0, index).match(/\n/g) ?? []).length, message: factMessage('json block', m)});
    }
  }
  return problems;
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

/** Every `value` of `example` and `examples.*.value` in a parsed spec, with a readable location. */
export function specExamples(doc: unknown): Array<{where: string; value: unknown}> {
  const out: Array<{where: string; value: unknown}> = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, `${where}/${i}`));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${where}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === 'example') out.push({where: here, value});
      else if (key === 'examples' && isObject(value)) {
        for (const [name, ex] of Object.entries(value)) if (isObject(ex) && 'value' in ex) out.push({where: `${here}/${name}`, value: ex.value});
      } else walk(value, here);
    }
  };
  walk(doc, '#');
  return out;
}

/** Objects anywhere inside `value` (itself included) for which `keep` holds, with their JSON Pointer. */
export function findObjects(value: unknown, keep: (o: JsonObject, key: string) => boolean, at = '', key = ''): Array<{pointer: string; object: JsonObject}> {
  const out: Array<{pointer: string; object: JsonObject}> = [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...findObjects(v, keep, `${at}/${i}`, key)));
  else if (isObject(value)) {
    if (keep(value, key)) out.push({pointer: at || '/', object: value});
    for (const [k, v] of Object.entries(value)) out.push(...findObjects(v, keep, `${at}/${k}`, k));
  }
  return out;
}

/** An event example: an object with an `evt_` ID (or a retired `event_id`) and a `type`. */
export const looksLikeEvent = (o: JsonObject): boolean =>
  typeof o.type === 'string' && ((typeof o.id === 'string' && o.id.startsWith('evt_')) || 'event_id' in o);

/** A webhook subscription example: `type: webhook`, or a retired `webhook_url`. */
export const looksLikeWebhook = (o: JsonObject): boolean => o.type === 'webhook' || 'webhook_url' in o;

export const eventTypePattern = /^[a-z]+\.[a-z]+(_[a-z]+)*$/;

export function checkEventTypeNames(where: string, names: readonly string[]): string[] {
  return names
    .filter((n) => !eventTypePattern.test(n))
    .map((n) => `${where}: event type "${n}" does not follow <resource>.<what_happened> (lower case, "_" between words), such as order.delivered`);
}

/**
 * Problem type names used in a text: `api-conventions#<name>` links and type URIs, and the generic
 * `about:blank` given as a `type` (JSON or YAML), named `about-blank`: the section id a `### about:blank`
 * heading on the conventions page would have. Every problem type must be listed there, the generic one too.
 */
export function problemTypesUsed(text: string): Array<{name: string; index: number}> {
  return [
    ...[...text.matchAll(/api-conventions#([a-z][a-z-]*)/g)].map((m) => ({name: m[1] ?? '', index: m.index})),
    ...[...text.matchAll(/["']?\btype["']?\s*:\s*["']?about:blank\b/g)].map((m) => ({name: 'about-blank', index: m.index})),
  ].sort((a, b) => a.index - b.index);
}

/** Section ids of `### name` headings on the conventions page. */
export function conventionSections(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/^#{2,3} ([^\n{]+?)\s*$/gm)].map((m) =>
      (m[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    ),
  );
}

/** Statements of webhook delivery numbers (acknowledge deadline, retry window) that disagree with the one policy. */
export function checkDeliveryPolicyText(file: string, text: string, policy: {acknowledge_within_seconds: number; window: string}): Problem[] {
  const problems: Problem[] = [];
  const windowHours = Number(/^(\d+) hours/.exec(policy.window)?.[1]);
  for (const m of text.matchAll(/retr(?:y|ied|ies)[^.\n]{0,120}?(?:about|roughly|up to|for|over) (\d+) hours/gi)) {
    if (Number(m[1]) !== windowHours) {
      problems.push({
        file,
        line: lineOf(text, m.index),
        message: `webhook retry window ${m[1]} hours: the delivery policy says ${policy.window} (openapi/_shared/webhooks.yaml x-delivery-policy)`,
      });
    }
  }
  for (const m of text.matchAll(/(?:answer|acknowledge|respond)[^.\n]{0,40}?`?2xx`?[^.\n]{0,20}?within (\d+) seconds/gi)) {
    if (Number(m[1]) !== policy.acknowledge_within_seconds) {
      problems.push({
        file,
        line: lineOf(text, m.index),
        message: `webhook acknowledge deadline ${m[1]} s: the delivery policy says ${policy.acknowledge_within_seconds} s (openapi/_shared/webhooks.yaml x-delivery-policy)`,
      });
    }
  }
  return problems;
}

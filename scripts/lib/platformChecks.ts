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
 * - Footprints: a geometry, bbox or requested area (AOI) next to a catalog item ID
 *   equals, lies within or overlaps the item's catalog bbox (footprintMismatches).
 * - Prose facts: a line or table row of a guide that names a catalog item and states,
 *   with a clear label, its date, cloud cover, off-nadir angle, sun elevation or GSD
 *   states the catalog's value (checkProseItemFacts).
 * - Events: every event example has the shared envelope and a known type; every
 *   event type name follows `<resource>.<what_happened>`; its `data` fits the data
 *   schema of the API that declares the type (eventPayloadProblems).
 * - Order templates: every tasking `order_template` is a valid Ordering order request.
 * - Problem types: every problem type used is a section of the API conventions page;
 *   the generic `about:blank` counts as one, so it fails unless the page lists it.
 */
import {findNodeAtLocation, parseTree} from 'jsonc-parser';
import {LineCounter, parseDocument, isNode} from 'yaml';
import {fencedBlocks} from './contentChecks';
import type {Validate} from './examples/schemaValidator';
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
      const lineAt = (pointer: string): number => {
        // A schema's property examples: the value sits at `properties/<name>/example`.
        const segments = [...path, ...pointer.split('/').slice(1).map(unescapePointer), ...suffix];
        const node: unknown = doc.getIn(segments, true);
        return lineCounter.linePos(isNode(node) && node.range ? node.range[0] : 0).line;
      };
      const where = `#/${path.map(escapePointer).join('/')}`;
      for (const m of itemFactMismatches(value, catalog)) {
        problems.push({file, line: lineAt(m.pointer), message: factMessage(where, {...m, pointer: [m.pointer, ...suffix].join('/')})});
      }
      for (const m of footprintMismatches(value, catalog)) {
        problems.push({file, line: lineAt(m.pointer), message: footprintMessage(where, {...m, pointer: [m.pointer, ...suffix].join('/')})});
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
    for (const m of footprintMismatches(value, catalog)) {
      problems.push({file, line: line + jsonLineOf(body, m.pointer) - 1, message: footprintMessage('json block', m)});
    }
  }
  return problems;
}

/** The line (from 1) of the value at a JSON Pointer in a JSON text; 1 when it is not found. */
export function jsonLineOf(body: string, pointer: string): number {
  const tree = parseTree(body);
  const segments = pointer
    .split('/')
    .slice(1)
    .map(unescapePointer)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const node = tree ? findNodeAtLocation(tree, segments) : undefined;
  return node ? lineOf(body, node.offset) : 1;
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

/**
 * The event schema of an API: a component schema whose `allOf` joins the shared envelope with a member that
 * narrows `type` to the API's event types (an `enum`) and `data` to its data schema. `requiredFor` holds, per
 * data member, the event type patterns its `x-required-for-events` lists: the member is required in the
 * `data` of events whose type matches one (`tasking.image_collected`, or a glob such as `monitor.item_*`).
 */
export type ApiEventSchema = {where: string; types: readonly string[]; event: JsonObject; requiredFor: ReadonlyMap<string, readonly string[]>};

/** The vendor extension on a property of an event data schema that lists the event types whose `data` must carry it. */
export const requiredForEventsKey = 'x-required-for-events';

/** Whether an event type matches a pattern of `x-required-for-events`: the type itself, or a glob whose `*` stands for any run of `a-z` and `_`. */
export function eventTypeMatches(pattern: string, type: string): boolean {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[a-z_]*')}$`).test(type);
}

/** Per member of a data schema, the patterns its `x-required-for-events` lists (a lone string counts as a list of one). */
export function requiredForEventsOf(data: unknown): Map<string, string[]> {
  const properties = isObject(data) && isObject(data.properties) ? data.properties : {};
  const out = new Map<string, string[]>();
  for (const [name, property] of Object.entries(properties)) {
    const patterns: unknown = isObject(property) ? property[requiredForEventsKey] : undefined;
    if (patterns !== undefined) out.set(name, [patterns].flat().map(String));
  }
  return out;
}

/** The data members events of `type` must carry by the `x-required-for-events` of their data schema. */
export function membersRequiredOn(requiredFor: ReadonlyMap<string, readonly string[]>, type: string): string[] {
  return [...requiredFor].filter(([, patterns]) => patterns.some((p) => eventTypeMatches(p, type))).map(([name]) => name);
}

/** `x-required-for-events` lists of an event schema that name no event type, or a pattern that matches none of the API's types (a typo). */
export function requiredForEventsProblems(schema: ApiEventSchema): string[] {
  return [...schema.requiredFor].flatMap(([name, patterns]) => [
    ...(patterns.length === 0 ? [`${schema.where}: data.${name} has an empty ${requiredForEventsKey}: list the event types that carry it`] : []),
    ...patterns
      .filter((p) => !schema.types.some((t) => eventTypeMatches(p, t)))
      .map((p) => `${schema.where}: ${requiredForEventsKey} of data.${name} lists "${p}", which matches none of the API's event types`),
  ]);
}

/** The event schemas of a dereferenced spec (`spec` is its path, used in messages), found by their shape. */
export function apiEventSchemas(spec: string, doc: unknown): ApiEventSchema[] {
  const schemas = isObject(doc) && isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const out: ApiEventSchema[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || !Array.isArray(schema.allOf)) continue;
    for (const member of schema.allOf) {
      const properties = isObject(member) && isObject(member.properties) ? member.properties : {};
      const type = properties.type;
      const data = properties.data;
      if (!isObject(type) || !Array.isArray(type.enum) || !isObject(data)) continue;
      const types = type.enum.map(String);
      out.push({where: `${spec}#/components/schemas/${name}`, types, event: schema, requiredFor: requiredForEventsOf(data)});
    }
  }
  return out;
}

/**
 * The event schemas that judge an example found in `file`: the ones of that spec (`openapi/<area>.yaml`) or
 * of the API a guide belongs to (`docs/<area>/…`) when they declare `type`; otherwise every API's that does.
 */
export function eventSchemasFor(file: string, type: string, schemas: readonly ApiEventSchema[]): ApiEventSchema[] {
  const declaring = schemas.filter((s) => s.types.includes(type));
  const area = /^openapi\/([^/]+)\.yaml$/.exec(file)?.[1] ?? /^docs\/([^/]+)\//.exec(file)?.[1];
  const own = declaring.filter((s) => s.where.startsWith(`openapi/${area}.yaml#`));
  return own.length > 0 ? own : declaring;
}

const typedEventSchemas = new WeakMap<ApiEventSchema, Map<string, JsonObject>>();

/** The API's event schema with the members `x-required-for-events` adds for one type: one object per type, so ajv compiles it once. */
function eventSchemaForType(schema: ApiEventSchema, type: string): JsonObject {
  const required = membersRequiredOn(schema.requiredFor, type);
  if (required.length === 0) return schema.event;
  const byType = typedEventSchemas.get(schema) ?? new Map<string, JsonObject>();
  typedEventSchemas.set(schema, byType);
  const cached = byType.get(type);
  if (cached) return cached;
  const typed: JsonObject = {allOf: [schema.event, {type: 'object', properties: {data: {type: 'object', required}}}]};
  byType.set(type, typed);
  return typed;
}

/**
 * Why an event example does not fit the event schema of the API that declares its `type` (none when it fits
 * one of them, or when no API declares the type: that is reported apart). Errors the shared envelope already
 * gave (`envelopeErrors`) are left out. Each message names the schema, what is wrong, and, for a member
 * required by its `x-required-for-events`, that list.
 */
export function eventPayloadProblems(
  event: JsonObject,
  candidates: readonly ApiEventSchema[],
  validate: Validate,
  envelopeErrors: readonly string[] = [],
): string[] {
  const type = typeof event.type === 'string' ? event.type : '';
  const judged = candidates.filter((s) => s.types.includes(type));
  const failures: string[] = [];
  for (const schema of judged) {
    const errors = validate(eventSchemaForType(schema, type), event).filter((e) => !envelopeErrors.includes(e));
    if (errors.length === 0) return [];
    failures.push(
      ...errors.map((error) => {
        const member = /^\/data must have required property '([^']+)'/.exec(error)?.[1];
        const patterns = member === undefined ? undefined : schema.requiredFor.get(member);
        const why = patterns?.some((p) => eventTypeMatches(p, type)) ? ` (data.${member} has ${requiredForEventsKey}: [${patterns.join(', ')}])` : '';
        return `${type} event does not fit ${schema.where}: ${error}${why}`;
      }),
    );
  }
  return failures;
}

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

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const number = String.raw`(\d+(?:\.\d+)?)`;
const degrees = String.raw`\s?(?:°|deg\b|degrees\b)`;

/**
 * Labelled values of prose: each pattern captures the number right next to its label, so "cloud 0.6%",
 * "0.6% cloud cover", "with an off-nadir angle of 24.9°", "24.9° off nadir", "sun elevation 64.5°", "GSD 0.3 m".
 * A cell's own cloud ("cell cloud 0%", "1.3% cloud in the cell") is not the scene's and does not match.
 */
const proseFactPatterns: ReadonlyArray<{fact: 'cloud_cover' | 'off_nadir' | 'sun_elevation' | 'gsd'; pattern: RegExp}> = [
  {fact: 'cloud_cover', pattern: new RegExp(String.raw`(?<!cell )\bcloud(?: cover)?(?:\s+(?:of|is|was))?:?\s*\(?${number}\s?%`, 'gi')},
  {fact: 'cloud_cover', pattern: new RegExp(String.raw`${number}\s?%\s+cloud(?: cover)?\b(?!\s+(?:in|over)\b)`, 'gi')},
  {fact: 'off_nadir', pattern: new RegExp(String.raw`\boff[-_ ]nadir(?: angle)?(?:\s+(?:of|is|was))?:?\s*\(?${number}${degrees}`, 'gi')},
  {fact: 'off_nadir', pattern: new RegExp(String.raw`${number}${degrees}\s+off[-_ ]nadir\b`, 'gi')},
  {fact: 'sun_elevation', pattern: new RegExp(String.raw`\bsun[-_ ]elevation(?: angle)?(?:\s+(?:of|is|was))?:?\s*\(?${number}${degrees}`, 'gi')},
  {fact: 'sun_elevation', pattern: new RegExp(String.raw`${number}${degrees}\s+sun[-_ ]elevation\b`, 'gi')},
  {fact: 'gsd', pattern: new RegExp(String.raw`\bGSD(?:\s+(?:of|is|was))?:?\s*\(?${number}\s?(m|cm)\b`, 'g')},
  {fact: 'gsd', pattern: new RegExp(String.raw`${number}\s?(m|cm)\s+GSD\b`, 'g')},
];

/** `2025-05-14`, `2025-05-14T10:15:32Z` or `14 May 2025`. */
const proseDatePattern = new RegExp(String.raw`\b(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z)?)\b|\b(\d{1,2}) (${months.join('|')}) (\d{4})\b`, 'gi');
/** What may stand between an item ID and its acquisition date: separators only, or a word that says the date is the acquisition's. */
const dateGapIsLabel = (gap: string): boolean =>
  /^[\s`|(),:]*$/.test(gap) ||
  /\b(?:imaged|acquired|acquisition|taken|collected|captured|before|after)\b/i.test(gap) ||
  /\b(?:image|scene)\b[^.;]*\bfrom\s*$/i.test(gap);

/** A prose date as ISO: `14 May 2025` → `2025-05-14`. */
function isoDate(m: RegExpMatchArray): string {
  if (m[1]) return m[1];
  const month = months.indexOf((m[3] ?? '').toLowerCase()) + 1;
  return `${m[4] ?? ''}-${String(month).padStart(2, '0')}-${(m[2] ?? '').padStart(2, '0')}`;
}

export type ProseFact = {fact: 'datetime' | 'cloud_cover' | 'off_nadir' | 'sun_elevation' | 'gsd'; shown: string; value: string | number};

/** The labelled facts in a piece of text: numbers next to their label, dates whose `gap` before them qualifies. */
export function labelledFacts(text: string, dateGap: (before: string) => boolean): ProseFact[] {
  const facts: ProseFact[] = [];
  for (const {fact, pattern} of proseFactPatterns) {
    for (const m of text.matchAll(pattern)) {
      const n = Number(m[1]);
      facts.push({fact, shown: m[0], value: fact === 'gsd' && m[2] === 'cm' ? n / 100 : n});
    }
  }
  const date = [...text.matchAll(proseDatePattern)][0];
  if (date && dateGap(text.slice(0, date.index))) facts.push({fact: 'datetime', shown: date[0], value: isoDate(date)});
  return facts;
}

/** Column labels of a table header: which catalog fact a column holds, if any. */
function columnFact(header: string): ProseFact['fact'] | undefined {
  const h = header.toLowerCase();
  if (/\bcell\b/.test(h)) return undefined;
  if (/cloud/.test(h)) return 'cloud_cover';
  if (/off[-_ ]nadir/.test(h)) return 'off_nadir';
  if (/sun[-_ ]elevation/.test(h)) return 'sun_elevation';
  if (/\bgsd\b/.test(h)) return 'gsd';
  if (/\b(?:acquired|acquisition|imaged|date|datetime)\b/.test(h)) return 'datetime';
  return undefined;
}

/** The value of a table cell in a column that holds `fact`: a number (with an optional unit) or a date alone. */
function cellFact(fact: ProseFact['fact'], cell: string): ProseFact | undefined {
  const text = cell.replace(/`/g, '').trim();
  if (fact === 'datetime') {
    const date = [...text.matchAll(proseDatePattern)][0];
    return date && date[0] === text ? {fact, shown: text, value: isoDate(date)} : undefined;
  }
  const m = /^(\d+(?:\.\d+)?)\s?(%|°|m|cm)?$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return {fact, shown: text, value: fact === 'gsd' && m[2] === 'cm' ? n / 100 : n};
}

const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/** Whether a prose fact agrees with the catalog item. */
function proseFactAgrees(fact: ProseFact, item: CatalogItem): boolean {
  if (fact.fact === 'datetime') return factAgrees('datetime', fact.value, item.datetime);
  return Math.abs(Number(fact.value) - item[fact.fact]) < 1e-9;
}

/**
 * Item facts stated in the prose and tables of a hand-written page that contradict the catalog. Only what is
 * tied to one item on one line counts:
 * - a line: each item ID owns the text after it up to the next ID or the end of its sentence; in it, a value
 *   next to its label ("0.6% cloud cover", "cloud 0.6%", "off-nadir angle of 24.9°", "24.9° off nadir",
 *   "sun elevation 64.5°", "GSD 0.3 m"), and the first date if only separators or an acquisition word
 *   ("imaged", "acquired", "taken", "before", "after", "image … from") stand between the ID and it;
 * - a table row that names exactly one item ID: the cells of the columns whose header names a fact
 *   ("Scene cloud", "Off-nadir", "Acquired"; not "Cell cloud"), and labelled values in any of its cells.
 * Code blocks other than plain text output (no language, `text`, `console`, `output`) are skipped: JSON
 * blocks are checked as data, source code is not prose.
 */
export function checkProseItemFacts(file: string, text: string, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  const lines = text.split('\n');
  const skipped = new Set<number>();
  for (const block of fencedBlocks(text)) {
    if (['', 'text', 'console', 'output'].includes(block.lang)) continue;
    const end = block.line + block.body.split('\n').length + 1;
    for (let l = block.line; l <= end; l++) skipped.add(l);
  }
  const byId = new Map(catalog.items.map((i) => [i.id, i]));
  const report = (line: number, item: CatalogItem, fact: ProseFact): void => {
    if (proseFactAgrees(fact, item)) return;
    const ours = fact.fact === 'datetime' ? item.datetime : item[fact.fact];
    problems.push({
      file,
      line,
      message: `${fact.fact} of catalog item ${item.id} is "${fact.shown}" here but ${String(ours)} in the catalog (openapi/_shared/catalog.yaml)`,
    });
  };
  let header: string[] | undefined;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (skipped.has(line)) return;
    const isRow = /^\s*\|.*\|\s*$/.test(raw);
    if (!isRow) header = undefined;
    if (isRow && /^\s*\|[\s:|-]+\|\s*$/.test(raw)) return; // the separator row
    if (isRow && header === undefined && /^\s*\|[\s:|-]+\|\s*$/.test(lines[index + 1] ?? '')) {
      header = cellsOf(raw);
      return;
    }
    const ids = [...raw.matchAll(itemIdPattern)].filter((m) => byId.has(m[0]));
    if (ids.length === 0) return;
    if (isRow && new Set(ids.map((m) => m[0])).size === 1) {
      const item = byId.get(ids[0]?.[0] ?? '') as CatalogItem;
      cellsOf(raw).forEach((cell, i) => {
        const fact = columnFact(header?.[i] ?? '');
        const value = fact ? cellFact(fact, cell) : undefined;
        if (value) report(line, item, value);
        else for (const f of labelledFacts(cell, (gap) => /\b(?:imaged|acquired|acquisition|taken|collected|captured)\b/i.test(gap))) report(line, item, f);
      });
      return;
    }
    ids.forEach((m, i) => {
      const start = m.index + m[0].length;
      const next = ids[i + 1]?.index ?? raw.length;
      const sentenceEnd = /[.;!?](?=\s|$)/.exec(raw.slice(start, next));
      const scope = raw.slice(start, sentenceEnd ? start + sentenceEnd.index : next);
      for (const fact of labelledFacts(scope, dateGapIsLabel)) report(line, byId.get(m[0]) as CatalogItem, fact);
    });
  });
  return problems;
}

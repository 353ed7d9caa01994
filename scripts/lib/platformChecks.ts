/**
 * Cross-spec consistency checks: the platform's APIs describe one platform, so
 * what they share must not drift (STYLE.md §12). Pure functions over parsed
 * data and text; scripts/check-platform.ts reads the files and prints.
 *
 * - Catalog: every item ID and collection ID written anywhere resolves to the
 *   one catalog (openapi/_shared/catalog.yaml), which matches Discovery's
 *   examples; retired ID shapes never come back.
 * - Events: every event example has the shared envelope and a known type; every
 *   event type name follows `<resource>.<what_happened>`.
 * - Order templates: every tasking `order_template` is a valid Ordering order request.
 * - Problem types: every problem type used is a section of the API conventions page.
 */
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

/** Problem type names used in a text: `api-conventions#<name>` links and type URIs. */
export function problemTypesUsed(text: string): Array<{name: string; index: number}> {
  return [...text.matchAll(/api-conventions#([a-z][a-z-]*)/g)].map((m) => ({name: m[1] ?? '', index: m.index}));
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

/**
 * Validates STAC objects (Item, Collection, Catalog, ItemCollection) against
 * the official STAC 1.0.0 JSON schemas and the schemas of the extensions they
 * declare in `stac_extensions`, with ajv. Every schema, GeoJSON included, is
 * loaded from the local conformance copy by its `$id`: nothing is fetched.
 */
import fs from 'node:fs';
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {walkFiles} from './files';

export type StacKind = 'Item' | 'Collection' | 'Catalog' | 'ItemCollection';
export type StacObject = {kind: StacKind; where: string; value: Record<string, unknown>};

const coreSchemas: Readonly<Record<Exclude<StacKind, 'ItemCollection'>, string>> = {
  Item: 'https://schemas.stacspec.org/v1.0.0/item-spec/json-schema/item.json',
  Collection: 'https://schemas.stacspec.org/v1.0.0/collection-spec/json-schema/collection.json',
  Catalog: 'https://schemas.stacspec.org/v1.0.0/catalog-spec/json-schema/catalog.json',
};
const featureCollectionSchema = 'https://geojson.org/schema/FeatureCollection.json';
/** Referred to by projection v1.1.0 for `proj:projjson`, not stored: an empty schema stands in (no example uses the field). */
const projjsonSchema = 'https://proj.org/schemas/v0.5/projjson.schema.json';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Characters RFC 3987 allows in no IRI (spaces and controls included); `new URL()` would silently percent-encode them. */
const notInIri = (value: string) => /[\s<>"{}|\\^`]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** `iri` (RFC 3987, the format of `stac_extensions` and provider URLs): an absolute IRI, with a scheme. */
export function isIri(value: string): boolean {
  if (value === '' || notInIri(value) || !/^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** `iri-reference` (the format of link hrefs): an absolute IRI or a relative reference, resolved against a stand-in base. */
export function isIriReference(value: string): boolean {
  if (notInIri(value)) return false;
  try {
    new URL(value, 'https://base.invalid/');
    return true;
  } catch {
    return false;
  }
}

export class StacValidator {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(schemaDir: string) {
    this.ajv = new Ajv({strict: false, allErrors: true, validateSchema: false});
    addFormats(this.ajv);
    // Not in ajv-formats: unregistered, ajv would ignore them (with a warning) and check no href or extension URL.
    this.ajv.addFormat('iri', isIri);
    this.ajv.addFormat('iri-reference', isIriReference);
    const schemaFiles = walkFiles(schemaDir).filter((f) => f.endsWith('.json'));
    // A missing or empty copy would leave every STAC object unchecked: say where it was looked for.
    if (schemaFiles.length === 0) throw new Error(`No STAC JSON schemas under ${schemaDir}: the conformance copy is missing`);
    for (const file of schemaFiles) {
      const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      if (typeof schema.$id !== 'string') throw new Error(`${file} has no $id: it cannot be referred to`);
      this.ajv.addSchema(schema);
    }
    this.ajv.addSchema({$id: projjsonSchema});
  }

  private schema(id: string): ValidateFunction | undefined {
    const cached = this.compiled.get(id);
    if (cached) return cached;
    const found = this.ajv.getSchema(id) ?? this.ajv.getSchema(`${id}#`);
    if (found) this.compiled.set(id, found);
    return found;
  }

  private run(id: string, value: unknown, label: string): string[] {
    const validate = this.schema(id);
    if (!validate) return [`no schema stored for ${id} (${label})`];
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (e: ErrorObject) => `${label}: ${e.instancePath || '/'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    );
  }

  /** Problems of one STAC object: core schema, then each declared extension; an ItemCollection's features as Items. */
  validate(object: StacObject): string[] {
    const {kind, value} = object;
    if (kind === 'ItemCollection') {
      const features = Array.isArray(value.features) ? value.features : [];
      return [
        ...this.run(featureCollectionSchema, value, 'GeoJSON FeatureCollection'),
        ...features.flatMap((feature, i) =>
          this.validate({kind: 'Item', where: `${object.where}/features/${i}`, value: feature as Record<string, unknown>}).map((p) => `features/${i}: ${p}`),
        ),
      ];
    }
    if (!('stac_version' in value))
      return [
        `no stac_version: the object has the shape of a STAC ${kind}, which needs "stac_version": "1.0.0" (field selection keeps it)`,
        ...this.run(coreSchemas[kind], {...value, stac_version: '1.0.0'}, `STAC ${kind} 1.0.0`),
      ];
    if (value.stac_version !== '1.0.0')
      return [`stac_version ${JSON.stringify(value.stac_version)}: only the STAC 1.0.0 schemas are stored, so only 1.0.0 can be checked`];
    const extensions = Array.isArray(value.stac_extensions) ? value.stac_extensions : [];
    return [
      ...this.run(coreSchemas[kind], value, `STAC ${kind} 1.0.0`),
      ...extensions.flatMap((url) => (typeof url === 'string' ? this.run(url, value, url) : [`stac_extensions holds ${JSON.stringify(url)}, not a URL`])),
    ];
  }
}

/**
 * Whether a GeoJSON Feature without `stac_version` is a STAC Item all the same (say, a response to a field
 * selection that dropped it), by what only STAC Items carry: an `assets` object, or the `collection` an Item
 * belongs to together with the `properties.datetime` every Item has. `properties.datetime` alone is not enough:
 * the mosaic cutline features of Discovery carry it (with other STAC-named properties) and are plain GeoJSON,
 * as are the WFS features of Streaming and Analytics (their `collection`, if any, is a property). Those, and any
 * geometry or AOI Feature, have neither mark, so they are not checked as Items.
 */
function looksLikeItem(value: Record<string, unknown>): boolean {
  if (isRecord(value.assets)) return true;
  return typeof value.collection === 'string' && isRecord(value.properties) && 'datetime' in value.properties;
}

/** What kind of STAC object `value` is, if any. */
export function stacKind(value: unknown): StacKind | undefined {
  if (!isRecord(value)) return undefined;
  // A report about an item (such as the /validate response) carries `type` and `stac_version` but no geometry or properties.
  if (value.type === 'Feature' && 'stac_version' in value && ('properties' in value || 'geometry' in value)) return 'Item';
  if (value.type === 'Feature' && !('stac_version' in value) && looksLikeItem(value)) return 'Item';
  if (value.type === 'Collection' && 'stac_version' in value) return 'Collection';
  if (value.type === 'Catalog' && 'stac_version' in value) return 'Catalog';
  if (value.type === 'FeatureCollection' && Array.isArray(value.features) && value.features.some((f) => stacKind(f) === 'Item')) return 'ItemCollection';
  return undefined;
}

/** Every STAC object in `value`, at any depth (an ItemCollection's items are checked through it). */
export function findStacObjects(value: unknown, where: string): StacObject[] {
  const kind = stacKind(value);
  if (kind && isRecord(value)) return [{kind, where, value}];
  if (Array.isArray(value)) return value.flatMap((item, i) => findStacObjects(item, `${where}/${i}`));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, member]) => findStacObjects(member, `${where}/${key}`));
  return [];
}

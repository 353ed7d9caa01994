/**
 * Pure part of the discovery-queryables plugin: finds the queryables
 * document in the discovery OpenAPI spec (the example of the 200 response of
 * `getQueryables`, a JSON Schema with `properties`) and lists its properties
 * for the CQL2 playground. Errors name the spec file and the operation, so a
 * broken spec fails the build with a message that says what to fix.
 */
import $RefParser from '@apidevtools/json-schema-ref-parser';

/** One filterable property, as the playground shows it. */
export type Queryable = {
  name: string;
  /** JSON Schema type, or `timestamp`, `date`, `geometry` or `array of <type>` when the schema says so. */
  type: string;
  description: string;
  enum?: Array<string | number | boolean>;
  minimum?: number;
  maximum?: number;
};

/** What the plugin publishes with setGlobalData. */
export type QueryablesData = {queryables: Queryable[]};

type JsonObject = {[key: string]: unknown};

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export class QueryablesError extends Error {
  override name = 'QueryablesError';
}

/**
 * The queryables JSON Schema from the 200 example of `operationId` in `spec`. The response and the example may
 * be local `$ref`s (`#/components/...`), resolved by `@apidevtools/json-schema-ref-parser`; nothing outside
 * the spec is read, and a `$ref` inside the queryables document (a property's GeoJSON schema) is left as it is.
 */
export async function findQueryablesDocument(spec: unknown, specFile: string, operationId = 'getQueryables'): Promise<JsonObject> {
  const fail = (message: string): never => {
    throw new QueryablesError(`discovery-queryables: ${specFile}: ${message}`);
  };
  if (!isObject(spec) || !isObject(spec.paths)) return fail('not an OpenAPI document (no "paths")');
  let operation: JsonObject | undefined;
  let where = '';
  for (const [route, item] of Object.entries(spec.paths)) {
    if (!isObject(item)) continue;
    for (const method of httpMethods) {
      const candidate = item[method];
      if (isObject(candidate) && candidate.operationId === operationId) {
        operation = candidate;
        where = `${method.toUpperCase()} ${route} (operationId ${operationId})`;
      }
    }
  }
  if (!operation) return fail(`no operation with operationId "${operationId}": the CQL2 playground lists the queryables from its 200 response example`);
  const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  const refs = await $RefParser.resolve(spec, {resolve: {external: false}}).catch((error: unknown) => fail(`its $refs cannot be resolved: ${message(error)}`));
  /** `value`, or what its `$ref` points at. */
  const follow = (value: unknown): unknown => {
    if (!isObject(value) || typeof value.$ref !== 'string') return value;
    const ref = value.$ref;
    if (!ref.startsWith('#')) return fail(`${where}: only local $refs (#/...) can be followed, found ${ref}`);
    let target: unknown;
    try {
      target = refs.get(ref);
    } catch (error) {
      return fail(`${where}: $ref ${ref} points at nothing (${message(error)})`);
    }
    return isObject(target) && typeof target.$ref === 'string' ? fail(`${where}: $ref ${ref} is circular`) : target;
  };
  const responses = isObject(operation.responses) ? operation.responses : {};
  const ok = follow(responses['200']);
  if (!isObject(ok)) return fail(`${where} has no 200 response`);
  const content = isObject(ok.content) ? ok.content : {};
  for (const media of Object.values(content)) {
    if (!isObject(media)) continue;
    const examples = isObject(media.examples) ? Object.values(media.examples) : [];
    const exampleValues = examples.map((example) => {
      const resolved = follow(example);
      return isObject(resolved) ? resolved.value : undefined;
    });
    for (const candidate of [media.example, ...exampleValues]) {
      const document = follow(candidate);
      if (isObject(document) && isObject(document.properties)) return document;
    }
  }
  return fail(`${where}: the 200 response has no example with "properties" (a queryables JSON Schema) under content.<media type>.example or .examples`);
}

function typeOf(schema: JsonObject): string {
  const type = schema.type;
  const format = typeof schema.format === 'string' ? schema.format : '';
  // OGC API Features Part 3 names geometry queryables by format: geometry-any, geometry-polygon, …
  if (format.startsWith('geometry')) return 'geometry';
  if (type === 'string' && format === 'date-time') return 'timestamp';
  if (type === 'string' && format === 'date') return 'date';
  if (type === 'array') return isObject(schema.items) && typeof schema.items.type === 'string' ? `array of ${typeOf(schema.items)}` : 'array';
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.filter((t) => t !== 'null').join(' | ');
  const ref = typeof schema.$ref === 'string' ? schema.$ref : '';
  if (/geojson|geometry/i.test(ref)) return 'geometry';
  if (/datetime/i.test(ref)) return 'timestamp';
  if (format === 'date-time') return 'timestamp';
  return 'any';
}

const isLiteral = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);

/** The properties of a queryables JSON Schema, in document order. */
export function queryablesOf(document: JsonObject): Queryable[] {
  const properties = isObject(document.properties) ? document.properties : {};
  return Object.entries(properties).map(([name, raw]) => {
    const schema = isObject(raw) ? raw : {};
    const description = [schema.description, schema.title].find((text): text is string => typeof text === 'string') ?? '';
    const queryable: Queryable = {name, type: typeOf(schema), description: description.trim()};
    // An array's allowed values are those of its items.
    const values = Array.isArray(schema.enum) ? schema.enum : isObject(schema.items) && Array.isArray(schema.items.enum) ? schema.items.enum : undefined;
    if (values && values.every(isLiteral)) queryable.enum = values;
    if (typeof schema.minimum === 'number') queryable.minimum = schema.minimum;
    if (typeof schema.maximum === 'number') queryable.maximum = schema.maximum;
    return queryable;
  });
}

/** Both steps: spec → queryables, or a QueryablesError naming the file and operation. */
export async function extractQueryables(spec: unknown, specFile: string, operationId = 'getQueryables'): Promise<Queryable[]> {
  const queryables = queryablesOf(await findQueryablesDocument(spec, specFile, operationId));
  if (queryables.length === 0) throw new QueryablesError(`discovery-queryables: ${specFile}: the queryables example of ${operationId} lists no properties`);
  return queryables;
}

/**
 * An OpenAPI 3.0 schema object → a JSON Schema that Ajv (2019-09) compiles,
 * for checking documented bodies.
 *
 * The conversion is Stoplight's (`@stoplight/http-spec`, the converter Prism —
 * our mock server — validates requests and responses with): `nullable` becomes
 * a `null` type, boolean `exclusiveMinimum`/`exclusiveMaximum` become numbers,
 * the int32/int64/float/double formats become ranges, `example` becomes
 * `examples`. So the docs and the mock read a schema the same way.
 *
 * On top of it, one policy of ours: objects with `properties` are closed
 * (`unevaluatedProperties: false`) unless they say otherwise, so a documented
 * field the spec does not declare — usually a typo or a field the API never
 * sends — is reported. Direct members of `allOf` stay open and their parent is
 * closed instead. A recursive schema accepts anything below the cycle (Ajv
 * compiles trees, not cycles).
 */
import {convertToJsonSchema} from '@stoplight/http-spec/oas';
import {isObject, type JsonObject} from './specModel';

const schemaMaps = ['properties', 'patternProperties', '$defs', 'definitions'];
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const schemaValues = ['items', 'not', 'additionalProperties', 'if', 'then', 'else', 'contains'];

/**
 * A copy with objects closed and cycles cut, without Stoplight's UI
 * annotations (`x-stoplight`) or its draft-07 label: Ajv 2019-09 (a superset,
 * with the `unevaluatedProperties` the closing needs) compiles it unlabelled.
 */
function close(schema: unknown, inAllOf: boolean, seen: Set<unknown>): unknown {
  if (!isObject(schema)) return schema;
  if (seen.has(schema)) return {};
  const next = new Set(seen).add(schema);
  const {'x-stoplight': _annotations, $schema: _draft07, ...out}: JsonObject = schema;

  for (const key of schemaMaps) {
    const map = out[key];
    if (isObject(map)) out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, close(v, false, next)]));
  }
  for (const key of schemaLists) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((v) => close(v, key === 'allOf', next));
  }
  for (const key of schemaValues) {
    if (key in out) out[key] = close(out[key], false, next);
  }

  const describesObject = isObject(out.properties) || Array.isArray(out.allOf);
  if (describesObject && !inAllOf && out.additionalProperties === undefined && out.unevaluatedProperties === undefined) {
    out.unevaluatedProperties = false;
  }
  return out;
}

export function toJsonSchema(schema: JsonObject): JsonObject {
  const closed = close(convertToJsonSchema({}, schema), false, new Set());
  return isObject(closed) ? closed : {};
}

/**
 * An OpenAPI 3.0 schema object → a JSON Schema (2019-09) that Ajv accepts, for
 * checking documented bodies:
 * - `nullable: true` becomes a `null` type;
 * - boolean `exclusiveMinimum`/`exclusiveMaximum` (3.0) become numbers;
 * - objects with `properties` are closed (`unevaluatedProperties: false`)
 *   unless they say otherwise, so a documented field the spec does not declare
 *   — usually a typo or a field the API never sends — is reported. Direct
 *   members of `allOf` stay open and their parent is closed instead.
 */
import {isObject, type JsonObject} from './specModel';

const schemaMaps = ['properties', 'patternProperties', '$defs', 'definitions'];
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const schemaValues = ['items', 'not', 'additionalProperties', 'if', 'then', 'else', 'contains'];

function convert(schema: unknown, inAllOf: boolean, seen: Set<unknown>): unknown {
  if (!isObject(schema)) return schema;
  if (seen.has(schema)) return {}; // a recursive schema: accept anything below the cycle
  const next = new Set(seen).add(schema);
  const out: JsonObject = {...schema};

  if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  delete out.nullable;
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[flag] === true && typeof out[bound] === 'number') {
      out[flag] = out[bound];
      delete out[bound];
    } else if (typeof out[flag] === 'boolean') {
      delete out[flag];
    }
  }

  for (const key of schemaMaps) {
    const map = out[key];
    if (isObject(map)) out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, convert(v, false, next)]));
  }
  for (const key of schemaLists) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((v) => convert(v, key === 'allOf', next));
  }
  for (const key of schemaValues) {
    if (key in out) out[key] = convert(out[key], false, next);
  }

  const describesObject = isObject(out.properties) || Array.isArray(out.allOf);
  if (describesObject && !inAllOf && out.additionalProperties === undefined && out.unevaluatedProperties === undefined) {
    out.unevaluatedProperties = false;
  }
  return out;
}

export function toJsonSchema(schema: JsonObject): JsonObject {
  const converted = convert(schema, false, new Set());
  return isObject(converted) ? converted : {};
}

import Ajv2019, {type ErrorObject} from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import {toJsonSchema} from './openapiSchema';
import type {JsonObject} from './specModel';

/** Validates a value against an OpenAPI schema; returns readable errors (none when valid). */
export type Validate = (schema: JsonObject, value: unknown) => string[];

function describe(error: ErrorObject): string {
  const where = error.instancePath || '(body)';
  const params = error.params as {unevaluatedProperty?: string; allowedValues?: unknown[]};
  if (params.unevaluatedProperty) return `${where} has "${params.unevaluatedProperty}", which the spec does not declare`;
  const allowed = params.allowedValues ? ` (${params.allowedValues.join(', ')})` : '';
  return `${where} ${error.message ?? 'is invalid'}${allowed}`;
}

export function createValidator(): Validate {
  const ajv = new Ajv2019({strict: false, allErrors: true});
  addFormats(ajv);
  // OpenAPI formats that constrain nothing for a JSON body.
  for (const format of ['int32', 'int64', 'float', 'double', 'password', 'binary']) ajv.addFormat(format, true);
  const compiled = new WeakMap<JsonObject, ReturnType<typeof ajv.compile>>();
  return (schema, value) => {
    let check = compiled.get(schema);
    if (!check) {
      check = ajv.compile(toJsonSchema(schema));
      compiled.set(schema, check);
    }
    return check(value) ? [] : (check.errors ?? []).map(describe);
  };
}

/**
 * The event and webhook contract: every event example has the shared envelope
 * (openapi/_shared/webhooks.yaml) and a known type; every event type name
 * follows `<resource>.<what_happened>`; an event's `data` fits the data schema
 * of the API that declares its type, including the members that schema's
 * `x-required-for-events` requires for that type (eventPayloadProblems).
 */
import type {Validate} from '../examples/schemaValidator';
import {isObject, type JsonObject} from '../examples/specModel';

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

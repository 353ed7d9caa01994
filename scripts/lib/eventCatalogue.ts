/**
 * The event catalogue page (docs/events.mdx), written from the specs at
 * `npm run api:gen` by scripts/event-catalogue.ts. Pure functions: the model
 * in, MDX out.
 */
import {isObject, type JsonObject} from './examples/specModel';
import {formatJson} from './formatJson';
import {membersRequiredOn, requiredForEventsOf} from './platform/events';

export type EventDoc = {type: string; summary: string; example: JsonObject; exampleSource: 'spec' | 'schema'};
export type EventGroup = {
  /** Heading, such as "Ordering". */
  title: string;
  /** Where the events come from and how to receive them (one paragraph of MDX). */
  intro: string;
  /** The API's `data` schema, dereferenced. */
  data: JsonObject;
  /** Where the schema lives, such as openapi/ordering.yaml#/components/schemas/OrderEventData. */
  dataRef: string;
  events: EventDoc[];
};
export type DeliveryPolicy = {acknowledge_within_seconds: number; retry_after_seconds: number[]; attempts: number; window: string};

/** `- \`a.b\`: text` bullets and "`a.b` for/when …" clauses of an enum description, by type. */
export function typeSummaries(description: string, types: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of description.matchAll(/^\s*- `([a-z_.]+)`(?:, `([a-z_.]+)`)?: ([\s\S]*?)(?=\n\s*- `|\s*(?![\s\S]))/gm)) {
    const text = (m[3] ?? '').replace(/\s+/g, ' ').trim();
    for (const t of [m[1], m[2]]) if (t) out.set(t, text);
  }
  for (const t of types) {
    if (out.has(t)) continue;
    const clause = new RegExp('`' + t.replace(/\./g, '\\.') + '` ((?:for|when|after)[^;.]*)').exec(description.replace(/\s+/g, ' '));
    if (clause?.[1]) out.set(t, clause[1].trim());
  }
  return out;
}

/**
 * An example value built from a schema's `example`s: what a payload of that shape looks like. Only required
 * members are shown; for an event's `data`, pass the event type (`eventType`) to add the members whose
 * `x-required-for-events` matches it.
 */
export function exampleFromSchema(schema: unknown, eventType?: string, depth = 0): unknown {
  if (!isObject(schema) || depth > 6) return undefined;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((s) => exampleFromSchema(s, eventType, depth + 1)).filter(isObject));
  }
  if (isObject(schema.properties)) {
    const byType = eventType === undefined ? [] : membersRequiredOn(requiredForEventsOf(schema), eventType);
    const required = new Set<unknown>(Array.isArray(schema.required) ? schema.required : []);
    byType.forEach((name) => required.add(name));
    const out: JsonObject = {};
    for (const [name, prop] of Object.entries(schema.properties)) {
      if (!required.has(name)) continue;
      const value = exampleFromSchema(prop, undefined, depth + 1);
      if (value !== undefined) out[name] = value;
    }
    return out;
  }
  if (Array.isArray(schema.enum)) return schema.enum[0];
  return undefined;
}

function typeName(schema: unknown): string {
  if (!isObject(schema)) return '';
  if (Array.isArray(schema.enum)) return `string (${schema.enum.length} values)`;
  if (schema.type === 'array') return `array of ${typeName(schema.items) || 'values'}`;
  if (typeof schema.type === 'string') return typeof schema.format === 'string' && schema.format ? `${schema.type} (${schema.format})` : schema.type;
  if (Array.isArray(schema.allOf) || isObject(schema.properties)) return 'object';
  return '';
}

const cell = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`)
    .trim();

export function dataTable(schema: JsonObject): string {
  const props = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const rows = Object.entries(props).map(([name, prop]) => {
    const p = isObject(prop) ? prop : {};
    const description = typeof p.description === 'string' ? (p.description.split(/\n\n/)[0] ?? '') : '';
    return `| \`${name}\` | ${cell(typeName(p))} | ${required.has(name) ? 'Yes' : 'No'} | ${cell(description)} |`;
  });
  return ['| Member of `data` | Type | Always | Meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  if (seconds < 3600) return `${seconds / 60} minutes`;
  const hours = seconds / 3600;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export function renderCatalogue(groups: readonly EventGroup[], policy: DeliveryPolicy): string {
  const total = groups.reduce((n, g) => n + g.events.length, 0);
  const lines: string[] = [
    '---',
    'title: Event catalogue',
    'description: Every event type of every platform API — Ordering, Monitoring, Tasking v1 and v2 — with the members of its data and an example payload, generated from the OpenAPI specs.',
    'sidebar_label: Event catalogue',
    '---',
    '',
    '{/* GENERATED by scripts/event-catalogue.ts from openapi/*.yaml at `npm run api:gen`. Do not edit: change the specs. */}',
    '',
    `This page lists the ${total} event types the platform's APIs record, generated from their OpenAPI specs. Every event has the same envelope — \`id\`, \`type\`, \`occurred_at\` and \`data\` — in an API's events list and as the body of a webhook delivery; only the members of \`data\` differ. Types follow one pattern, \`<resource>.<what_happened>\`. How to subscribe and verify a delivery: [Webhooks](/docs/api-conventions#webhooks).`,
    '',
    '| Delivery policy | |',
    '| --- | --- |',
    `| Acknowledge | Any \`2xx\` within ${policy.acknowledge_within_seconds} seconds |`,
    `| Retries after | ${policy.retry_after_seconds.map(duration).join(', ')} |`,
    `| Attempts and window | ${policy.attempts} attempts over ${policy.window} |`,
    '',
  ];
  for (const group of groups) {
    lines.push(`## ${group.title}`, '', group.intro, '', `\`data\` is \`${group.dataRef}\`:`, '', dataTable(group.data), '');
    for (const event of group.events) {
      lines.push(`### ${event.type}`, '');
      if (event.summary) lines.push(`${event.summary.charAt(0).toUpperCase()}${event.summary.slice(1)}${/[.)]$/.test(event.summary) ? '' : '.'}`, '');
      lines.push(
        event.exampleSource === 'spec' ? 'Example, from the API reference:' : 'Example, built from the schema:',
        '',
        '```json',
        formatJson(event.example),
        '```',
        '',
      );
    }
  }
  return lines.join('\n');
}

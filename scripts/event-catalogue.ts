/**
 * Part of `npm run api:gen`: writes docs/events.mdx (/docs/events, gitignored),
 * the event catalogue — every event type of every API, the members of its
 * `data` and an example payload — from openapi/*.yaml and the shared contract
 * in openapi/_shared/webhooks.yaml. Examples come from the specs; a type the
 * specs show no example of gets one built from its schema, and says so.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import {parse} from 'yaml';
import {exampleFromSchema, renderCatalogue, typeSummaries, type DeliveryPolicy, type EventDoc, type EventGroup} from './lib/eventCatalogue';
import {isObject, type JsonObject} from './lib/examples/specModel';
import {looksLikeEvent} from './lib/platform/events';
import {findObjects, specExamples} from './lib/platform/json';

const root = path.resolve(import.meta.dirname, '..');
const outFile = path.join(root, 'docs', 'events.mdx');

type Source = {title: string; noun: string; spec: string; typeSchema: string; dataSchema: string; intro: string};
const sources: readonly Source[] = [
  {
    title: 'Ordering',
    noun: 'order',
    spec: 'ordering',
    typeSchema: 'OrderEventType',
    dataSchema: 'OrderEventData',
    intro:
      'One event per status change of an order. Subscribe with a webhook in the `notifications` of [`POST /ordering/v1/orders`](/docs/ordering/api/place-order); read them with [`GET /ordering/v1/orders/{orderId}/events`](/docs/ordering/api/list-order-events). Guide: [Notifications](/docs/ordering/guides/notifications).',
  },
  {
    title: 'Monitoring',
    noun: 'monitor',
    spec: 'monitoring',
    typeSchema: 'MonitorEventType',
    dataSchema: 'MonitorEventData',
    intro:
      "What a monitor matched or did. Subscribe with a webhook in the monitor's `notifications`; read them with [`GET /monitoring/v1/monitors/{monitorId}/events`](/docs/monitoring/api/list-monitor-events). Guide: [Events and webhooks](/docs/monitoring/guides/events-and-webhooks).",
  },
  {
    title: 'Catalog sources',
    noun: 'item',
    spec: 'monitoring',
    typeSchema: 'SourceEventType',
    dataSchema: 'SourceEventData',
    intro:
      'Items entering, changing in or leaving a source that monitors watch. Not sent by webhook: read them with [`GET /monitoring/v1/sources/{sourceId}/events`](/docs/monitoring/api/list-source-events).',
  },
  {
    title: 'Tasking v1',
    noun: 'tasking request',
    spec: 'tasking',
    typeSchema: 'EventType',
    dataSchema: 'EventData',
    intro:
      'The history of a tasking request, in its `events`. Subscribe with a webhook in the `notifications` of `POST /tasking/v1/taskings`. Guide: [Statuses](/docs/tasking/guides/status).',
  },
  {
    title: 'Tasking v2',
    noun: 'tasking request',
    spec: 'taskingv2',
    typeSchema: 'EventType',
    dataSchema: 'EventData',
    intro:
      'The history of a tasking request of any tier, in its `events`. Subscribe with a webhook in the `notifications` of the submit operations. Guide: [Statuses](/docs/taskingv2/guides/status).',
  },
];

function schemasOf(doc: unknown): Record<string, JsonObject> {
  return (isObject(doc) && isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {}) as Record<string, JsonObject>;
}

async function main(): Promise<void> {
  const shared = await $RefParser.dereference<JsonObject>(path.join(root, 'openapi/_shared/webhooks.yaml'));
  const components = (shared.components ?? {}) as JsonObject;
  const policy = components['x-delivery-policy'] as DeliveryPolicy;
  const envelope = schemasOf(shared).Event ?? {};
  const envelopeProps = (isObject(envelope.properties) ? envelope.properties : {}) as Record<string, JsonObject>;
  const occurredAt = envelopeProps.occurred_at?.example;
  const exampleTime = typeof occurredAt === 'string' ? occurredAt : '2025-06-17T10:41:57Z';

  const groups: EventGroup[] = [];
  for (const source of sources) {
    const file = path.join(root, 'openapi', `${source.spec}.yaml`);
    const raw: unknown = parse(fs.readFileSync(file, 'utf8'));
    const deref = await $RefParser.dereference(file);
    const typeSchema = schemasOf(raw)[source.typeSchema];
    const data = schemasOf(deref)[source.dataSchema];
    if (!typeSchema || !Array.isArray(typeSchema.enum) || !data)
      throw new Error(`openapi/${source.spec}.yaml: ${source.typeSchema} (an enum) and ${source.dataSchema} are required`);
    const types = typeSchema.enum.map(String);
    const summaries = typeSummaries(typeof typeSchema.description === 'string' ? typeSchema.description : '', types);
    const seen = (await specExamples(file, raw)).flatMap((e) => findObjects(e.value, looksLikeEvent).map((f) => f.object));
    const statusValues =
      isObject(data.properties) && isObject(data.properties.status) && Array.isArray(data.properties.status.enum) ? data.properties.status.enum : [];
    const summaryOf = (type: string): string => {
      const suffix = type.split('.')[1] ?? '';
      return summaries.get(type) ?? (statusValues.includes(suffix) ? `the ${source.noun} moved to status \`${suffix}\`` : '');
    };
    const events: EventDoc[] = types.map((type) => {
      const fromSpec = seen.find((e) => e.type === type && isObject(e.data));
      if (fromSpec) return {type, summary: summaryOf(type), example: fromSpec, exampleSource: 'spec'};
      const built = exampleFromSchema(data, type);
      const payload: JsonObject = isObject(built) ? {...built} : {};
      // A status-change type names the status it moved to: keep the payload consistent with it.
      const suffix = type.split('.')[1] ?? '';
      const status = isObject(data.properties) && isObject(data.properties.status) ? data.properties.status : undefined;
      if (status && Array.isArray(status.enum) && status.enum.includes(suffix)) payload.status = suffix;
      const id = `evt_${createHash('sha256').update(type).digest('hex').slice(0, 10)}`;
      return {type, summary: summaryOf(type), example: {id, type, occurred_at: exampleTime, data: payload}, exampleSource: 'schema'};
    });
    groups.push({title: source.title, intro: source.intro, data, dataRef: `openapi/${source.spec}.yaml#/components/schemas/${source.dataSchema}`, events});
  }
  fs.writeFileSync(outFile, renderCatalogue(groups, policy));
  const count = groups.reduce((n, g) => n + g.events.length, 0);
  const built = groups.reduce((n, g) => n + g.events.filter((e) => e.exampleSource === 'schema').length, 0);
  console.log(`event-catalogue: ${count} event types in ${groups.length} groups (${built} examples built from schemas) → ${path.relative(root, outFile)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * npm run lint:platform — fails when the APIs drift apart (the checks are pure
 * functions in scripts/lib/platform/, one concern a module):
 * catalog IDs, the event and webhook contract, tasking order templates, problem types.
 * Prints file:line (or spec#pointer) and how to fix each problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import {parse} from 'yaml';
import {apiAreas, specPathOf} from '../config/openapi';
import {site} from '../config/site';
import {fencedBlocks} from './lib/contentChecks';
import {createValidator} from './lib/examples/schemaValidator';
import {isObject, type JsonObject} from './lib/examples/specModel';
import {handWrittenDocs, walkFiles} from './lib/files';
import {checkCatalogMatchesDiscovery, type Catalog} from './lib/platform/catalog';
import {checkCatalogIds} from './lib/platform/catalogIds';
import {checkDeliveryPolicyText, conventionSections, problemTypesUsed} from './lib/platform/conventions';
import {
  apiEventSchemas,
  checkEventTypeNames,
  eventPayloadProblems,
  eventSchemasFor,
  looksLikeEvent,
  looksLikeWebhook,
  requiredForEventsProblems,
} from './lib/platform/events';
import {findObjects, specExamples} from './lib/platform/json';
import {lineOf, type Problem} from './lib/platform/problem';
import {checkProseItemFacts} from './lib/platform/prose';

const root = path.resolve(import.meta.dirname, '..');
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');

/** The files under `dir` that `keep` accepts, as paths relative to the root. */
const walk = (dir: string, keep: (file: string) => boolean): string[] =>
  walkFiles(path.join(root, dir))
    .map((file) => path.relative(root, file))
    .filter(keep);

function loadCatalog(): Catalog {
  const data: unknown = parse(read('openapi/_shared/catalog.yaml'));
  if (!isObject(data) || !Array.isArray(data.items) || !Array.isArray(data.collections) || !Array.isArray(data.catalogs) || !Array.isArray(data.absent)) {
    throw new Error('openapi/_shared/catalog.yaml: expected the lists collections, catalogs, items and absent');
  }
  return data as Catalog;
}

async function main(): Promise<void> {
  const problems: Problem[] = [];
  const report = (file: string, line: number, message: string) => problems.push({file, line, message});

  const catalog = loadCatalog();
  const specFiles = apiAreas.map(specPathOf);
  const rawSpecs = new Map(specFiles.map((f) => [f, parse(read(f)) as unknown]));
  const examplesOf = new Map(await Promise.all(specFiles.map(async (f) => [f, await specExamples(path.join(root, f), rawSpecs.get(f))] as const)));

  // 1. The catalog matches Discovery's examples.
  const discoveryExamples = (examplesOf.get('openapi/discovery.yaml') ?? []).map((e) => e.value);
  const discoveryItems = discoveryExamples.flatMap((v) => findObjects(v, (o) => o.type === 'Feature' && typeof o.collection === 'string').map((f) => f.object));
  const discoveryCollections = [...new Set(discoveryExamples.flatMap((v) => findObjects(v, (o) => o.type === 'Collection').map((c) => String(c.object.id))))];
  for (const message of checkCatalogMatchesDiscovery(catalog, discoveryItems, discoveryCollections)) report('openapi/_shared/catalog.yaml', 1, message);

  // 2. Every ID anywhere resolves to the catalog.
  const docFiles = handWrittenDocs(root).map((file) => path.relative(root, file));
  const textFiles = [
    ...specFiles,
    ...docFiles,
    ...walk('samples', (f) => /\.(js|mjs|json|md)$/.test(f)),
    ...walk('src', (f) => /\.(tsx?|json)$/.test(f) && !f.includes('__tests__')),
  ];
  for (const file of textFiles) problems.push(...checkCatalogIds(file, read(file), catalog));
  // 2b. Item facts stated in the prose and tables of guides (docs/events.mdx is generated from the specs).
  for (const file of docFiles) if (file !== path.join('docs', 'events.mdx')) problems.push(...checkProseItemFacts(file, read(file), catalog));

  // 3. Events and webhooks: the shared contract.
  const shared = await $RefParser.dereference<JsonObject>(path.join(root, 'openapi/_shared/webhooks.yaml'));
  const sharedComponents = (shared.components ?? {}) as JsonObject;
  const sharedSchemas = (sharedComponents.schemas ?? {}) as Record<string, JsonObject>;
  const policy = (sharedComponents['x-delivery-policy'] ?? {}) as {acknowledge_within_seconds: number; window: string};
  const validate = createValidator();
  const eventSchema = sharedSchemas.Event;
  const subscriptionSchema = sharedSchemas.WebhookSubscription;
  if (!eventSchema || !subscriptionSchema) throw new Error('openapi/_shared/webhooks.yaml: Event and WebhookSubscription schemas are required');

  const knownEventTypes = new Set<string>();
  for (const [file, doc] of rawSpecs) {
    const schemas = isObject(doc) && isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
    for (const [name, schema] of Object.entries(schemas)) {
      if (!name.endsWith('EventType') || !isObject(schema) || !Array.isArray(schema.enum)) continue;
      const names = schema.enum.map(String);
      names.forEach((n) => knownEventTypes.add(n));
      for (const message of checkEventTypeNames(`${file}#/components/schemas/${name}`, names)) report(file, 1, message);
    }
  }

  // 3b. Each event's data fits the data schema of the API that declares its type (dereferenced specs).
  const apiEvents = (
    await Promise.all(
      specFiles
        .filter((file) => read(file).includes('_shared/webhooks.yaml#/components/schemas/Event'))
        .map(async (file) => apiEventSchemas(file, await $RefParser.dereference<JsonObject>(path.join(root, file)))),
    )
  ).flat();
  for (const schema of apiEvents) for (const message of requiredForEventsProblems(schema)) report(schema.where.split('#')[0] ?? schema.where, 1, message);

  const counts = {events: 0, webhooks: 0, templates: 0};
  function checkContractObjects(file: string, line: number, where: string, value: unknown): void {
    for (const {pointer, object} of findObjects(value, (o) => looksLikeEvent(o))) {
      counts.events++;
      const envelopeErrors = validate(eventSchema as JsonObject, object);
      for (const error of envelopeErrors)
        report(file, line, `${where}${pointer}: event does not fit the shared envelope (openapi/_shared/webhooks.yaml#/components/schemas/Event): ${error}`);
      if (typeof object.type === 'string' && !knownEventTypes.has(object.type))
        report(file, line, `${where}${pointer}: event type "${object.type}" is not declared by any API's *EventType schema`);
      const candidates = eventSchemasFor(file, String(object.type), apiEvents);
      for (const message of eventPayloadProblems(object, candidates, validate, envelopeErrors)) report(file, line, `${where}${pointer}: ${message}`);
    }
    for (const {pointer, object} of findObjects(value, (o) => looksLikeWebhook(o))) {
      counts.webhooks++;
      for (const error of validate(subscriptionSchema as JsonObject, object))
        report(
          file,
          line,
          `${where}${pointer}: webhook does not fit the shared subscription (openapi/_shared/webhooks.yaml#/components/schemas/WebhookSubscription): ${error}`,
        );
    }
  }

  // 4. Order templates are Ordering order requests: tasking's `order_template` as it is, each of
  // monitoring's `order_templates` once the platform adds the match (it leaves `max_orders_per_day` out).
  const ordering = await $RefParser.dereference<JsonObject>(path.join(root, 'openapi/ordering.yaml'));
  const orderRequest = ((ordering.components as JsonObject).schemas as Record<string, JsonObject>).OrderRequest;
  if (!orderRequest) throw new Error('openapi/ordering.yaml: OrderRequest schema not found');
  function checkTemplates(file: string, line: number, where: string, value: unknown): void {
    for (const {pointer, object} of findObjects(value, (_o, key) => key === 'order_template')) {
      counts.templates++;
      for (const error of validate(orderRequest as JsonObject, object))
        report(
          file,
          line,
          `${where}${pointer}: the order template is not a valid Ordering order request (openapi/ordering.yaml#/components/schemas/OrderRequest): ${error}`,
        );
    }
    for (const {pointer, object} of findObjects(value, (o) => Array.isArray(o.order_templates))) {
      (object.order_templates as unknown[]).forEach((template, i) => {
        if (!isObject(template)) return;
        counts.templates++;
        const {max_orders_per_day: _perDay, ...order} = template;
        for (const error of validate(orderRequest as JsonObject, order))
          report(
            file,
            line,
            `${where}${pointer}/order_templates/${i}: the monitor's order template does not make a valid Ordering order request (openapi/ordering.yaml#/components/schemas/OrderRequest): ${error}`,
          );
      });
    }
  }

  // 4b. A problem example's type is a section of the API conventions page (never about:blank or
  // another host); step 5 checks that the section exists.
  const problemTypePrefix = `${site.url}/docs/api-conventions#`;
  function checkProblemTypes(file: string, line: number, where: string, value: unknown): void {
    const isProblem = (o: JsonObject) => typeof o.type === 'string' && typeof o.title === 'string' && typeof o.status === 'number';
    for (const {pointer, object} of findObjects(value, isProblem)) {
      const type = object.type as string;
      if (!type.startsWith(problemTypePrefix))
        report(
          file,
          line,
          `${where}${pointer === '/' ? '' : pointer}/type: problem type "${type}" is not a section of the API conventions page (${problemTypePrefix}<name>)`,
        );
    }
  }

  let examplesChecked = 0;
  for (const [file, examples] of examplesOf) {
    for (const {where, value} of examples) {
      examplesChecked++;
      checkContractObjects(file, 1, where, value);
      checkTemplates(file, 1, where, value);
      checkProblemTypes(file, 1, where, value);
    }
  }
  let blocksChecked = 0;
  for (const file of docFiles) {
    const text = read(file);
    for (const block of fencedBlocks(text)) {
      if (block.lang !== 'json') continue;
      let value: unknown;
      try {
        value = JSON.parse(block.body);
      } catch {
        continue; // lint:content reports JSON that does not parse
      }
      blocksChecked++;
      checkContractObjects(file, block.line, 'json block', value);
      checkTemplates(file, block.line, 'json block', value);
      checkProblemTypes(file, block.line, 'json block', value);
    }
    problems.push(...checkDeliveryPolicyText(file, text, policy));
  }
  for (const file of specFiles) problems.push(...checkDeliveryPolicyText(file, read(file), policy));

  // 5. Every problem type used is on the API conventions page, with a row in its table.
  const conventions = read('docs/api-conventions.mdx');
  const sections = conventionSections(conventions);
  for (const file of [...specFiles, ...docFiles]) {
    const text = read(file);
    for (const {name, index} of problemTypesUsed(text)) {
      if (!sections.has(name))
        report(
          file,
          lineOf(text, index),
          `api-conventions#${name} has no section on docs/api-conventions.mdx: add "### ${name}" (and a row in the problem types table if it is a problem type)`,
        );
    }
    if (!file.endsWith('.yaml')) continue;
    for (const m of text.matchAll(/type: https:\/\/developers\.example\.com\/docs\/api-conventions#([a-z-]+)/g)) {
      if (!conventions.includes(`| [\`${m[1]}\`](#${m[1]}) |`))
        report(file, lineOf(text, m.index), `problem type ${m[1]} is not in the problem types table of docs/api-conventions.mdx`);
    }
  }

  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  console.log(
    `lint:platform: ${catalog.items.length} catalog items, ${textFiles.length} files scanned for IDs, ${examplesChecked} spec examples and ${blocksChecked} JSON blocks checked (${counts.events} events, ${counts.webhooks} webhooks, ${counts.templates} order templates), ${knownEventTypes.size} event types, ${problems.length} problems`,
  );
  if (problems.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

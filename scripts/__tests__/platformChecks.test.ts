import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkCatalogMatchesDiscovery, type Catalog} from '../lib/platform/catalog';
import {checkCatalogIds} from '../lib/platform/catalogIds';
import {checkDeliveryPolicyText, conventionSections, problemTypesUsed} from '../lib/platform/conventions';
import {checkEventTypeNames, looksLikeEvent, looksLikeWebhook} from '../lib/platform/events';
import {checkCatalogItemFacts} from '../lib/platform/exampleFacts';
import {itemFactMismatches} from '../lib/platform/itemFacts';
import {findObjects, specExamples} from '../lib/platform/json';
import {orn3Item, orn4Item} from './catalogItems';

const catalog: Catalog = {
  collections: [{id: 'orion-ortho'}, {id: 'orion-stereo'}],
  catalogs: [{id: 'optical-archive', collections: ['orion-ortho']}],
  items: [orn4Item],
  absent: [
    {id: 'orn3_20250514_101532_7f2d', reason: 'not-found examples'},
    {id: 'orion-orth', reason: 'typo example'},
  ],
};

describe('checkCatalogIds', () => {
  test('accepts catalog items and collections, and IDs listed as absent', () => {
    const text = '{"collection": "orion-ortho", "item_ids": ["orn4_20250521_095847_a31d"]}\nNo item orn3_20250514_101532_7f2d in /collections/orion-orth.';
    assert.deepEqual(checkCatalogIds('a.mdx', text, catalog), []);
  });

  test('reports an item ID of the right shape that the catalog does not hold, with its line', () => {
    const problems = checkCatalogIds('a.mdx', 'first line\nitem_ids: [orn9_20240101_000000_beef]', catalog);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]?.line, 2);
    assert.match(problems[0]?.message ?? '', /orn9_20240101_000000_beef is not in the catalog/);
  });

  test('reports every retired ID shape', () => {
    const text = ['20240611T101512_SAT7_0123', '104001008F3C2A00', 'img_7e1b5d3a92', 'sat7_20250702T103512_4c1e'].join('\n');
    const messages = checkCatalogIds('a.yaml', text, catalog).map((p) => p.message);
    assert.equal(messages.length, 4);
    assert.match(messages[0] ?? '', /old Ordering item ID/);
    assert.match(messages[1] ?? '', /old streaming\/analytics catalog ID/);
    assert.match(messages[2] ?? '', /old tasking image ID/);
    assert.match(messages[3] ?? '', /old monitoring item ID/);
  });

  test('reports a sub-catalog or an unknown collection used as a collection, in JSON, YAML and URLs', () => {
    const text = '"collection": "optical-archive"\ncollection: orion-optical\nGET /discovery/v1/collections/lyra-ortho/items\ncollections: [orion-ortho]';
    const problems = checkCatalogIds('a.yaml', text, catalog);
    assert.deepEqual(
      problems.map((p) => p.line),
      [1, 2, 3],
    );
    assert.match(problems[0]?.message ?? '', /sub-catalog, not a collection/);
  });

  test('ignores prose after "collection:" that is not one of our IDs', () => {
    assert.deepEqual(checkCatalogIds('a.mdx', 'collection: the one you searched', catalog), []);
  });
});

describe('checkCatalogItemFacts', () => {
  const both: Catalog = {...catalog, items: [...catalog.items, orn3Item]};
  const footprint = (acquired: string) =>
    `features:\n  - type: Feature\n    id: footprints.orn4_20250521_095847_a31d\n    properties:\n      item_id: orn4_20250521_095847_a31d\n      acquired: '${acquired}'\n      platform: orion-4\n      gsd: 0.3\n`;
  const spec = (acquired: string) =>
    `paths:\n  /wfs:\n    get:\n      responses:\n        '200':\n          content:\n            application/json:\n              examples:\n                features:\n                  value:\n${footprint(
      acquired,
    )
      .split('\n')
      .map((l) => (l ? `                    ${l}` : l))
      .join('\n')}`;

  test("passes a spec example whose facts are the catalog's", () => {
    assert.deepEqual(checkCatalogItemFacts('a.yaml', spec('2025-05-21T09:58:47Z'), catalog), []);
  });

  test("fails a spec example with a wrong acquisition date, with line, JSON Pointer, its value and the catalog's", () => {
    const problems = checkCatalogItemFacts('a.yaml', spec('2024-06-14T10:02:37Z'), catalog);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]?.file, 'a.yaml');
    assert.equal(problems[0]?.line, 16);
    assert.equal(
      problems[0]?.message,
      '#/paths/~1wfs/get/responses/200/content/application~1json/examples/features/value/features/0/properties/acquired: acquired of catalog item orn4_20250521_095847_a31d is 2024-06-14T10:02:37Z here but 2025-05-21T09:58:47Z in the catalog (openapi/_shared/catalog.yaml)',
    );
  });

  test("a sun elevation under any of its names must be the catalog item's (Discovery's view:sun_elevation)", () => {
    const image = (key: string, value: number) => `# Page\n\n\`\`\`json\n{"image_id": "orn3_20250514_101532_7f2c", "${key}": ${value}}\n\`\`\`\n`;
    assert.deepEqual(checkCatalogItemFacts('a.mdx', image('sun_elevation_angle', 64.5), both), []);
    assert.match(
      checkCatalogItemFacts('a.mdx', image('sun_elevation_angle', 41.3), both)[0]?.message ?? '',
      /sun_elevation_angle of catalog item orn3_20250514_101532_7f2c is 41\.3 here but 64\.5/,
    );
    assert.equal(checkCatalogItemFacts('a.mdx', image('sun_elevation', 66.8), both).length, 1);
  });

  test('checks JSON code blocks of a page; a date alone agrees with the catalog date-time', () => {
    const page = (date: string, platform: string) =>
      `# Page\n\n\`\`\`json\n{\n  "id": "orn4_20250521_095847_a31d",\n  "properties": {"datetime": "${date}", "platform": "${platform}", "eo:cloud_cover": 11.8}\n}\n\`\`\`\n`;
    assert.deepEqual(checkCatalogItemFacts('a.mdx', page('2025-05-21', 'orion-4'), catalog), []);
    const problems = checkCatalogItemFacts('a.mdx', page('2025-03-02', 'IMG-3'), catalog);
    assert.deepEqual(
      problems.map((p) => [p.line, p.message.split(':')[0]]),
      [
        [6, 'json block/properties/datetime'],
        [6, 'json block/properties/platform'],
      ],
    );
  });

  test('checks the property examples of a schema together', () => {
    const schema =
      'components:\n  schemas:\n    F:\n      properties:\n        item_id:\n          example: orn4_20250521_095847_a31d\n        gsd:\n          type: number\n          example: 0.31\n';
    const problems = checkCatalogItemFacts('a.yaml', schema, catalog);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]?.line, 9);
    assert.match(
      problems[0]?.message ?? '',
      /^#\/components\/schemas\/F\/properties\/gsd\/example: gsd of catalog item orn4_20250521_095847_a31d is 0.31 here but 0.3/,
    );
  });

  test('a before/after pair must be in time order', () => {
    const pair = (before: string, after: string) => ({before_item_id: before, after_item_id: after});
    assert.deepEqual(itemFactMismatches(pair('orn3_20250514_101532_7f2c', 'orn4_20250521_095847_a31d'), both), []);
    const reversed = itemFactMismatches(pair('orn4_20250521_095847_a31d', 'orn3_20250514_101532_7f2c'), both);
    assert.deepEqual(
      reversed.map((m) => m.pointer),
      ['/after_item_id'],
    );
  });

  test('checkCatalogIds reports item facts too, so npm run lint:platform fails on them', () => {
    assert.equal(checkCatalogIds('a.yaml', spec('2024-06-14T10:02:37Z'), catalog).length, 1);
  });
});

describe('checkCatalogMatchesDiscovery', () => {
  const discoveryItem = {
    type: 'Feature',
    id: 'orn4_20250521_095847_a31d',
    collection: 'orion-ortho',
    bbox: [12.3894, 41.8376, 12.5712, 41.9929],
    properties: {datetime: '2025-05-21T09:58:47Z', platform: 'orion-4', gsd: 0.3, 'eo:cloud_cover': 11.8, 'view:off_nadir': 18.4, 'view:sun_elevation': 63.1},
  };

  test('passes when the catalog and Discovery agree', () => {
    assert.deepEqual(checkCatalogMatchesDiscovery(catalog, [discoveryItem], ['orion-ortho', 'orion-stereo']), []);
  });

  test('reports a fact that differs, an item Discovery lacks, and a Discovery item or collection the catalog lacks', () => {
    const drifted = {...discoveryItem, properties: {...discoveryItem.properties, datetime: '2025-05-22T09:58:47Z'}};
    const other = {...discoveryItem, id: 'orn2_20250527_102210_c94e'};
    const problems = checkCatalogMatchesDiscovery(catalog, [drifted, other], ['orion-ortho', 'orion-stereo', 'lyra-ortho']);
    assert.deepEqual(problems, [
      "catalog item orn4_20250521_095847_a31d: datetime is 2025-05-21T09:58:47Z in the catalog but 2025-05-22T09:58:47Z in Discovery's examples",
      "Discovery's example item orn2_20250527_102210_c94e is missing from the catalog",
      "Discovery's example collection lyra-ortho is missing from the catalog",
    ]);
    assert.deepEqual(checkCatalogMatchesDiscovery(catalog, [], ['orion-ortho', 'orion-stereo']), [
      "catalog item orn4_20250521_095847_a31d is not among Discovery's example items",
    ]);
  });
});

describe('spec examples and contract objects', () => {
  const spec = {
    paths: {
      '/orders/{id}/events': {
        get: {
          responses: {
            '200': {
              content: {
                'application/json': {
                  examples: {one: {value: {data: [{id: 'evt_a41c7e9b20', type: 'order.delivered', occurred_at: '2025-06-17T10:41:57Z', data: {}}]}}},
                },
              },
            },
          },
        },
      },
    },
    components: {schemas: {Hook: {example: {type: 'webhook', url: 'https://receiver.example.com/hook'}}}},
  };

  test('specExamples finds `example` and `examples.*.value` with their location', async () => {
    const found = await specExamples('spec.yaml', spec);
    assert.deepEqual(
      found.map((f) => f.where),
      ['#/paths/~1orders~1{id}~1events/get/responses/200/content/application~1json/examples/one', '#/components/schemas/Hook/example'],
    );
  });

  test("specExamples lists a $ref'd example once, where it is written, and escapes names", async () => {
    const item = {id: 'orn4_20250521_095847_a31d'};
    const withRefs = {
      paths: {'/items': {get: {responses: {'200': {content: {'application/geo+json': {examples: {orn4: {$ref: '#/components/examples/Orn4'}}}}}}}}},
      components: {examples: {Orn4: {summary: 'An item', value: item}, 'a/b~c': {value: 1}}},
    };
    assert.deepEqual(await specExamples('spec.yaml', withRefs), [
      {where: '#/components/examples/Orn4', value: item},
      {where: '#/components/examples/a~1b~0c', value: 1},
    ]);
  });

  test('specExamples follows a $ref into another file, listing the example where the spec uses it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-examples-'));
    try {
      fs.writeFileSync(path.join(dir, 'shared.yaml'), 'components:\n  examples:\n    Problem:\n      value: {status: 400}\n');
      const uses = {$ref: './shared.yaml#/components/examples/Problem'};
      const doc = {paths: {'/a': {get: {responses: {'400': {content: {'application/problem+json': {examples: {bad: uses, again: uses}}}}}}}}};
      assert.deepEqual(await specExamples(path.join(dir, 'spec.yaml'), doc), [
        {where: '#/paths/~1a/get/responses/400/content/application~1problem+json/examples/bad', value: {status: 400}},
      ]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  test('specExamples fails on a $ref that points at nothing, naming the file, the place and the $ref', async () => {
    const broken = {paths: {'/a': {get: {responses: {'200': {content: {'application/json': {examples: {gone: {$ref: '#/components/examples/Gone'}}}}}}}}}};
    await assert.rejects(
      specExamples('openapi/x.yaml', broken),
      /^Error: openapi\/x\.yaml#\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/examples\/gone: \$ref #\/components\/examples\/Gone points at nothing/,
    );
  });

  test('findObjects finds events and webhooks, retired shapes included', async () => {
    const examples = await specExamples('spec.yaml', spec);
    const [events, hooks] = [looksLikeEvent, looksLikeWebhook].map((keep) => examples.flatMap((e) => findObjects(e.value, keep)));
    assert.deepEqual(
      events?.map((e) => e.pointer),
      ['/data/0'],
    );
    assert.deepEqual(
      hooks?.map((e) => e.pointer),
      ['/'],
    );
    assert.equal(looksLikeEvent({event_id: 'evt_1', type: 'status_changed'}), true);
    assert.equal(looksLikeWebhook({webhook_url: 'https://x.example.com'}), true);
    assert.equal(looksLikeEvent({id: 'ord_1', type: 'order'}), false);
  });

  test('findObjects passes the key an object sits under', () => {
    const found = findObjects({order_template: {pipeline: 'imagery/archive-ortho'}, other: {pipeline: 'x'}}, (_o, key) => key === 'order_template');
    assert.deepEqual(found, [{pointer: '/order_template', object: {pipeline: 'imagery/archive-ortho'}}]);
  });

  test('findObjects escapes the keys in its pointers', () => {
    assert.deepEqual(
      findObjects({'a/b': [{'c~d': {order_template: {}}}]}, (_o, key) => key === 'order_template').map((f) => f.pointer),
      ['/a~1b/0/c~0d/order_template'],
    );
  });
});

describe('event type names, problem types and the delivery policy', () => {
  test('event types follow <resource>.<what_happened>', () => {
    assert.deepEqual(checkEventTypeNames('x', ['order.delivered', 'monitor.item_matched', 'tasking.image_collected']), []);
    assert.equal(checkEventTypeNames('x', ['status_changed', 'item.Matched', 'order.placed-now']).length, 3);
  });

  test('problem types used are read from links and type URIs; sections from ## and ### headings', () => {
    const used = problemTypesUsed(
      '[`forbidden`](/docs/api-conventions#forbidden) type: https://developers.example.com/docs/api-conventions#precondition-failed',
    );
    assert.deepEqual(
      used.map((u) => u.name),
      ['forbidden', 'precondition-failed'],
    );
    const sections = conventionSections('## Webhooks\n\n### forbidden\n\ntext\n### precondition-failed\n');
    assert.deepEqual(
      problemTypesUsed('{"type": "about:blank"}\n      type: about:blank\nThe generic `about:blank` is not used.').map((u) => u.name),
      ['about-blank', 'about-blank'],
    );
    assert.deepEqual([...sections].sort(), ['forbidden', 'precondition-failed', 'webhooks']);
  });

  test('an acknowledge deadline or a retry window that differs from the policy is reported', () => {
    const policy = {acknowledge_within_seconds: 10, window: '27 hours 35 minutes'};
    const text =
      'Answer `2xx` within 15 seconds.\nFailed deliveries are retried for about 24 hours.\nAnswer any `2xx` within 10 seconds; retried over 27 hours 35 minutes.';
    const problems = checkDeliveryPolicyText('a.mdx', text, policy);
    assert.deepEqual(problems.map((p) => p.line).sort(), [1, 2]);
  });
});

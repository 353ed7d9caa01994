import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createValidator} from '../lib/examples/schemaValidator';
import type {Catalog} from '../lib/platform/catalog';
import {apiEventSchemas, eventPayloadProblems, eventSchemasFor, eventTypeMatches, membersRequiredOn, requiredForEventsProblems} from '../lib/platform/events';
import {checkCatalogItemFacts} from '../lib/platform/exampleFacts';
import {boundsOf, footprintMismatches} from '../lib/platform/footprints';
import {checkProseItemFacts} from '../lib/platform/prose';
import {orn3Item, orn4Item} from './catalogItems';

const catalog: Catalog = {
  collections: [{id: 'orion-ortho'}],
  catalogs: [],
  items: [orn4Item, orn3Item],
  absent: [],
};
const orn4 = 'orn4_20250521_095847_a31d';
const orn3 = 'orn3_20250514_101532_7f2c';
const polygon = (w: number, s: number, e: number, n: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ],
});

describe('event payloads fit the data schema of the API that declares the type', () => {
  const envelope = {
    type: 'object',
    required: ['id', 'type', 'occurred_at', 'data'],
    properties: {id: {type: 'string'}, type: {type: 'string'}, occurred_at: {type: 'string'}, data: {type: 'object'}},
  };
  const tasking = {
    components: {
      schemas: {
        Event: {
          allOf: [
            envelope,
            {
              type: 'object',
              properties: {
                type: {type: 'string', enum: ['tasking.status_changed', 'tasking.image_collected', 'tasking.image_rejected']},
                data: {
                  type: 'object',
                  required: ['tasking_id', 'status'],
                  properties: {
                    tasking_id: {type: 'string'},
                    status: {type: 'string'},
                    image_id: {
                      type: 'string',
                      description: 'On `tasking.image_collected` and `tasking.image_rejected`: the image.',
                      'x-required-for-events': ['tasking.image_collected', 'tasking.image_rejected'],
                    },
                    order_id: {type: 'string', description: 'On `tasking.image_collected`, the order.', 'x-required-for-events': ['tasking.image_collected']},
                    // Prose alone, as the descriptions used to say it: no longer a rule.
                    details: {type: 'string', description: 'On `tasking.image_rejected` events, why.'},
                  },
                },
              },
            },
          ],
        },
      },
    },
  };
  const schemas = apiEventSchemas('openapi/tasking.yaml', tasking);
  const validate = createValidator();
  const event = (type: string, data: Record<string, unknown>) => ({id: 'evt_a41c7e9b20', type, occurred_at: '2025-06-17T10:41:57Z', data});

  test('finds the event schema by shape, with the members x-required-for-events requires per type', () => {
    assert.deepEqual(
      schemas.map((s) => [s.where, s.types.length]),
      [['openapi/tasking.yaml#/components/schemas/Event', 3]],
    );
    const requiredFor = schemas[0]?.requiredFor ?? new Map<string, string[]>();
    assert.deepEqual(membersRequiredOn(requiredFor, 'tasking.image_collected'), ['image_id', 'order_id']);
    assert.deepEqual(membersRequiredOn(requiredFor, 'tasking.image_rejected'), ['image_id']);
    assert.deepEqual(membersRequiredOn(requiredFor, 'tasking.status_changed'), []);
    assert.deepEqual(requiredForEventsProblems(schemas[0] as (typeof schemas)[number]), []);
  });

  test('x-required-for-events globs: `*` stands for the rest of a type, nothing else is a wildcard', () => {
    const types = ['monitor.order_placed', 'monitor.order_failed', 'monitor.item_matched', 'monitor.ended'];
    assert.deepEqual(
      types.filter((t) => eventTypeMatches('monitor.order_*', t)),
      ['monitor.order_placed', 'monitor.order_failed'],
    );
    assert.equal(eventTypeMatches('monitor.ended', 'monitor.ended'), true);
    assert.equal(eventTypeMatches('monitor.ended', 'monitorXended'), false);
    assert.equal(eventTypeMatches('monitor.*', 'catalog.item_created'), false);
  });

  test('reports an x-required-for-events pattern that matches none of the API types, and an empty list', () => {
    const schema = {
      ...schemas[0],
      requiredFor: new Map([
        ['image_id', ['tasking.image_colected']],
        ['order_id', []],
      ]),
    } as (typeof schemas)[number];
    assert.deepEqual(requiredForEventsProblems(schema), [
      'openapi/tasking.yaml#/components/schemas/Event: x-required-for-events of data.image_id lists "tasking.image_colected", which matches none of the API\'s event types',
      'openapi/tasking.yaml#/components/schemas/Event: data.order_id has an empty x-required-for-events: list the event types that carry it',
    ]);
  });

  test('a description alone ("On `<type>` events, …") no longer makes a member required', () => {
    assert.equal(schemas[0]?.requiredFor.has('details'), false);
    assert.deepEqual(membersRequiredOn(schemas[0]?.requiredFor ?? new Map<string, string[]>(), 'tasking.image_rejected'), ['image_id']);
    const rejected = event('tasking.image_rejected', {tasking_id: 'tsk_1', status: 'scheduled', image_id: 'img_1'});
    assert.deepEqual(eventPayloadProblems(rejected, schemas, validate), []);
  });

  test('passes an image event whose data has the schema members and the image', () => {
    const ok = event('tasking.image_collected', {tasking_id: 'tsk_1', status: 'collected', image_id: orn3, order_id: 'ord_1'});
    assert.deepEqual(eventPayloadProblems(ok, schemas, validate), []);
    assert.deepEqual(eventPayloadProblems(event('tasking.status_changed', {tasking_id: 'tsk_1', status: 'scheduled'}), schemas, validate), []);
  });

  test('fails an image event without image_id, a data member the schema lacks, and a missing required member', () => {
    const noImage = eventPayloadProblems(event('tasking.image_rejected', {tasking_id: 'tsk_1', status: 'scheduled'}), schemas, validate);
    assert.deepEqual(noImage, [
      "tasking.image_rejected event does not fit openapi/tasking.yaml#/components/schemas/Event: /data must have required property 'image_id' (data.image_id has x-required-for-events: [tasking.image_collected, tasking.image_rejected])",
    ]);
    const extra = eventPayloadProblems(event('tasking.status_changed', {tasking_id: 'tsk_1', status: 'scheduled', image: orn3}), schemas, validate);
    assert.match(extra[0] ?? '', /\/data has "image", which the spec does not declare/);
    const missing = eventPayloadProblems(event('tasking.status_changed', {status: 'scheduled'}), schemas, validate);
    assert.match(missing[0] ?? '', /must have required property 'tasking_id'/);
  });

  test("a guide's or spec's own API judges a type two APIs declare", () => {
    const v2 = {...schemas[0], where: 'openapi/taskingv2.yaml#/components/schemas/Event'} as (typeof schemas)[number];
    const both = [...schemas, v2];
    assert.deepEqual(
      eventSchemasFor('docs/taskingv2/guides/status.mdx', 'tasking.status_changed', both).map((s) => s.where),
      [v2.where],
    );
    assert.equal(eventSchemasFor('docs/end-to-end.mdx', 'tasking.status_changed', both).length, 2);
    assert.deepEqual(eventSchemasFor('openapi/ordering.yaml', 'order.delivered', both), []);
  });
});

describe('footprints next to a catalog item ID', () => {
  test('boundsOf reads a bbox and any GeoJSON geometry', () => {
    assert.deepEqual(boundsOf([1, 2, 3, 4]), [1, 2, 3, 4]);
    assert.deepEqual(boundsOf(polygon(1, 2, 3, 4)), [1, 2, 3, 4]);
    assert.equal(boundsOf('x'), undefined);
  });

  test("an item's geometry, and a bbox one level up from an ID in `parameters`, equal the catalog bbox within 1e-4", () => {
    const feature = (e: number) => ({type: 'Feature', id: `footprints.${orn4}`, geometry: polygon(12.3894, 41.8376, e, 41.9929), properties: {}});
    assert.deepEqual(footprintMismatches(feature(12.57125), catalog), []);
    const wrong = footprintMismatches({features: [feature(12.5879)]}, catalog);
    assert.deepEqual(
      wrong.map((m) => [m.pointer, m.relation, m.shown[2]]),
      [['/features/0/geometry', 'equals', 12.5879]],
    );
    const raster = (bbox: number[]) => ({parameters: {collect_id: orn4}, bbox});
    assert.deepEqual(footprintMismatches(raster([12.3894, 41.8376, 12.5712, 41.9929]), catalog), []);
    assert.deepEqual(
      footprintMismatches(raster([12.3712, 41.8291, 12.5531, 41.9738]), catalog).map((m) => m.pointer),
      ['/bbox'],
    );
  });

  test('a feature cut from the item (its ID in `properties`) lies within the bbox', () => {
    const cut = (w: number) => ({type: 'Feature', id: 'det_1', geometry: polygon(w, 41.9, 12.5, 41.95), properties: {item_id: orn4}});
    assert.deepEqual(footprintMismatches(cut(12.45), catalog), []);
    assert.equal(footprintMismatches(cut(12.2), catalog)[0]?.relation, 'within');
  });

  test('an order AOI lies within its input items; a tasking AOI overlaps each image it returned', () => {
    const order = (e: number) => ({inputs: {collection: 'orion-ortho', item_ids: [orn4]}, aoi: polygon(12.395, 41.845, e, 41.985)});
    assert.deepEqual(footprintMismatches(order(12.57), catalog), []);
    const outside = footprintMismatches(order(12.5892), catalog);
    assert.deepEqual(
      outside.map((m) => [m.pointer, m.relation, m.items]),
      [['/aoi', 'within', [orn4]]],
    );
    const tasking = (w: number) => ({aoi: polygon(w, 41.9, w + 0.1, 41.95), images: [{image_id: orn3}]});
    assert.deepEqual(footprintMismatches(tasking(12.5), catalog), []);
    assert.equal(footprintMismatches(tasking(12.7), catalog)[0]?.relation, 'intersects');
  });

  test('checkCatalogItemFacts reports a footprint with file line, pointer, both boxes', () => {
    const page = (e: number) =>
      `# Page\n\n\`\`\`json\n{\n  "inputs": {"item_ids": ["${orn4}"]},\n  "aoi": {"type": "Polygon", "coordinates": [[[12.395, 41.845], [${e}, 41.845], [${e}, 41.985], [12.395, 41.845]]]}\n}\n\`\`\`\n`;
    assert.deepEqual(checkCatalogItemFacts('a.mdx', page(12.5), catalog), []);
    const problems = checkCatalogItemFacts('a.mdx', page(12.5892), catalog);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]?.line, 6);
    assert.equal(
      problems[0]?.message,
      `json block/aoi: aoi of catalog item ${orn4} spans [12.395,41.845,12.5892,41.985] here but the catalog bbox is [12.3894,41.8376,12.5712,41.9929] (openapi/_shared/catalog.yaml): a part of the image or an area requested from it must lie within the catalog bbox`,
    );
    const yaml = `paths:\n  /x:\n    get:\n      responses:\n        '200':\n          content:\n            application/json:\n              example:\n                parameters:\n                  collect_id: ${orn4}\n                bbox: [1, 2, 3, 4]\n`;
    const fromYaml = checkCatalogItemFacts('a.yaml', yaml, catalog);
    assert.deepEqual(
      fromYaml.map((p) => [p.line, p.message.split(':')[0]]),
      [[11, '#/paths/~1x/get/responses/200/content/application~1json/example/bbox']],
    );
  });
});

describe('checkProseItemFacts: labelled facts next to an item ID in guides', () => {
  test('passes prose, output lines and table rows that agree with the catalog', () => {
    const page = [
      `This guide uses \`${orn4}\` from \`orion-ortho\`, with 11.8% cloud cover and an off-nadir angle of 18.4°.`,
      `${orn3} 2025-05-14T10:15:32Z cloud 4.2% off-nadir 12.6 deg`,
      `Scene \`${orn3}\`, imaged on 14 May 2025, has a sun elevation of 64.5° and GSD 30 cm.`,
      '',
      '| Cell | Best image | Cell cloud | Scene cloud |',
      '| --- | --- | --- | --- |',
      `| \`r0c0\` | \`${orn4}\` | 0% | 11.8% |`,
      '',
      `r0c1 ${orn3} cell cloud 0% scene cloud 4.2%, and 1.3% cloud in the cell for ${orn4}.`,
      '```python',
      `items = [("${orn4}", "2024-01-01")]`,
      '```',
      `Ordered \`${orn4}\` and it was delivered on 2025-06-17.`,
    ].join('\n');
    assert.deepEqual(checkProseItemFacts('a.mdx', page, catalog), []);
  });

  test('fails a wrong date, cloud cover, off-nadir angle, sun elevation, GSD and table cell, with line, found and catalog value', () => {
    const page = [
      `This guide uses \`${orn4}\`, with 0.6% cloud cover and an off-nadir angle of 24.9°.`,
      `\`${orn3}\` (before, 27 May 2025) has a sun elevation of 66.1° and GSD 0.5 m.`,
      '',
      '| Scene | Scene cloud | Acquired |',
      '| --- | --- | --- |',
      `| \`${orn4}\` | 4.2% | 2025-05-14 |`,
    ].join('\n');
    const problems = checkProseItemFacts('a.mdx', page, catalog);
    assert.deepEqual(
      problems.map((p) => `${p.file}:${p.line}: ${p.message}`),
      [
        `a.mdx:1: cloud_cover of catalog item ${orn4} is "0.6% cloud cover" here but 11.8 in the catalog (openapi/_shared/catalog.yaml)`,
        `a.mdx:1: off_nadir of catalog item ${orn4} is "off-nadir angle of 24.9°" here but 18.4 in the catalog (openapi/_shared/catalog.yaml)`,
        `a.mdx:2: sun_elevation of catalog item ${orn3} is "sun elevation of 66.1°" here but 64.5 in the catalog (openapi/_shared/catalog.yaml)`,
        `a.mdx:2: gsd of catalog item ${orn3} is "GSD 0.5 m" here but 0.3 in the catalog (openapi/_shared/catalog.yaml)`,
        `a.mdx:2: datetime of catalog item ${orn3} is "27 May 2025" here but 2025-05-14T10:15:32Z in the catalog (openapi/_shared/catalog.yaml)`,
        `a.mdx:6: cloud_cover of catalog item ${orn4} is "4.2%" here but 11.8 in the catalog (openapi/_shared/catalog.yaml)`,
        `a.mdx:6: datetime of catalog item ${orn4} is "2025-05-14" here but 2025-05-21T09:58:47Z in the catalog (openapi/_shared/catalog.yaml)`,
      ],
    );
  });
});

import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {dataTable, exampleFromSchema, renderCatalogue, typeSummaries} from '../lib/eventCatalogue';

describe('event catalogue', () => {
  test('typeSummaries reads bullets (one or two types each) and "`type` when …" clauses', () => {
    const bullets = typeSummaries('- `monitor.item_matched`: an item\n  matched.\n- `monitor.enabled`, `monitor.disabled`: the monitor was toggled.', [
      'monitor.item_matched',
      'monitor.enabled',
      'monitor.disabled',
    ]);
    assert.equal(bullets.get('monitor.item_matched'), 'an item matched.');
    assert.equal(bullets.get('monitor.disabled'), 'the monitor was toggled.');
    const clauses = typeSummaries('`tasking.status_changed` for every status change; `tasking.image_collected` when an image meets the constraints.', [
      'tasking.status_changed',
      'tasking.image_collected',
    ]);
    assert.equal(clauses.get('tasking.image_collected'), 'when an image meets the constraints');
  });

  test('exampleFromSchema uses examples of required members, through allOf', () => {
    const schema = {
      allOf: [
        {type: 'object', required: ['a'], properties: {a: {type: 'string', example: 'x'}, b: {type: 'string', example: 'y'}}},
        {type: 'object', required: ['c'], properties: {c: {enum: ['on', 'off']}}},
      ],
    };
    assert.deepEqual(exampleFromSchema(schema), {a: 'x', c: 'on'});
  });

  test('exampleFromSchema adds the data members whose x-required-for-events matches the event type', () => {
    const data = {
      type: 'object',
      required: ['monitor_id'],
      properties: {
        monitor_id: {type: 'string', example: 'mon_7d2c9a4f1e'},
        source_event_id: {type: 'string', example: 'evt_1d6b9e4a7c2f', 'x-required-for-events': ['monitor.item_*']},
        detail: {type: 'string', example: 'Credit limit reached.', 'x-required-for-events': ['monitor.order_failed']},
      },
    };
    assert.deepEqual(exampleFromSchema(data, 'monitor.item_updated'), {monitor_id: 'mon_7d2c9a4f1e', source_event_id: 'evt_1d6b9e4a7c2f'});
    assert.deepEqual(exampleFromSchema(data, 'monitor.order_failed'), {monitor_id: 'mon_7d2c9a4f1e', detail: 'Credit limit reached.'});
    assert.deepEqual(exampleFromSchema(data, 'monitor.ended'), {monitor_id: 'mon_7d2c9a4f1e'});
    assert.deepEqual(exampleFromSchema(data), {monitor_id: 'mon_7d2c9a4f1e'});
  });

  test('dataTable lists members, types and whether they are always present; escapes MDX-special characters', () => {
    const table = dataTable({required: ['id'], properties: {id: {type: 'string', description: 'The {id}.'}, tags: {type: 'array', items: {type: 'string'}}}});
    assert.match(table, /\| `id` \| string \| Yes \| The &#123;id&#125;\. \|/);
    assert.match(table, /\| `tags` \| array of string \| No \|/);
  });

  test('renderCatalogue writes the policy, a section per group and a heading and JSON example per type', () => {
    const mdx = renderCatalogue(
      [
        {
          title: 'Ordering',
          intro: 'Intro.',
          data: {properties: {}},
          dataRef: 'openapi/ordering.yaml#/x',
          events: [
            {
              type: 'order.delivered',
              summary: 'the order was delivered',
              example: {id: 'evt_a41c7e9b20', type: 'order.delivered', occurred_at: '2025-06-17T10:41:57Z', data: {}},
              exampleSource: 'spec',
            },
          ],
        },
      ],
      {acknowledge_within_seconds: 10, retry_after_seconds: [5, 300, 7200], attempts: 4, window: '2 hours 5 minutes'},
    );
    assert.match(mdx, /\| Acknowledge \| Any `2xx` within 10 seconds \|/);
    assert.match(mdx, /\| Retries after \| 5 seconds, 5 minutes, 2 hours \|/);
    assert.match(mdx, /^## Ordering$/m);
    assert.match(mdx, /^### order\.delivered\n\nThe order was delivered\.\n/m);
    assert.match(mdx, /```json\n\{\n {2}"id": "evt_a41c7e9b20"/);
  });
});

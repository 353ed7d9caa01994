// From a token to a monitor, each step fed by the previous step's answer.
// Run: CLIENT_ID=… CLIENT_SECRET=… node main.js
import assert from 'node:assert/strict';
import {randomBytes, randomUUID} from 'node:crypto';
import {writeFileSync} from 'node:fs';
import {getPng, getToken, request} from './client.js';
import {getMapParams} from './wms.js';

// The place and time to search: central Rome, May 2025.
const AREA = {
  type: 'Polygon',
  coordinates: [
    [
      [12.44, 41.87],
      [12.54, 41.87],
      [12.54, 41.94],
      [12.44, 41.94],
      [12.44, 41.87],
    ],
  ],
};
const BBOX = [12.44, 41.87, 12.54, 41.94];
const WHEN = '2025-05-01T00:00:00Z/2025-05-31T23:59:59Z';
// Where the events go: your HTTPS receiver and its signing secret (one is made up if unset).
const WEBHOOK_URL = process.env.WEBHOOK_URL || 'https://receiver.example.com/webhooks/platform';
const WEBHOOK_SECRET = process.env.WEBHOOK_SECRET || `whsec_${randomBytes(32).toString('base64')}`;
const webhook = {type: 'webhook', url: WEBHOOK_URL, secret: WEBHOOK_SECRET};

// 1. A bearer token with the scopes of every later step.
const token = await getToken('discovery:read streaming:read ordering:write ordering:read monitoring:write');
assert.equal(token.token_type, 'Bearer');
console.log(`1. token: ${token.token_type}, expires in ${token.expires_in} s`);
const bearer = token.access_token;

// 2. Search the catalog for the place and the month, least cloudy first.
const search = await request(bearer, 'POST', '/discovery/v1/search', {
  accept: 'application/geo+json',
  body: {
    collections: ['orion-ortho'],
    bbox: BBOX,
    datetime: WHEN,
    limit: 10,
    sortby: [{field: 'properties.eo:cloud_cover', direction: 'asc'}],
  },
});
assert.ok(search.features.length > 0, 'the search found images');
// Pick the least cloudy image (the sort asked for it; the pick does not rely on it).
const item = search.features.reduce((best, f) => (f.properties['eo:cloud_cover'] < best.properties['eo:cloud_cover'] ? f : best));
console.log(
  `2. search: ${search.features.length} images; picked ${item.id} (${item.collection}), ${item.properties.datetime}, ${item.properties['eo:cloud_cover']} % cloud`,
);

// 3. Preview that image through the streaming API: a WMS GetMap of its footprint, drawing only it.
const preview = new URLSearchParams(getMapParams(item.id, item.bbox));
// Checked before saving: a PNG, not an error page or a placeholder.
const png = await getPng(bearer, `/streaming/v1/imagery/wms?${preview}`);
assert.equal(preview.get('ITEM_ID'), item.id, 'the preview draws the picked image');
writeFileSync(`preview-${item.id}.png`, png);
console.log(`3. preview: ${png.length} bytes, image/png, for ${item.id} → preview-${item.id}.png`);

// 4. Order that image, clipped to the area, to an S3 bucket, with a webhook for its events.
const orderRequest = {
  name: `end-to-end-${item.id}`,
  pipeline: 'imagery/archive-ortho',
  inputs: {collection: item.collection, item_ids: [item.id]},
  aoi: AREA,
  settings: {bands: 'pansharpened', bit_depth: 16, format: 'cog'},
  destination: {type: 's3', bucket: 'example-imagery-deliveries', prefix: 'end-to-end', region: 'eu-central-1'},
  notifications: [{...webhook, event_types: ['order.delivered', 'order.failed', 'order.canceled']}],
};
assert.deepEqual(orderRequest.inputs, {collection: item.collection, item_ids: [item.id]}, 'the order names the picked item');
const order = await request(bearer, 'POST', '/ordering/v1/orders', {body: orderRequest, headers: {'Idempotency-Key': randomUUID()}});
assert.match(order.id, /^ord_[0-9a-f]{10}$/);
console.log(`4. order: ${order.id}, ${order.status}`);

// 5. Follow the order: its events, the same objects the webhook receives.
const events = await request(bearer, 'GET', `/ordering/v1/orders/${order.id}/events?limit=100`);
for (const event of events.data) {
  assert.ok(event.id && event.type && event.occurred_at && event.data, 'every event has the shared envelope');
  console.log(`5. event: ${event.occurred_at}  ${event.type}  ${event.data.status}`);
}
const last = events.data.at(-1);
console.log(`   last status of ${order.id}: ${last ? last.data.status : 'none yet'}`);

// 6. Watch the area for new images of the same collection: find the source that feeds it, then create a monitor.
const sources = await request(bearer, 'GET', '/monitoring/v1/sources');
const source = sources.data.find((s) => s.collections.includes(item.collection));
assert.ok(source, `a monitoring source carries ${item.collection}`);
const monitorRequest = {
  name: `end-to-end-${item.id}`,
  description: `New images of the area of order ${order.id}.`,
  source_id: source.id,
  aoi: orderRequest.aoi,
  filter: {op: '<=', args: [{property: 'eo:cloud_cover'}, 20]},
  end_datetime: '2026-12-31T23:59:59Z',
  notifications: [{...webhook, event_types: ['monitor.item_matched']}],
};
const monitor = await request(bearer, 'POST', '/monitoring/v1/monitors', {body: monitorRequest, headers: {'Idempotency-Key': randomUUID()}});
assert.match(monitor.id, /^mon_[0-9a-z]+$/);
console.log(`6. monitor: ${monitor.id} on ${source.id}, ${monitor.status}`);

/**
 * The discovery spec's search request accepts what STAC API Item Search
 * allows: every GeoJSON geometry type in `intersects` (GeometryCollection
 * included), a 4- or 6-number `bbox`, and the `limit` bounds the guides state.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import {createValidator} from '../lib/examples/schemaValidator';
import {isObject, type JsonObject} from '../lib/examples/specModel';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const validate = createValidator();

async function schemas(): Promise<{request: JsonObject; limit: JsonObject}> {
  const doc = await $RefParser.dereference<JsonObject>(path.join(repoRoot, 'openapi/discovery.yaml'));
  const components = doc.components as {schemas: Record<string, JsonObject>; parameters: Record<string, {schema: JsonObject}>};
  const request = components.schemas.SearchRequest;
  const limit = components.parameters.Limit?.schema;
  assert.ok(isObject(request) && isObject(limit));
  return {request, limit};
}

const ring = [
  [12.4, 41.85],
  [12.55, 41.85],
  [12.55, 41.95],
  [12.4, 41.85],
];
const geometries: Record<string, unknown> = {
  Point: {type: 'Point', coordinates: [12.49, 41.89]},
  MultiPoint: {
    type: 'MultiPoint',
    coordinates: [
      [12.49, 41.89],
      [12.5, 41.9],
    ],
  },
  LineString: {
    type: 'LineString',
    coordinates: [
      [12.4, 41.85],
      [12.55, 41.95],
    ],
  },
  MultiLineString: {
    type: 'MultiLineString',
    coordinates: [
      [
        [12.4, 41.85],
        [12.55, 41.95],
      ],
    ],
  },
  Polygon: {type: 'Polygon', coordinates: [ring]},
  MultiPolygon: {type: 'MultiPolygon', coordinates: [[ring]]},
  GeometryCollection: {
    type: 'GeometryCollection',
    geometries: [
      {type: 'Point', coordinates: [12.49, 41.89]},
      {type: 'Polygon', coordinates: [ring]},
    ],
  },
};

test('intersects accepts every GeoJSON geometry type, GeometryCollection included', async () => {
  const {request} = await schemas();
  for (const [type, geometry] of Object.entries(geometries)) assert.deepEqual(validate(request, {intersects: geometry}), [], type);
  assert.notDeepEqual(validate(request, {intersects: {type: 'Circle', coordinates: [12.49, 41.89]}}), [], 'not a GeoJSON type');
});

test('bbox takes 4 or 6 numbers; limit takes 1 to 10,000, as the paging guide says', async () => {
  const {request, limit} = await schemas();
  assert.deepEqual(validate(request, {bbox: [12.4, 41.85, 12.55, 41.95]}), []);
  assert.deepEqual(validate(request, {bbox: [12.4, 41.85, 0, 12.55, 41.95, 100]}), []);
  assert.notDeepEqual(validate(request, {bbox: [12.4, 41.85, 12.55]}), []);
  for (const schema of [limit, (request.properties as Record<string, JsonObject>).limit!]) {
    assert.equal(schema.minimum, 1);
    assert.equal(schema.maximum, 10000);
  }
});

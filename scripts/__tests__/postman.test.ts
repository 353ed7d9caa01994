/**
 * The generated Postman collection (static/downloads/, written by
 * `npm run api:gen`) holds every operation of every spec in openapi/.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {apiAreas, specPathOf} from '../../config/openapi';
import {collectionOperations, mergeCollections, specOperations, type PostmanCollection} from '../lib/postman';

const collectionFile = path.resolve('static', 'downloads', 'platform.postman_collection.json');

test('collectionOperations maps Postman path variables back to OpenAPI templates', () => {
  const collection = mergeCollections('c', 'd', [
    {area: 'auth', title: 'Auth', collection: {info: {name: 'a', schema: ''}, item: [{name: 'x', item: [{name: 'Delete', request: {method: 'DELETE', url: {path: ['auth', 'v1', 'api-keys', ':keyId']}}}]}]}},
  ]);
  assert.deepEqual(collectionOperations(collection), ['DELETE /auth/v1/api-keys/{keyId}']);
  assert.equal(collection.item[0]?.name, 'Auth');
});

test('the generated collection is Postman v2.1 and holds every operation of every spec', () => {
  assert.ok(fs.existsSync(collectionFile), `${collectionFile} is missing: run npm run api:gen`);
  const collection = JSON.parse(fs.readFileSync(collectionFile, 'utf8')) as PostmanCollection;
  assert.match(collection.info.schema, /collection\/v2\.1\.0/);
  assert.ok(collection.variable?.some((v) => v.key === 'baseUrl' && v.value === 'https://api.example.com'));
  const inCollection = new Set(collectionOperations(collection));
  for (const area of apiAreas) {
    const spec = parse(fs.readFileSync(path.resolve(specPathOf(area)), 'utf8')) as {paths?: Record<string, Record<string, unknown>>};
    const missing = specOperations(spec).filter((op) => !inCollection.has(op));
    assert.deepEqual(missing, [], `${specPathOf(area)}: operations missing from the Postman collection`);
  }
});

test('every bundled spec download exists and parses', () => {
  for (const area of apiAreas) {
    const file = path.resolve('static', 'openapi', `${area}.yaml`);
    assert.ok(fs.existsSync(file), `${file} is missing: run npm run api:gen`);
    const spec = parse(fs.readFileSync(file, 'utf8')) as {openapi?: string; paths?: object};
    assert.match(spec.openapi ?? '', /^3\./);
    assert.ok(JSON.stringify(spec).indexOf('_shared/') === -1, `${area}.yaml still references ./_shared/: not bundled`);
  }
});

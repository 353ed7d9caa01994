/**
 * Integration: the files `npm run api:gen` writes (static/downloads/ and
 * static/openapi/). The generated Postman collection holds every operation of
 * every spec in openapi/, uses only the variables it defines, and every
 * bundled spec parses with its shared parts inlined. Run api:gen first.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {hosts} from '../../config/site';
import {apiAreas, specPathOf} from '../../config/openapi';
import {collectionOperations, collectionVariables, specOperations, variablesUsed, type PostmanCollection, type PostmanItem} from '../lib/postman';

const collectionFile = path.resolve('static', 'downloads', 'platform.postman_collection.json');

test('the generated collection is Postman v2.1 and holds every operation of every spec', () => {
  assert.ok(fs.existsSync(collectionFile), `${collectionFile} is missing: run npm run api:gen`);
  const collection = JSON.parse(fs.readFileSync(collectionFile, 'utf8')) as PostmanCollection;
  assert.match(collection.info.schema, /collection\/v2\.1\.0/);
  assert.ok(collection.variable?.some((v) => v.key === 'baseUrl' && v.value === hosts.api));
  const inCollection = new Set(collectionOperations(collection));
  for (const area of apiAreas) {
    const spec = parse(fs.readFileSync(path.resolve(specPathOf(area)), 'utf8')) as {paths?: Record<string, Record<string, unknown>>};
    const missing = specOperations(spec).filter((op) => !inCollection.has(op));
    assert.deepEqual(missing, [], `${specPathOf(area)}: operations missing from the Postman collection`);
  }
});

test('the generated collection uses only variables it defines, and stores the token it gets', () => {
  const collection = JSON.parse(fs.readFileSync(collectionFile, 'utf8')) as PostmanCollection;
  const defined = new Set(Object.keys(collectionVariables));
  assert.deepEqual(
    variablesUsed(collection).filter((v) => !defined.has(v)),
    [],
    'variables used but not defined',
  );
  const requests: PostmanItem[] = [];
  const walk = (items: PostmanItem[]) => items.forEach((i) => (i.request ? requests.push(i) : walk(i.item ?? [])));
  walk(collection.item);
  const stores = (r: PostmanItem) => r.event?.some((e) => e.script.exec.join('\n').includes('"accessToken"')) ?? false;
  const tokenRequests = requests.filter((r) => r.request?.auth?.type === 'basic');
  assert.ok(tokenRequests.length > 0, 'the client-credentials token request is in the collection');
  assert.deepEqual(
    tokenRequests.filter((r) => !stores(r)).map((r) => r.name),
    [],
    'token requests that do not store accessToken',
  );
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

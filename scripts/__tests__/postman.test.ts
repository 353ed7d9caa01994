/**
 * Postman collection helpers (scripts/lib/postman.ts), on collections built in
 * the test. The generated files are checked by postman.integration.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {belongsToOtherOperation, ogcOperationsOf, collectionOperations, mergeCollections, variablesUsed} from '../lib/postman';

test('collectionOperations maps Postman path variables back to OpenAPI templates', () => {
  const collection = mergeCollections('c', 'd', [
    {
      area: 'auth',
      title: 'Auth',
      collection: {
        info: {name: 'a', schema: ''},
        item: [{name: 'x', item: [{name: 'Delete', request: {method: 'DELETE', url: {path: ['auth', 'v1', 'api-keys', ':keyId']}}}]}],
      },
    },
  ]);
  assert.deepEqual(collectionOperations(collection), ['DELETE /auth/v1/api-keys/{keyId}']);
  assert.equal(collection.item[0]?.name, 'Auth');
});

test('credentials come only from the collection variables: API-key requests inherit, the token request uses clientId/clientSecret and stores accessToken', () => {
  const apiKey = {type: 'apikey', apikey: [{key: 'value', value: '{{apiKeyFromConverter}}'}]};
  const basic = {type: 'basic', basic: [{key: 'username', value: '{{basicAuthUsername}}'}]};
  const collection = mergeCollections('c', 'd', [
    {
      area: 'auth',
      title: 'Auth',
      collection: {
        info: {name: 'a', schema: ''},
        item: [
          {name: 'List', request: {method: 'GET', url: {path: ['auth', 'v1', 'api-keys']}, auth: apiKey}},
          {name: 'Token', request: {method: 'POST', url: {path: ['auth', 'v1', 'token']}, auth: basic}},
        ],
      },
    },
  ]);
  const [list, token] = collection.item[0]?.item ?? [];
  assert.equal(list?.request?.auth, undefined, 'API-key request inherits the collection auth');
  assert.deepEqual(token?.request?.auth, {
    type: 'basic',
    basic: [
      {key: 'username', value: '{{clientId}}'},
      {key: 'password', value: '{{clientSecret}}'},
    ],
  });
  assert.match(token?.event?.[0]?.script.exec.join('\n') ?? '', /collectionVariables\.set\("accessToken"/);
  assert.deepEqual(variablesUsed(collection), ['apiKey', 'clientId', 'clientSecret']);
});

test('a parameter belongs to the OGC operations its description names first, and is left out of other operations', () => {
  assert.deepEqual(ogcOperationsOf('Required for GetMap and GetFeatureInfo. Always `1.3.0`.'), ['GetMap', 'GetFeatureInfo']);
  assert.deepEqual(ogcOperationsOf('WMS 1.3.0 GetFeatureInfo. Pixel column, from 0 at the left edge.'), ['GetFeatureInfo']);
  assert.deepEqual(ogcOperationsOf('Image width in pixels. Used by GetMap.'), []);
  const list = [
    {key: 'REQUEST', value: 'GetMap'},
    {key: 'WIDTH', value: '512', description: 'Required for GetMap and GetFeatureInfo. Image width in pixels.'},
    {key: 'I', value: '10', description: {content: 'Required for GetFeatureInfo. Pixel column.'}},
    {key: 'TRANSPARENT', value: 'true', description: 'Whether the background is transparent.'},
  ];
  assert.deepEqual(
    list.map((entry) => belongsToOtherOperation(entry, list)),
    [false, false, true, false],
  );
});

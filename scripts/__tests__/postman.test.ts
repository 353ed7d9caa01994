/**
 * Postman collection helpers (scripts/lib/postman.ts), on collections built in
 * the test. The generated files are checked by postman.integration.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {collectionOperations, mergeCollections, variablesUsed} from '../lib/postman';

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

/**
 * Postman collection helpers (scripts/lib/postman.ts), on collections built in
 * the test. The generated files are checked by postman.integration.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {belongsToOtherOperation, ogcOperationsOf, collectionOperations, mergeCollections, settleRequests, variablesUsed} from '../lib/postman';

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

test('settleRequests reads examples through $refs, disables a query parameter without one, and fails on a path parameter without one', async () => {
  const specWith = (itemIdExamples: Record<string, unknown>) => ({
    paths: {
      '/items/{itemId}': {
        parameters: [{$ref: '#/components/parameters/ItemId'}],
        get: {
          parameters: [
            {$ref: '#/components/parameters/Limit'},
            {name: 'fields', in: 'query', schema: {$ref: '#/components/schemas/Fields'}},
            {name: 'sortby', in: 'query'},
          ],
        },
      },
    },
    components: {
      parameters: {
        ItemId: {name: 'itemId', in: 'path', required: true, examples: itemIdExamples},
        Limit: {name: 'limit', in: 'query', schema: {type: 'integer'}, example: 10},
      },
      examples: {ItemId: {value: 'orn4_20250521_095847_a31d'}},
      schemas: {Fields: {type: 'string', example: 'id,bbox'}},
    },
  });
  const request = () => {
    const query: Array<{key: string; value: string; disabled?: boolean}> = [
      {key: 'limit', value: '<integer>'},
      {key: 'fields', value: '<string>'},
      {key: 'sortby', value: '<string>'},
    ];
    const url = {raw: '', host: ['{{baseUrl}}'], path: ['items', ':itemId'], query, variable: [{key: 'itemId', value: 'x'}]};
    return {query, url, item: {name: 'Get', request: {method: 'GET', url}}};
  };
  const spec = specWith({orn4: {$ref: '#/components/examples/ItemId'}});
  const {query, url, item} = request();
  await settleRequests([item], spec);
  assert.deepEqual(
    query.map((q) => [q.key, q.value, q.disabled ?? false]),
    [
      ['limit', '<integer>', false],
      ['fields', '<string>', false],
      ['sortby', '', true],
    ],
  );
  assert.equal(url.raw, '{{baseUrl}}/items/:itemId?limit=<integer>&fields=<string>');
  assert.deepEqual(spec.paths['/items/{itemId}'].parameters, [{$ref: '#/components/parameters/ItemId'}], 'the spec is left as it was');
  await assert.rejects(settleRequests([request().item], specWith({})), /^Error: GET \/items\/\{itemId\}: path parameter itemId has no example/);
});

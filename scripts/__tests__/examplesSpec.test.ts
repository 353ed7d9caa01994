import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {findOperation, operationsOf, responseFor} from '../lib/examples/specModel';
import {toJsonSchema} from '../lib/examples/openapiSchema';
import {createValidator} from '../lib/examples/schemaValidator';
import {checkResponseExamples, looksLikeErrorBody, parseResponseRef} from '../lib/examples/responseExamples';
import {checkErrorTables, errorTables} from '../lib/examples/errorTables';
import {loadSpecs} from '../lib/examples/loadSpecs';

// A dereferenced spec, cut down to what the checks read.
const problem = {
  type: 'object',
  required: ['type', 'title', 'status'],
  properties: {type: {type: 'string', format: 'uri'}, title: {type: 'string'}, status: {type: 'integer'}, detail: {type: 'string'}},
};
const problemResponse = (name: string, status: number) => ({
  content: {
    'application/problem+json': {
      schema: problem,
      examples: {e: {value: {type: `https://developers.example.com/docs/api-conventions#${name}`, title: name, status}}},
    },
  },
});
const oauthError = {
  type: 'object',
  required: ['error'],
  properties: {error: {type: 'string', enum: ['invalid_request', 'invalid_client']}, error_description: {type: 'string'}},
};
const usage = {type: 'object', required: ['credits_used'], properties: {credits_used: {type: 'number', minimum: 0}, note: {type: 'string', nullable: true}}};
const doc = {
  openapi: '3.0.3',
  components: {securitySchemes: {apiKey: {type: 'apiKey', in: 'header', name: 'X-API-Key'}, clientBasic: {type: 'http', scheme: 'basic'}}},
  paths: {
    '/auth/v1/token': {
      post: {
        security: [{clientBasic: []}],
        responses: {'400': {content: {'application/json': {schema: oauthError}}}, '403': problemResponse('forbidden', 403)},
      },
    },
    '/auth/v1/keys/{keyId}': {
      delete: {
        security: [{apiKey: []}],
        responses: {'204': {description: 'Deleted'}, '401': problemResponse('unauthorized', 401), '404': problemResponse('not-found', 404)},
      },
      post: {security: [{apiKey: []}], responses: {'200': {description: 'template'}, '401': problemResponse('unauthorized', 401)}},
    },
    '/auth/v1/keys/bulk-delete': {
      post: {
        security: [{apiKey: []}],
        responses: {'200': {description: 'literal'}, '401': problemResponse('unauthorized', 401), default: problemResponse('server-error', 500)},
      },
    },
    '/usage/v1/usage': {
      get: {security: [{apiKey: []}], responses: {'200': {content: {'application/json': {schema: usage}}}, '401': problemResponse('unauthorized', 401)}},
    },
  },
};
const operations = operationsOf('openapi/mini.yaml', doc);
const validate = createValidator();

test('spec model: operations, credentials, literal paths before templates, response fallbacks', () => {
  assert.deepEqual(
    operations.map((op) => `${op.method} ${op.path} ${op.takesCallerCredentials}`),
    [
      'POST /auth/v1/token false',
      'POST /auth/v1/keys/{keyId} true',
      'DELETE /auth/v1/keys/{keyId} true',
      'POST /auth/v1/keys/bulk-delete true',
      'GET /usage/v1/usage true',
    ],
  );
  assert.equal(findOperation(operations, 'post', '/auth/v1/keys/bulk-delete')?.path, '/auth/v1/keys/bulk-delete');
  assert.equal(findOperation(operations, 'DELETE', '/auth/v1/keys/key_1')?.path, '/auth/v1/keys/{keyId}');
  assert.equal(findOperation(operations, 'GET', '/auth/v1/keys/key_1'), undefined);
  const bulk = findOperation(operations, 'POST', '/auth/v1/keys/bulk-delete');
  assert.equal(bulk && responseFor(bulk, 503)?.status, 'default');
});

test('OpenAPI 3.0 schema → JSON Schema: nullable, boolean exclusive bounds, formats as ranges, closed objects (allOf-aware), cycles cut', () => {
  assert.deepEqual(toJsonSchema({type: 'number', minimum: 0, exclusiveMinimum: true}), {type: 'number', exclusiveMinimum: 0});
  assert.deepEqual(toJsonSchema({type: 'string', nullable: true, example: 'x'}), {type: ['string', 'null'], examples: ['x']});
  assert.deepEqual(toJsonSchema({type: 'integer', format: 'int32', minimum: 1}), {type: 'integer', format: 'int32', minimum: 1, maximum: 2 ** 31 - 1});
  assert.match(validate({type: 'integer', format: 'int32'}, 2 ** 31).join(), /must be <= 2147483647/);
  const tree: {type: string; properties: Record<string, unknown>} = {type: 'object', properties: {name: {type: 'string'}}};
  tree.properties.child = tree;
  assert.deepEqual(toJsonSchema(tree), {type: 'object', properties: {name: {type: 'string'}, child: {}}, unevaluatedProperties: false});
  const closed = toJsonSchema({allOf: [{type: 'object', properties: {a: {type: 'string'}}}, {properties: {b: {type: 'string'}}}]});
  assert.equal(closed.unevaluatedProperties, false);
  assert.deepEqual(validate({allOf: [{type: 'object', properties: {a: {type: 'string'}}}, {properties: {b: {type: 'string'}}}]}, {a: 'x', b: 'y'}), []);
  assert.match(validate(usage, {credits_used: 1, typo: 2}).join(), /"typo", which the spec does not declare/);
  assert.deepEqual(validate({type: 'object', additionalProperties: true, properties: {}}, {any: 1}), []);
});

test('response markers: parsing and error-body detection', () => {
  assert.deepEqual(parseResponseRef('401 get /usage/v1/usage'), {status: 401, method: 'GET', path: '/usage/v1/usage'});
  assert.equal(parseResponseRef('GET /usage/v1/usage 401'), undefined);
  assert.equal(looksLikeErrorBody({type: 'x', title: 'y', status: 403}), true);
  assert.equal(looksLikeErrorBody({error: 'invalid_client', error_description: 'no'}), true);
  assert.equal(looksLikeErrorBody({data: []}), false);
});

const fence = (meta: string, body: unknown) => `\`\`\`json ${meta}\n${JSON.stringify(body, null, 2)}\n\`\`\``;

test('documented bodies that match their declared response pass', () => {
  const text = [
    fence('response="200 GET /usage/v1/usage"', {credits_used: 3, note: null}),
    fence('response="401 GET /usage/v1/usage"', {
      type: 'https://developers.example.com/docs/api-conventions#unauthorized',
      title: 'Authentication required',
      status: 401,
    }),
    fence('response="400 POST /auth/v1/token"', {error: 'invalid_request', error_description: 'grant_type is required'}),
    fence('', {data: [1]}),
  ].join('\n\n');
  assert.deepEqual(checkResponseExamples('docs/a.mdx', text, operations, validate), {checked: 3, problems: []});
});

test('documented bodies that break their spec are reported with their line', () => {
  const text = [
    fence('response="404 GET /usage/v1/usage"', {type: 'x', title: 'y', status: 404}), // line 1: status not declared
    fence('response="401 GET /usage/v1/usage"', {type: 'u', title: 't', status: 403}), // status member disagrees
    fence('response="400 POST /auth/v1/token"', {error: 'invalid_scope'}), // not in the enum
    fence('response="200 GET /usage/v1/usage"', {credits_used: 3, creditsUsed: 3}), // undeclared field
    fence('response="204 DELETE /auth/v1/keys/key_1"', {}), // no body declared
    fence('response="200 GET /orders/v1/orders"', {}), // no such operation
    fence('response="oops"', {}),
    fence('', {type: 'https://x#forbidden', title: 'Permission denied', status: 403}), // error body, no marker
  ].join('\n');
  const {checked, problems} = checkResponseExamples('docs/a.mdx', text, operations, validate);
  assert.equal(checked, 7);
  const messages = problems.map((p) => p.message);
  assert.equal(problems.length, 8);
  assert.equal(problems[0]?.line, 1);
  assert.match(messages[0] ?? '', /declares no 404 response for GET \/usage\/v1\/usage \(it declares 200, 401\)/);
  assert.match(messages[1] ?? '', /"status": 403 in a body documented as a 401 response/);
  assert.match(messages[2] ?? '', /\/error must be equal to one of the allowed values \(invalid_request, invalid_client\)/);
  assert.match(messages[3] ?? '', /"creditsUsed", which the spec does not declare/);
  assert.match(messages[4] ?? '', /has no JSON body/);
  assert.match(messages[5] ?? '', /no spec in openapi\/ defines GET \/orders\/v1\/orders/);
  assert.match(messages[6] ?? '', /should read response="<status> <METHOD> <path>"/);
  assert.match(messages[7] ?? '', /add response="403 <METHOD> <path>"/);
});

const table = (annotation: string, rows: string[]) =>
  [annotation, '', '| Status | Problem type | Cause | Fix |', '| --- | --- | --- | --- |', ...rows, ''].join('\n');

test('error tables: annotation, rows, OAuth codes and problem types are read', () => {
  const text = table('{/* errors-for: POST /auth/v1/token, GET /usage/v1/usage */}', [
    '| 400 | OAuth `invalid_request` | c | f |',
    '| 403 | [`forbidden`](/docs/api-conventions#forbidden) | c | f |',
  ]);
  const [parsed] = errorTables(text);
  assert.deepEqual(parsed?.targets, ['POST /auth/v1/token', 'GET /usage/v1/usage']);
  assert.deepEqual(
    parsed?.rows.map((r) => [r.line, r.status, r.shape]),
    [
      [5, 400, {kind: 'oauth', name: 'invalid_request'}],
      [6, 403, {kind: 'problem', name: 'forbidden'}],
    ],
  );
});

test('error tables whose statuses and shapes the spec declares pass', () => {
  const text = [
    table('{/* errors-for: POST /auth/v1/token */}', ['| 400 | OAuth `invalid_client` | c | f |', '| 403 | [`forbidden`](/x#forbidden) | c | f |']),
    table('{/* errors-for: every operation */}', ['| 401 | [`unauthorized`](/x#unauthorized) | c | f |']),
    table('{/* errors-for: DELETE /auth/v1/keys/{keyId} */}', ['| 404 | [`not-found`](/x#not-found) | c | f |']),
  ].join('\n');
  const result = checkErrorTables('docs/a.mdx', text, operations);
  assert.deepEqual(result.problems, []);
  assert.equal(result.rows, 4);
});

test('error tables: undeclared status, wrong shape, unknown operation and a missing annotation are reported', () => {
  const text = [
    table('{/* errors-for: GET /usage/v1/usage */}', [
      '| 404 | [`not-found`](/x#not-found) | c | f |',
      '| 401 | OAuth `invalid_client` | c | f |',
      '| 401 | [`forbidden`](/x) | c | f |',
    ]),
    table('{/* errors-for: POST /auth/v1/token, GET /nope/v1/x */}', ['| 400 | OAuth `invalid_grant` | c | f |']),
    table('', ['| 401 | [`unauthorized`](/x) | c | f |']),
    table('{/* errors-for: every operation */}', ['| 404 | [`not-found`](/x) | c | f |']),
  ].join('\n');
  const messages = checkErrorTables('docs/a.mdx', text, operations).problems.map((p) => `${p.line}: ${p.message}`);
  assert.deepEqual(messages, [
    '5: the spec for GET /usage/v1/usage does not declare 404 (it declares 200, 401)',
    '6: the spec for GET /usage/v1/usage declares no OAuth error `invalid_client` for 401',
    '7: the spec for GET /usage/v1/usage has no example of problem type `forbidden` for 401 (add one to the spec, or fix the table)',
    '11: errors-for names "GET /nope/v1/x", which no spec in openapi/ defines',
    '13: the spec for POST /auth/v1/token declares no OAuth error `invalid_grant` for 400',
    '17: error table without an operation: put {/* errors-for: <METHOD> <path> */} on a line above it',
    '25: the spec for POST /auth/v1/keys/{keyId} does not declare 404 (it declares 200, 401)',
    '25: the spec for POST /auth/v1/keys/bulk-delete has no example of problem type `not-found` for 404 (add one to the spec, or fix the table)',
    '25: the spec for GET /usage/v1/usage does not declare 404 (it declares 200, 401)',
  ]);
});

test('the real specs load with their relative $refs resolved', async () => {
  const specs = await loadSpecs(path.resolve(import.meta.dirname, '..', '..'));
  const ops = specs.flatMap((s) => s.operations);
  const token = findOperation(ops, 'POST', '/auth/v1/token');
  assert.equal(token?.takesCallerCredentials, false);
  const usageOp = findOperation(ops, 'GET', '/usage/v1/usage');
  assert.equal(usageOp?.takesCallerCredentials, true);
  // 401 comes from _shared/components.yaml
  assert.ok(usageOp && responseFor(usageOp, 401)?.content.has('application/problem+json'));
});

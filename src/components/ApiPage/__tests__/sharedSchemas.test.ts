import {test} from 'node:test';
import assert from 'node:assert/strict';
import {shareSchemas} from '@site/scripts/lib/apiPages/sharedSchemas';
import {withSharedSchemas} from '../sharedSchemas';

/** A schema of at least 200 bytes of JSON, distinct per `name`. */
const bigSchema = (name: string) => ({type: 'object', description: `${name}: ${'a long description. '.repeat(12)}`, properties: {id: {type: 'string'}}});
const problem = bigSchema('Problem');
const order = bigSchema('Order');
const small = {type: 'string'};

const statusCodes = (extra: object) => ({
  responses: {
    '200': {description: 'OK', content: {'application/json': {schema: order, example: {id: 'ord_1'}}}},
    '404': {description: 'Not found', content: {'application/problem+json': {schema: problem}}},
    '429': {description: 'Too many', headers: {'Retry-After': {schema: small}}, content: {'application/problem+json': {schema: problem}}},
    ...extra,
  },
});

test('schemas repeated in an area are replaced by references that resolve to equal objects', () => {
  const unique = bigSchema('OnlyHere');
  const files = [statusCodes({}), statusCodes({'409': {description: 'Conflict', content: {'application/json': {schema: unique}}}})];
  const {table, files: shared} = shareSchemas(structuredClone(files));
  // Problem (4 uses) and Order (2 uses) are shared; the one-off schema and the small one stay inline.
  assert.equal(table.length, 2);
  assert.deepEqual(new Set(table.map((entry) => JSON.stringify(entry))), new Set([JSON.stringify(problem), JSON.stringify(order)]));
  const text = JSON.stringify(shared);
  assert.equal(text.split('"$shared"').length - 1, 6);
  assert.ok(text.includes('OnlyHere'), 'a schema used once stays in its page');
  assert.ok(text.includes('{"type":"string"}'), 'a small schema stays inline');
  shared.forEach((file, i) => assert.deepEqual(withSharedSchemas(file as Record<string, unknown>, table), files[i]));
});

test('a schema inside a one-off header is still shared', () => {
  const description = (name: string) => `${name} ${'explained at length. '.repeat(10)}`;
  const header = (name: string) => ({headers: {[name]: {description: description(name), schema: problem}}});
  const {table, files} = shareSchemas([header('RateLimit'), header('Retry-After')]);
  assert.deepEqual(table, [problem]);
  assert.deepEqual(files[0], {headers: {RateLimit: {description: description('RateLimit'), schema: {$shared: 0}}}});
});

test('resolving is cached per props object and fails on a reference outside the table', () => {
  const props = {responses: {'404': {content: {'application/problem+json': {schema: {$shared: 0}}}}}};
  assert.equal(withSharedSchemas(props, [problem]), withSharedSchemas(props, [problem]));
  assert.throws(() => withSharedSchemas({schema: {$shared: 3}}, [problem]), /shared schema 3 is not in the area's table/);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {LoadContext} from '@docusaurus/types';
import {extractQueryables, findQueryablesDocument, QueryablesError, queryablesOf} from '../extract';
import discoveryQueryablesPlugin, {queryablesFile} from '../index';

const fixtureDir = path.join(import.meta.dirname, 'fixtures');
const fixture = parse(fs.readFileSync(path.join(fixtureDir, 'discovery.yaml'), 'utf8')) as unknown;

test('finds the example of the 200 response of getQueryables through $refs', async () => {
  const document = await findQueryablesDocument(fixture, 'openapi/discovery.yaml');
  assert.equal(document.title, 'Queryables');
});

test('follows a chain of $refs; a $ref inside the queryables document is left as it is', async () => {
  const spec = {
    paths: {'/q': {get: {operationId: 'getQueryables', responses: {200: {$ref: '#/components/responses/Q'}}}}},
    components: {
      responses: {Q: {$ref: '#/components/responses/Q2'}, Q2: {content: {'application/schema+json': {examples: {one: {$ref: '#/components/examples/Q'}}}}}},
      examples: {Q: {value: {properties: {footprint: {$ref: '#/components/schemas/Nowhere'}}}}},
    },
  };
  assert.deepEqual(await findQueryablesDocument(spec, 'x.yaml'), {properties: {footprint: {$ref: '#/components/schemas/Nowhere'}}});
});

test('lists each property with type, description, enum and range', async () => {
  assert.deepEqual(await extractQueryables(fixture, 'openapi/discovery.yaml'), [
    {name: 'id', type: 'string', description: 'Item ID'},
    {name: 'collection', type: 'string', description: 'Collection ID'},
    {name: 'geometry', type: 'geometry', description: 'Footprint'},
    {name: 'footprint', type: 'geometry', description: ''},
    {name: 'instruments', type: 'array of string', description: '', enum: ['pan', 'vnir']},
    {name: 'datetime', type: 'timestamp', description: 'Acquisition time, UTC'},
    {name: 'eo:cloud_cover', type: 'number', description: 'Cloud cover, percent', minimum: 0, maximum: 100},
    {name: 'sat:orbit_state', type: 'string', description: 'Orbit direction', enum: ['ascending', 'descending']},
    {name: 'view:sun_elevation', type: 'number', description: '', minimum: -90, maximum: 90},
  ]);
});

test('an inline example works as well as a named one', async () => {
  const spec = {
    paths: {'/q': {get: {operationId: 'getQueryables', responses: {200: {content: {'application/json': {example: {properties: {gsd: {type: 'number'}}}}}}}}}},
  };
  assert.deepEqual(await extractQueryables(spec, 'x.yaml'), [{name: 'gsd', type: 'number', description: ''}]);
});

test('errors name the file and the operation', async () => {
  const cases: Array<[unknown, RegExp]> = [
    [{openapi: '3.0.3'}, /x\.yaml: not an OpenAPI document/],
    [{paths: {}}, /x\.yaml: no operation with operationId "getQueryables"/],
    [{paths: {'/q': {get: {operationId: 'getQueryables', responses: {}}}}}, /GET \/q \(operationId getQueryables\) has no 200 response/],
    [{paths: {'/q': {get: {operationId: 'getQueryables', responses: {200: {content: {'application/json': {}}}}}}}}, /has no example with "properties"/],
    [{paths: {'/q': {get: {operationId: 'getQueryables', responses: {200: {$ref: 'other.yaml#/x'}}}}}}, /only local \$refs/],
    [
      {paths: {'/q': {get: {operationId: 'getQueryables', responses: {200: {$ref: '#/components/responses/Nope'}}}}}},
      /^discovery-queryables: x\.yaml: GET \/q \(operationId getQueryables\): \$ref #\/components\/responses\/Nope points at nothing/,
    ],
    [
      {
        paths: {'/q': {get: {operationId: 'getQueryables', responses: {200: {content: {'a/b': {examples: {one: {$ref: '#/components/examples/A'}}}}}}}}},
        components: {examples: {A: {$ref: '#/components/examples/B'}, B: {$ref: '#/components/examples/A'}}},
      },
      /GET \/q \(operationId getQueryables\): \$ref #\/components\/examples\/A is circular/,
    ],
  ];
  for (const [spec, message] of cases) {
    await assert.rejects(
      extractQueryables(spec, 'x.yaml'),
      (error: unknown) => error instanceof QueryablesError && message.test(error.message),
      String(message),
    );
  }
});

test('an example with no properties is an error; odd property schemas are tolerated', async () => {
  const spec = {paths: {'/q': {get: {operationId: 'getQueryables', responses: {200: {content: {'a/b': {example: {properties: {}}}}}}}}}};
  await assert.rejects(extractQueryables(spec, 'x.yaml'), /lists no properties/);
  assert.deepEqual(queryablesOf({properties: {odd: true, mixed: {enum: ['a', {}]}}}), [
    {name: 'odd', type: 'any', description: ''},
    {name: 'mixed', type: 'any', description: ''},
  ]);
});

const context = (siteDir: string) => ({siteDir}) as LoadContext;

test('the plugin writes {queryables} as a generated module (queryables.json), not as global data', async () => {
  const plugin = discoveryQueryablesPlugin(context(fixtureDir), {specFile: 'discovery.yaml'});
  assert.equal(plugin.name, 'discovery-queryables');
  const content = await plugin.loadContent!();
  const written = new Map<string, string>();
  type LoadedArgs = Parameters<NonNullable<typeof plugin.contentLoaded>>[0];
  const actions = {
    createData: (name: string, data: string) => {
      written.set(name, data);
      return Promise.resolve(name);
    },
    setGlobalData: () => assert.fail('global data is in every page: the queryables are for one page'),
  };
  await plugin.contentLoaded!({content, actions} as unknown as LoadedArgs);
  assert.deepEqual([...written.keys()], [queryablesFile]);
  assert.deepEqual(JSON.parse(written.get(queryablesFile) ?? ''), {queryables: await extractQueryables(fixture, 'discovery.yaml')});
});

test('the plugin fails the build when the spec is missing', async () => {
  const plugin = discoveryQueryablesPlugin(context(fixtureDir));
  await assert.rejects(async () => plugin.loadContent!(), /discovery-queryables: openapi\/discovery\.yaml not found.*getQueryables/);
});

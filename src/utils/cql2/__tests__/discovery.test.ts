import {test} from 'node:test';
import assert from 'node:assert/strict';
import {discoveryWarnings, type QueryableInfo} from '../discovery';
import {parseCql2Text} from '../parseText';

const queryables: QueryableInfo[] = [
  {name: 'datetime', type: 'timestamp'},
  {name: 'geometry', type: 'geometry'},
  {name: 'eo:cloud_cover', type: 'number'},
  {name: 'view:off_nadir', type: 'number'},
  {name: 'platform', type: 'string', enum: ['orion-1', 'orion-2']},
  {name: 'constellation', type: 'string', enum: ['orion', 'lyra']},
  {name: 'instruments', type: 'array of string', enum: ['pan', 'vnir']},
];

function warnings(text: string): string[] {
  const parsed = parseCql2Text(text);
  if (!parsed.ok) assert.fail(parsed.error.message);
  return discoveryWarnings(parsed.value, queryables);
}

test('a filter on queryables with allowed values has no warnings', () => {
  assert.deepEqual(
    warnings(
      "eo:cloud_cover <= 20 AND platform IN ('orion-1') AND CASEI(constellation) = CASEI('Orion') AND A_CONTAINS(instruments, ('pan')) AND S_INTERSECTS(geometry, BBOX(0,0,1,1)) AND T_INTERSECTS(datetime, INTERVAL('2024-01-01','..'))",
    ),
    [],
  );
});

test('unknown properties, with a suggestion', () => {
  assert.deepEqual(warnings('cloud_cover < 10'), ['cloud_cover is not a queryable: the API answers 400. Did you mean eo:cloud_cover?']);
  assert.deepEqual(warnings('properties.datetime IS NULL'), ['properties.datetime is not a queryable: the API answers 400. Did you mean datetime?']);
  assert.match(warnings("T_INTERSECTS(when, DATE('2024-01-01'))")[0] ?? '', /^when is not a queryable/);
  assert.deepEqual(discoveryWarnings({op: '=', args: [{property: 'anything'}, 1]}, []), [], 'no queryables, no name check');
});

test('values outside an enum', () => {
  assert.deepEqual(warnings("platform = 'sat-7'"), ["'sat-7' is not a value of platform, which is one of 'orion-1', 'orion-2'."]);
  assert.equal(warnings("platform IN ('orion-1', 'x')").length, 1);
  assert.equal(warnings("A_CONTAINS(instruments, ('swir'))").length, 1);
});

test('what the API does not declare: ACCENTI, property-to-property, array misuse, a bare TRUE', () => {
  assert.match(warnings("ACCENTI(platform) = ACCENTI('orion-1')")[0] ?? '', /ACCENTI/);
  assert.match(warnings('eo:cloud_cover < view:off_nadir')[0] ?? '', /two properties/);
  assert.match(warnings("instruments LIKE 'vnir%'")[0] ?? '', /instruments is an array: use an array function/);
  assert.match(warnings('TRUE')[0] ?? '', /leave the filter out/);
});

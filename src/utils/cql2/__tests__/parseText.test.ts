import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isOpCall, parseCql2Text, type TextError} from '../index';
import {parse, triangle} from './fixtures';

function error(text: string): TextError {
  const result = parseCql2Text(text);
  if (result.ok) assert.fail(`expected an error for ${text}, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** Asserts the error is at the first occurrence of `at` in `text` (or at `at` when a number) and its message matches. */
function assertErrorAt(text: string, at: string | number, message: RegExp): void {
  const e = error(text);
  const offset = typeof at === 'number' ? at : text.indexOf(at);
  assert.ok(offset >= 0, `'${String(at)}' is in the text`);
  assert.equal(e.offset, offset, `offset of "${e.message}"`);
  assert.match(e.message, message);
}

const p = (name: string) => ({property: name});
const eq = (name: string, value: number) => ({op: '=', args: [p(name), value]});

test('precedence: AND binds tighter than OR', () => {
  assert.deepEqual(parse('a = 1 OR b = 2 AND c = 3'), {op: 'or', args: [eq('a', 1), {op: 'and', args: [eq('b', 2), eq('c', 3)]}]});
  assert.deepEqual(parse('a = 1 AND b = 2 OR c = 3'), {op: 'or', args: [{op: 'and', args: [eq('a', 1), eq('b', 2)]}, eq('c', 3)]});
});

test('precedence: NOT binds tighter than AND, parentheses override', () => {
  assert.deepEqual(parse('NOT a = 1 AND b = 2'), {op: 'and', args: [{op: 'not', args: [eq('a', 1)]}, eq('b', 2)]});
  assert.deepEqual(parse('NOT (a = 1 AND b = 2)'), {op: 'not', args: [{op: 'and', args: [eq('a', 1), eq('b', 2)]}]});
  assert.deepEqual(parse('(a = 1 OR b = 2) AND c = 3'), {op: 'and', args: [{op: 'or', args: [eq('a', 1), eq('b', 2)]}, eq('c', 3)]});
});

test('a run of one operator is one n-ary node; a parenthesized group stays nested', () => {
  assert.deepEqual(parse('a = 1 AND b = 2 AND c = 3'), {op: 'and', args: [eq('a', 1), eq('b', 2), eq('c', 3)]});
  assert.deepEqual(parse('(a = 1 AND b = 2) AND c = 3'), {op: 'and', args: [{op: 'and', args: [eq('a', 1), eq('b', 2)]}, eq('c', 3)]});
  assert.deepEqual(parse('((a = 1))'), eq('a', 1));
});

test('the AND of BETWEEN is not a boolean AND', () => {
  assert.deepEqual(parse('gsd BETWEEN 0.3 AND 0.6 AND a = 1'), {op: 'and', args: [{op: 'between', args: [p('gsd'), 0.3, 0.6]}, eq('a', 1)]});
});

test('keywords are case-insensitive; property names keep their case', () => {
  assert.deepEqual(parse("Platform in ('a') and not Gsd is null"), {
    op: 'and',
    args: [
      {op: 'in', args: [p('Platform'), ['a']]},
      {op: 'not', args: [{op: 'isNull', args: [p('Gsd')]}]},
    ],
  });
  assert.deepEqual(parse('s_intersects(geometry, bbox(0,0,1,1))'), {op: 's_intersects', args: [p('geometry'), {bbox: [0, 0, 1, 1]}]});
});

test('negated forms are not(positive predicate)', () => {
  assert.deepEqual(parse('x IS NOT NULL'), {op: 'not', args: [{op: 'isNull', args: [p('x')]}]});
  assert.deepEqual(parse('x NOT BETWEEN 1 AND 2'), {op: 'not', args: [{op: 'between', args: [p('x'), 1, 2]}]});
  assert.deepEqual(parse("x NOT LIKE 'a%'"), {op: 'not', args: [{op: 'like', args: [p('x'), 'a%']}]});
  assert.deepEqual(parse("x NOT IN ('a','b')"), {op: 'not', args: [{op: 'in', args: [p('x'), ['a', 'b']]}]});
});

test('literals: strings with quotes, numbers, booleans, instants', () => {
  assert.deepEqual(parse("title = 'it''s'"), {op: '=', args: [p('title'), "it's"]});
  assert.deepEqual(parse("title = ''"), {op: '=', args: [p('title'), '']});
  assert.deepEqual(parse('n >= -1.5e2'), {op: '>=', args: [p('n'), -150]});
  assert.deepEqual(parse('n < .5'), {op: '<', args: [p('n'), 0.5]});
  assert.deepEqual(parse('flag = TRUE'), {op: '=', args: [p('flag'), true]});
  assert.deepEqual(parse("d = DATE('2024-02-29')"), {op: '=', args: [p('d'), {date: '2024-02-29'}]});
  assert.deepEqual(parse('TRUE'), true);
  assert.deepEqual(parse('FALSE OR TRUE'), {op: 'or', args: [false, true]});
});

test('property names: bare with colons and dots, double-quoted, and keyword-like names', () => {
  assert.deepEqual(parse('eo:cloud_cover < 5'), {op: '<', args: [p('eo:cloud_cover'), 5]});
  assert.deepEqual(parse('proj.epsg = 4326'), {op: '=', args: [p('proj.epsg'), 4326]});
  assert.deepEqual(parse('"my property" = 1'), eq('my property', 1));
  assert.deepEqual(parse('"and" = 1'), eq('and', 1));
  assert.deepEqual(parse('date = 1'), eq('date', 1));
  assert.deepEqual(parse('a = b'), {op: '=', args: [p('a'), p('b')]});
});

test('spatial, temporal and array functions: text names are the JSON ops in upper case', () => {
  assert.deepEqual(parse('s_touches(geometry, POINT(1 2))'), {op: 's_touches', args: [{property: 'geometry'}, {type: 'Point', coordinates: [1, 2]}]});
  assert.deepEqual(parse("T_METBY(datetime, INTERVAL('2024-01-01','2024-02-01'))"), {
    op: 't_metBy',
    args: [{property: 'datetime'}, {interval: ['2024-01-01', '2024-02-01']}],
  });
  assert.deepEqual(parse("A_CONTAINS(instruments, ('pan'))"), {op: 'a_contains', args: [{property: 'instruments'}, ['pan']]});
  assert.deepEqual(parse("a_containedby(instruments, ('pan', 'vnir'))"), {op: 'a_containedBy', args: [{property: 'instruments'}, ['pan', 'vnir']]});
  assert.deepEqual(parse('A_EQUALS((), instruments)'), {op: 'a_equals', args: [[], {property: 'instruments'}]});
});

test('WKT: all supported geometry types; MULTIPOINT with or without inner parentheses', () => {
  const geometryOf = (wkt: string) => {
    const parsed = parse(`S_INTERSECTS(geometry, ${wkt})`);
    assert.ok(isOpCall(parsed) && parsed.op === 's_intersects');
    return parsed.args[1];
  };
  assert.deepEqual(geometryOf('POINT(1 2)'), {type: 'Point', coordinates: [1, 2]});
  assert.deepEqual(geometryOf('point z (1 2 3)'), {type: 'Point', coordinates: [1, 2, 3]});
  assert.deepEqual(geometryOf('LINESTRING(1 2, 3 4)'), {
    type: 'LineString',
    coordinates: [
      [1, 2],
      [3, 4],
    ],
  });
  assert.deepEqual(geometryOf('MULTIPOINT(1 2, 3 4)'), geometryOf('MULTIPOINT((1 2), (3 4))'));
  assert.deepEqual(geometryOf('POLYGON((0 0, 1 0, 1 1, 0 0))'), triangle);
  assert.deepEqual(geometryOf('MULTIPOLYGON(((0 0, 1 0, 1 1, 0 0)))'), {type: 'MultiPolygon', coordinates: [triangle.coordinates]});
});

test('error: unclosed parenthesis points at the (', () => {
  assertErrorAt('(a = 1 AND b = 2', '(', /Unclosed '\('/);
  assertErrorAt('a = 1 AND (b = 2 OR (c = 3)', '(b', /Unclosed '\('/);
  assertErrorAt('S_INTERSECTS(geometry, BBOX(0,0,1,1)', '(', /Unclosed '\(' after the S_INTERSECTS arguments/);
  assertErrorAt("x IN ('a','b'", '(', /Unclosed '\('.*IN list/);
});

test('error: a stray ) or extra token after a complete filter', () => {
  assertErrorAt('a = 1)', ')', /Unmatched '\)'/);
  assertErrorAt('a = 1 b = 2', 'b', /Expected AND, OR or the end/);
  assertErrorAt('(a = 1 b = 2)', 'b', /Expected AND, OR or '\)'/);
});

test('error: unknown operators, with hints', () => {
  assertErrorAt('a == 1', '==', /CQL2 writes equality as =/);
  assertErrorAt('a != 1', '!=', /<>/);
  assertErrorAt('a CONTAINS 1', 'CONTAINS', /Unknown operator 'CONTAINS'/);
  assertErrorAt('FOO(a) = 1', 'FOO', /Unknown function 'FOO': no custom functions are declared/);
  assertErrorAt('a = UPPER(b)', 'UPPER', /Unknown function 'UPPER'/);
  assertErrorAt('a ** 2 = 4', '**', /CQL2 writes a power as \^/);
  assertErrorAt("A_CONTAINED_BY(instruments, ('pan'))", 'A_CONTAINED_BY', /spells it A_CONTAINEDBY/);
  assertErrorAt("A_CONTAINS(instruments, 'pan')", "'pan'", /list of values in parentheses/);
  assertErrorAt('x = S_INTERSECTS(geometry, POINT(1 2))', 'S_INTERSECTS', /is a condition, not a value/);
  assertErrorAt('a IS 1', '1', /Expected NULL after IS/);
  assertErrorAt('a NOT = 1', '=', /Expected BETWEEN, LIKE or IN after NOT/);
});

test('error: unterminated strings and quoted names point at the opening quote', () => {
  assertErrorAt("platform = 'sat-7", "'", /Unterminated string/);
  assertErrorAt("a = 'x' AND b = 'it''s", "'it", /Unterminated string/);
  assertErrorAt('"eo:cloud_cover <= 20', '"', /Unterminated property name/);
});

test('error: missing operands', () => {
  const text = 'eo:cloud_cover <= ';
  assertErrorAt(text, text.length, /Expected a value after '<='.*ends here/);
  assertErrorAt('a = 1 AND', 9, /Expected a condition after AND/);
  assertErrorAt('a = 1 OR AND b = 2', 'AND', /Expected a condition after OR/);
  assertErrorAt('NOT', 3, /Expected a condition after NOT/);
  assertErrorAt('= 1', '=', /Expected a value, found '='/);
  assertErrorAt('eo:cloud_cover', 14, /Expected an operator after 'eo:cloud_cover'/);
  assertErrorAt('gsd BETWEEN 1 OR 2', 'OR', /Expected AND between the two BETWEEN bounds/);
  assertErrorAt('a = AND', 'AND', /Expected a value after '=', found AND/);
  assertErrorAt('x IN ()', ')', /at least one value/);
  assertErrorAt('()', ')', /Empty parentheses/);
  assertErrorAt('', 0, /empty/);
});

test('error: bad WKT and bbox', () => {
  assertErrorAt('S_INTERSECTS(geometry, POLYGON((0 0, 1 0, 1 1, 0 1)))', '(0 0', /must be closed.*\(0 0\)/);
  assertErrorAt('S_INTERSECTS(geometry, POLYGON((0 0, 1 0, 0 0)))', '(0 0', /at least 4 positions/);
  assertErrorAt('S_INTERSECTS(geometry, POINT(1))', ')', /latitude/);
  assertErrorAt('S_INTERSECTS(geometry, POINT(1, 2))', ', 2', /latitude/);
  assertErrorAt('S_INTERSECTS(geometry, POINT(41.9 200))', '41.9', /Latitude 200/);
  assertErrorAt('S_INTERSECTS(geometry, POINT(1 2 3 4))', '4', /at most 3/);
  assertErrorAt('S_INTERSECTS(geometry, LINESTRING(1 2))', '(1', /at least 2 positions/);
  assertErrorAt('S_INTERSECTS(geometry, CIRCLE(1 2))', 'CIRCLE', /Unknown function 'CIRCLE'/);
  assertErrorAt('S_INTERSECTS(geometry, BBOX(0,0,1))', 'BBOX', /4 numbers/);
  assertErrorAt('S_INTERSECTS(geometry, BBOX(0,5,1,1))', 'BBOX', /south/);
  assertErrorAt("S_INTERSECTS(geometry, 'POINT(1 2)')", "'", /argument 2 of S_INTERSECTS must be a geometry \(a property, a WKT geometry/);
  assertErrorAt('S_INTERSECTS(geometry POINT(1 2))', 'POINT', /Expected ',' or '\)' after the S_INTERSECTS arguments/);
});

test('error: bad instants and intervals', () => {
  assertErrorAt("datetime > TIMESTAMP('2024-01-01')", "'2024", /not a UTC timestamp/);
  assertErrorAt("datetime > TIMESTAMP('2024-01-01T00:00:00+02:00')", "'2024", /not a UTC timestamp/);
  assertErrorAt("d = DATE('2024-13-01')", "'2024", /not a date/);
  assertErrorAt("T_INTERSECTS(datetime, INTERVAL('2024','..'))", "'2024'", /not an interval end/);
  assertErrorAt("T_INTERSECTS(datetime, INTERVAL('..','..'))", 'INTERVAL', /at least one closed end/);
  assertErrorAt("T_INTERSECTS(datetime, '2024-01-01')", "'2024", /TIMESTAMP/);
  assertErrorAt("datetime = INTERVAL('2024-01-01','..')", 'INTERVAL', /Type mismatch: the right side of = must be .* not an interval/);
  assertErrorAt('instruments LIKE 5', '5', /the pattern of LIKE must be a string, not a number/);
});

test('errors carry 1-based line and column', () => {
  const e = error("eo:cloud_cover <= 20\nAND platform = 'sat-7");
  assert.deepEqual({line: e.line, column: e.column, offset: e.offset}, {line: 2, column: 16, offset: 36});
});

test('deep nesting is reported, not a stack overflow', () => {
  const deep = `${'('.repeat(5000)}a = 1${')'.repeat(5000)}`;
  assert.match(error(deep).message, /nested more than/);
  assert.match(error(`${'NOT '.repeat(5000)}a = 1`).message, /nested more than/);
});

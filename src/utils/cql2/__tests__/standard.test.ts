/**
 * CQL2 1.0 rules beyond the official examples: literals as the BNF writes
 * them, precise errors (with positions) for what the standard rejects, and
 * deep or long input reported instead of overflowing the stack.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cql2JsonToText, maxInputLength, parseCql2Text, validateCql2Json, type Expression, type FunctionDeclaration, type TextError} from '../index';

const functions: FunctionDeclaration[] = [{name: 'Buffer', arguments: [{type: ['geometry']}, {type: ['number']}, {type: ['string']}], returns: ['geometry']}];

function parse(text: string): Expression {
  const result = parseCql2Text(text, {functions});
  if (!result.ok) assert.fail(`${text}\n  → ${result.error.message} at column ${result.error.column}`);
  return result.value;
}

function errorAt(text: string, at: string, message: RegExp): TextError {
  const result = parseCql2Text(text, {functions});
  if (result.ok) assert.fail(`expected an error for ${text}, got ${JSON.stringify(result.value)}`);
  assert.equal(result.error.offset, text.indexOf(at), `offset of "${result.error.message}"`);
  assert.match(result.error.message, message);
  return result.error;
}

test("strings: '' and \\' both stand for a quote; another backslash is itself", () => {
  assert.deepEqual(parse("t = 'it''s'"), parse("t = 'it\\'s'"));
  assert.deepEqual(parse("t = 'it\\'s'"), {op: '=', args: [{property: 't'}, "it's"]});
  assert.deepEqual(parse("t = 'a\\b'"), {op: '=', args: [{property: 't'}, 'a\\b']});
  assert.deepEqual(cql2JsonToText({op: '=', args: [{property: 't'}, "it's"]}), {ok: true, value: "t = 'it''s'"});
  const unwritable = cql2JsonToText({op: '=', args: [{property: 't'}, 'ends with \\']});
  assert.ok(!unwritable.ok && /cannot be written in CQL2 text/.test(unwritable.error.message));
});

test('numbers: a leading + or - is part of a numeric literal; - before anything else is -1 *', () => {
  assert.deepEqual(parse('n = +5'), {op: '=', args: [{property: 'n'}, 5]});
  assert.deepEqual(parse('n = -5.5e1'), {op: '=', args: [{property: 'n'}, -55]});
  assert.deepEqual(parse('n = -m'), {op: '=', args: [{property: 'n'}, {op: '*', args: [-1, {property: 'm'}]}]});
  assert.deepEqual(parse('balance-150.0 > 0'), {op: '>', args: [{op: '-', args: [{property: 'balance'}, 150]}, 0]});
  errorAt('n = +m', '+', /leading '\+' is only allowed on a number/);
  errorAt('n = --5', '-5', /Two signs in a row/);
});

test('arithmetic: precedence, left associativity, DIV, %, ^', () => {
  const p = (name: string) => ({property: name});
  assert.deepEqual(parse('a = b - c - d'), {op: '=', args: [p('a'), {op: '-', args: [{op: '-', args: [p('b'), p('c')]}, p('d')]}]});
  assert.deepEqual(parse('a = b + c * d ^ 2'), {op: '=', args: [p('a'), {op: '+', args: [p('b'), {op: '*', args: [p('c'), {op: '^', args: [p('d'), 2]}]}]}]});
  assert.deepEqual(parse('1 = a div 2 % 3'), {op: '=', args: [1, {op: '%', args: [{op: 'div', args: [p('a'), 2]}, 3]}]});
  assert.deepEqual(parse('(a + 1) * 2 > b'), {op: '>', args: [{op: '*', args: [{op: '+', args: [p('a'), 1]}, 2]}, p('b')]});
});

test('GEOMETRYCOLLECTION in text and GeometryCollection in JSON', () => {
  const json = {
    op: 's_intersects',
    args: [
      {property: 'geometry'},
      {
        type: 'GeometryCollection',
        geometries: [
          {type: 'Point', coordinates: [1, 2]},
          {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(parse('S_INTERSECTS(geometry, GEOMETRYCOLLECTION(POINT(1 2), LINESTRING(0 0, 1 1)))'), json);
  const text = cql2JsonToText(json);
  assert.ok(text.ok);
  assert.deepEqual(parse(text.value), json);
  errorAt(
    'S_INTERSECTS(geometry, GEOMETRYCOLLECTION(GEOMETRYCOLLECTION(POINT(1 2))))',
    'GEOMETRYCOLLECTION(POINT',
    /cannot contain another GEOMETRYCOLLECTION/,
  );
});

test('declared functions: called by name, any letter case; unknown names and wrong arity are errors with positions', () => {
  assert.deepEqual(parse("S_WITHIN(road, Buffer(geometry, 10, 'm'))"), {
    op: 's_within',
    args: [{property: 'road'}, {op: 'Buffer', args: [{property: 'geometry'}, 10, 'm']}],
  });
  errorAt(
    "S_WITHIN(road, Bufer(geometry, 10, 'm'))",
    'Bufer',
    /Unknown function 'Bufer': the declared functions are Buffer\(geometry, number, string\) → geometry/,
  );
  errorAt('S_WITHIN(road, Buffer(geometry, 10))', 'Buffer', /Buffer takes 3 arguments, not 2/);
  errorAt('S_INTERSECTS(geometry)', 'S_INTERSECTS', /S_INTERSECTS takes 2 arguments, not 1/);
  errorAt("CASEI(a, b) = 'x'", 'CASEI', /CASEI takes 1 argument, not 2/);
});

test('type mismatches are errors at the offending operand', () => {
  errorAt(
    "S_WITHIN(road, Buffer(geometry, 'ten', 'm'))",
    "'ten'",
    /argument 2 of Buffer \(Buffer\(geometry, number, string\) → geometry\) must be a number, not a string/,
  );
  errorAt('S_INTERSECTS(geometry, 5)', '5', /argument 2 of S_INTERSECTS must be a geometry/);
  errorAt("eo:cloud_cover = 'x' + 1", "'x'", /the left operand of \+ must be a number, not a string/);
  errorAt("n = 1 AND 'a' = 2", '2', /cannot compare a string with a number/);
  errorAt("x IN (1, 'b')", "'b'", /cannot compare a number with a string/);
  errorAt("gsd BETWEEN 'a' AND 2", "'a'", /the lower bound of BETWEEN must be a number/);
  errorAt('A_CONTAINS(instruments, 5)', '5', /must be an array/);
  errorAt('T_AFTER(datetime, POINT(1 2))', 'POINT', /must be an instant or an interval/);
  errorAt("CASEI(5) = 'a'", '5', /argument 1 of CASEI must be a string/);
  const bare = parseCql2Text('eo:cloud_cover');
  assert.ok(!bare.ok && bare.error.offset === 14 && /Expected an operator after 'eo:cloud_cover'/.test(bare.error.message));
  errorAt('n = 1 AND (m + 1)', '(m', /A property alone is not a condition|returns a number, not a condition/);
});

test('dates and timestamps must be days of the calendar', () => {
  errorAt("updated = DATE('2023-02-30')", "'2023-02-30'", /'2023-02-30' is not a day of the calendar: 2023-02 has 28 days/);
  errorAt("updated = DATE('2023-04-31')", "'2023", /2023-04 has 30 days/);
  errorAt("updated = TIMESTAMP('2023-02-29T00:00:00Z')", "'2023", /2023-02 has 28 days/);
  errorAt("T_DURING(datetime, INTERVAL('2023-02-30', '..'))", "'2023", /not a day of the calendar/);
  assert.ok(parseCql2Text("updated = DATE('2024-02-29')").ok, '2024 is a leap year');
  assert.ok(parseCql2Text("updated = DATE('2000-02-29')").ok, '2000 is a leap year');
  assert.ok(!parseCql2Text("updated = DATE('1900-02-29')").ok, '1900 is not');
  const json = validateCql2Json({op: '=', args: [{property: 'updated'}, {date: '2023-02-30'}]});
  assert.ok(!json.ok && json.error.path === '/args/1/date' && /not a day of the calendar/.test(json.error.message));
});

test('deep input is an error, not a stack overflow: 2,000 NOTs, 5,000 parentheses, a long arithmetic chain', () => {
  const nots = parseCql2Text(`${'NOT '.repeat(2000)}a = 1`);
  assert.ok(!nots.ok && /nested more than 256 levels deep/.test(nots.error.message));
  assert.equal(nots.ok ? -1 : nots.error.offset, 1024, 'at the NOT that goes one level too deep');
  const parens = parseCql2Text(`${'('.repeat(5000)}a = 1${')'.repeat(5000)}`);
  assert.ok(!parens.ok && /nested more than/.test(parens.error.message));
  const chain = parseCql2Text(`a = ${Array.from({length: 5000}, () => '1').join(' + ')}`);
  assert.ok(!chain.ok && /nested more than/.test(chain.error.message));
  const json = validateCql2Json(JSON.parse(`${'{"op":"not","args":['.repeat(2000)}true${']}'.repeat(2000)}`));
  assert.ok(!json.ok && /nested more than/.test(json.error.message));
});

test('a sum of 200 terms (199 levels of arithmetic in JSON) parses and converts both ways', () => {
  const text = `a = ${Array.from({length: 200}, (_, i) => String(i + 1)).join(' + ')}`;
  const parsed = parseCql2Text(text);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
  const again = validateCql2Json(JSON.parse(JSON.stringify(parsed.value)));
  assert.ok(again.ok, again.ok ? '' : again.error.message);
  const back = cql2JsonToText(parsed.value);
  assert.ok(back.ok && parseCql2Text(back.value).ok, 'JSON → text → JSON');
});

test(`input longer than ${maxInputLength} characters is an error; a long flat filter below it parses`, () => {
  const long = parseCql2Text(`a = '${'x'.repeat(100_000)}'`);
  assert.ok(!long.ok && /characters long: the limit is 50,000/.test(long.error.message));
  const flat = Array.from({length: 2000}, (_, i) => `p${i} = ${i}`).join(' AND ');
  assert.ok(flat.length < maxInputLength);
  const parsed = parseCql2Text(flat);
  assert.ok(parsed.ok && typeof parsed.value === 'object' && 'args' in parsed.value && parsed.value.args.length === 2000);
});

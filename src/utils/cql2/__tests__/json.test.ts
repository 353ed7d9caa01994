import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cql2JsonToText, formatJson, offsetOfPointer, parseJsonSource, validateCql2Json, type JsonError} from '../index';
import {pointer, pointerKeys} from '../pointer';
import {triangle} from './fixtures';

function jsonError(value: unknown): JsonError {
  const result = validateCql2Json(value);
  if (result.ok) assert.fail(`expected an error for ${JSON.stringify(value)}`);
  return result.error;
}

function assertJsonError(value: unknown, path: string, message: RegExp): void {
  const e = jsonError(value);
  assert.equal(e.path, path, e.message);
  assert.match(e.message, message);
}

const cc = {property: 'eo:cloud_cover'};

test('draft CASEI encodings are read and written back as CQL2 1.0 ops', () => {
  const v1 = {
    op: '=',
    args: [
      {op: 'casei', args: [{property: 'constellation'}]},
      {op: 'casei', args: ['Orion']},
    ],
  };
  for (const draft of [
    {
      op: '=',
      args: [
        {function: 'casei', args: [{property: 'constellation'}]},
        {function: 'casei', args: ['Orion']},
      ],
    },
    {op: '=', args: [{function: {name: 'casei', args: [{property: 'constellation'}]}}, {function: {name: 'CASEI', args: ['Orion']}}]},
  ]) {
    assert.deepEqual(validateCql2Json(draft), {ok: true, value: v1});
  }
  assert.deepEqual(cql2JsonToText(v1), {ok: true, value: "CASEI(constellation) = CASEI('Orion')"});
});

test('shape errors point at the offending value with a JSON Pointer', () => {
  assertJsonError({op: 'eq', args: [cc, 1]}, '/op', /Unknown operator "eq": CQL2 JSON writes it "="/);
  assertJsonError({op: 'AND', args: [true, true]}, '/op', /writes it "and"/);
  assertJsonError({op: 'frobnicate', args: []}, '/op', /Unknown function "frobnicate": no custom functions are declared$/);
  assertJsonError({op: '<=', args: [cc]}, '/args', /takes 2 arguments, not 1/);
  assertJsonError({op: 'and', args: [true]}, '/args', /at least 2/);
  assertJsonError({op: '<=', arg: [cc, 1]}, '/arg', /Unexpected member "arg"/);
  assertJsonError(
    {
      op: 'and',
      args: [
        {op: '<=', args: [cc, 1]},
        {op: '>', args: [{property: 5}, 1]},
      ],
    },
    '/args/1/args/0/property',
    /must be a string/,
  );
  assertJsonError({op: 'and', args: [true, 'x']}, '/args/1', /Expected a condition/);
  assertJsonError({op: '=', args: [cc, [1]]}, '/args/1', /the right side of = must be a string, a number, a boolean or an instant, not an array/);
  assertJsonError({op: '=', args: [cc, null]}, '/args/1', /not null/);
  assertJsonError({op: 'in', args: [cc, 1]}, '/args/1', /\[value, \[list of values\]\]/);
  assertJsonError({op: 'between', args: [cc, [1, 2]]}, '/args', /takes 3 arguments/);
  assertJsonError({op: 'between', args: [cc, [1, 2], 3]}, '/args/1', /3 flat arguments/);
  assertJsonError({op: 'like', args: [cc, 5]}, '/args/1', /the pattern of LIKE must be a string, not a number/);
  assertJsonError({op: 'casei', args: ['x']}, '/op', /"casei" returns a string, not a condition/);
  assertJsonError({op: 't_metby', args: [cc, cc]}, '/op', /writes it "t_metBy"/);
  assertJsonError({op: 'a_contained_by', args: [cc, []]}, '/op', /writes it "a_containedBy"/);
  assertJsonError({op: 'a_contains', args: [{property: 'instruments'}, 'pan']}, '/args/1', /property or an array of values/);
  assertJsonError({op: 'a_contains', args: [{property: 'instruments'}, ['pan', {op: 'and'}]]}, '/args/1/1/op', /is a condition, not a value/);
  assertJsonError({op: '=', args: [{op: 'upper', args: ['x']}, 'X']}, '/args/0/op', /Unknown function "upper": no custom functions are declared/);
  assertJsonError({op: '=', args: [{function: 'upper', args: ['x']}, 'X']}, '/args/0/function', /Unknown function "upper"/);
  assertJsonError(42, '', /Expected a condition/);
});

test('literal errors use the same checks as CQL2 text', () => {
  const ring = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  assertJsonError({op: 's_intersects', args: [{property: 'geometry'}, {type: 'Polygon', coordinates: [ring]}]}, '/args/1/coordinates/0', /must be closed/);
  assertJsonError({op: 's_intersects', args: [{property: 'geometry'}, {type: 'Point', coordinates: [1, 95]}]}, '/args/1/coordinates', /Latitude 95/);
  assertJsonError({op: 's_intersects', args: [{property: 'geometry'}, {type: 'Point', coordinates: [1, '2']}]}, '/args/1/coordinates/1', /Expected a number/);
  assertJsonError(
    {op: 's_intersects', args: [{property: 'geometry'}, {type: 'Circle', coordinates: [1, 2]}]},
    '/args/1/type',
    /Unsupported geometry type "Circle"/,
  );
  assertJsonError({op: 's_intersects', args: [{property: 'geometry'}, {bbox: [0, 0, 1]}]}, '/args/1/bbox', /4 numbers/);
  assertJsonError({op: 't_intersects', args: [{property: 'datetime'}, {interval: ['2024-01-01', 'soon']}]}, '/args/1/interval/1', /not an interval end/);
  assertJsonError({op: 't_intersects', args: [{property: 'datetime'}, {interval: ['..', '..']}]}, '/args/1/interval', /closed end/);
  assertJsonError(
    {op: 't_intersects', args: [{property: 'datetime'}, '2024-01-01']},
    '/args/1',
    /must be an instant or an interval \(a property, \{"timestamp"\}, \{"date"\} or \{"interval"\}: a bare string is not an instant\)/,
  );
  assertJsonError({op: '>', args: [{property: 'datetime'}, {timestamp: '2024-01-01'}]}, '/args/1/timestamp', /not a UTC timestamp/);
  assertJsonError({op: '>', args: [{property: 'a/b~c'}, {date: 'x'}]}, '/args/1/date', /not a date/);
});

test('JSON Pointer segments are escaped (RFC 6901)', () => {
  assertJsonError({op: '=', args: [{property: 'x', 'a/b~c': 1}, 1]}, '/args/0/a~1b~0c', /Unexpected member/);
  // Unescaping gives the keys back, '~01' included (it is '~1', not '/').
  assert.deepEqual(pointerKeys(pointer(pointer('', 'args'), 'a/b~c~1')), ['args', 'a/b~c~1']);
  assert.deepEqual(pointerKeys(''), []);
});

test('JSON source: values are located by pointer', () => {
  const text = '{\n  "op": "<=",\n  "args": [{"property": "eo:cloud_cover"}, 20]\n}';
  const source = parseJsonSource(text);
  assert.ok(source.ok);
  assert.deepEqual(source.value.value, {op: '<=', args: [{property: 'eo:cloud_cover'}, 20]});
  assert.equal(offsetOfPointer(source.value, '/op'), text.indexOf('"<="'));
  assert.equal(offsetOfPointer(source.value, '/args/1'), text.indexOf('20'));
  assert.equal(offsetOfPointer(source.value, '/args/0/property'), text.indexOf('"eo:'));
  // A missing member is reported at the closest value that exists.
  assert.equal(offsetOfPointer(source.value, '/args/0/nothing/here'), text.indexOf('{"property"'));
});

test('JSON source: syntax errors have positions', () => {
  const cases: Array<[string, string | number, RegExp]> = [
    ['{"op": "=", "args": [1, 2}', '}', /Expected ',' or '\]'/],
    ['{"op": "=", "args": [1, 2],}', '}', /Trailing comma/],
    ['{"op": \'=\'}', "'", /double quotes/],
    ['{"op": "=', '"=', /Unterminated string/],
    ['{"op": "=", "args": [1, 2]', 0, /Unclosed '\{'/],
    ['{"op" "="}', '"="', /Expected ':'/],
    ['{op: "="}', 'op', /member name in double quotes/],
    ['{} x', 'x', /after the end/],
    ['', 0, /input ends here/],
    ['{"op": {}', 0, /Unclosed '\{'/],
    ['{"op": "a\\qb"}', '\\q', /Invalid escape '\\q'/],
    ['{"op": "a\\u12"}', '\\u', /Invalid \\u escape/],
    ['{"op": "a\tb"}', '\t', /Control character/],
    ['{"op": "a\nb"}', '"a', /Unterminated string: add a closing " before the end of the line/],
    ['{"args": [1.]}', '1.', /Incomplete number '1\.'/],
    ['{"op": True}', 'True', /Unexpected 'True': expected a value/],
    ['// filter\n{}', '//', /comments/],
    ['['.repeat(200_000), 200, /nested too deeply/],
  ];
  for (const [text, at, message] of cases) {
    const result = parseJsonSource(text);
    assert.ok(!result.ok, text);
    assert.equal(result.error.offset, typeof at === 'number' ? at : text.indexOf(at), `${text}: ${result.error.message}`);
    assert.match(result.error.message, message);
  }
  const accepted = '{"s": "a\\"b\\u00e9\\n", "n": -1.5e3, "t": true, "f": false, "z": null, "a": []}';
  const parsed = parseJsonSource(accepted);
  assert.ok(parsed.ok);
  assert.deepEqual(parsed.value.value, JSON.parse(accepted));
});

test('JSON source: accepts what JSON.parse accepts, with the same value', () => {
  const texts = [
    '{"a": 1, "a": {"b": 2}}',
    '{"__proto__": {"x": 1}}',
    '[-0, 0.5, 1E+2, 1e-2, 1e400, "\\ud800", "\u2028", "\u007f"]',
    ' \r\n\t{"a/b~c": []} ',
    '[01]',
    '[.5]',
    '[+1]',
    '[1.]',
    '["\\x"]',
    '{"a": 1,}',
    '[1,]',
    '\u00a0[]',
    '\ufeff[]',
    '[NaN]',
    '"a',
    '/* */ []',
  ];
  for (const text of texts) {
    const result = parseJsonSource(text);
    let expected: unknown;
    try {
      expected = JSON.parse(text);
    } catch {
      assert.ok(!result.ok, `${text}: JSON.parse rejects it`);
      continue;
    }
    assert.ok(result.ok, `${text}: JSON.parse accepts it`);
    assert.deepEqual(result.value.value, expected, text);
  }
  // A repeated key keeps its last value, and is located there.
  const repeated = '{"a": 1, "a": 2}';
  const source = parseJsonSource(repeated);
  assert.ok(source.ok);
  assert.equal(offsetOfPointer(source.value, '/a'), repeated.indexOf('2'));
});

test('formatJson keeps values up to three levels deep on one line when they fit', () => {
  assert.equal(formatJson({op: '<=', args: [{property: 'gsd'}, 0.5]}), '{"op": "<=", "args": [{"property": "gsd"}, 0.5]}');
  assert.equal(formatJson({a: []}), '{"a": []}');
  assert.equal(formatJson(['x'.repeat(90)]), `[\n  "${'x'.repeat(90)}"\n]`);
  assert.equal(
    formatJson({op: 's_intersects', args: [{property: 'geometry'}, triangle]}),
    [
      '{',
      '  "op": "s_intersects",',
      '  "args": [',
      '    {"property": "geometry"},',
      '    {',
      '      "type": "Polygon",',
      '      "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]',
      '    }',
      '  ]',
      '}',
    ].join('\n'),
  );
  const value = {op: 'in', args: [{property: 'p'}, ['a', 'b']], nested: {a: [1, 2, {b: null}]}};
  assert.deepEqual(JSON.parse(formatJson(value)), value);
});

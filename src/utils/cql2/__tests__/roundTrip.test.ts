import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cql2JsonToText} from '../index';
import {parse} from './fixtures';

function toText(json: unknown): string {
  const result = cql2JsonToText(json);
  if (!result.ok) assert.fail(`${JSON.stringify(json)}\n  → ${result.error.message} at ${result.error.path}`);
  return result.value;
}

/** The cheat-sheet of DOMAIN.md §4, row by row: [purpose, CQL2 text, CQL2 JSON]. */
const cheatSheet: ReadonlyArray<[string, string, string]> = [
  ['comparison', 'view:off_nadir <= 20', '{"op":"<=","args":[{"property":"view:off_nadir"},20]}'],
  [
    'AND / OR / NOT',
    "platform = 'sat-7' AND NOT (eo:cloud_cover > 30)",
    '{"op":"and","args":[{"op":"=","args":[{"property":"platform"},"sat-7"]},{"op":"not","args":[{"op":">","args":[{"property":"eo:cloud_cover"},30]}]}]}',
  ],
  ['IS NULL', 'view:sun_elevation IS NULL', '{"op":"isNull","args":[{"property":"view:sun_elevation"}]}'],
  ['BETWEEN', 'gsd BETWEEN 0.3 AND 0.6', '{"op":"between","args":[{"property":"gsd"},0.3,0.6]}'],
  ['LIKE', "instruments LIKE 'vnir%'", '{"op":"like","args":[{"property":"instruments"},"vnir%"]}'],
  ['IN', "platform IN ('sat-7','sat-9')", '{"op":"in","args":[{"property":"platform"},["sat-7","sat-9"]]}'],
  [
    'spatial',
    'S_INTERSECTS(geometry, POLYGON((12.40 41.85,12.55 41.85,12.55 41.95,12.40 41.95,12.40 41.85)))',
    '{"op":"s_intersects","args":[{"property":"geometry"},{"type":"Polygon","coordinates":[[[12.40,41.85],[12.55,41.85],[12.55,41.95],[12.40,41.95],[12.40,41.85]]]}]}',
  ],
  [
    'spatial bbox',
    'S_INTERSECTS(geometry, BBOX(12.4,41.85,12.55,41.95))',
    '{"op":"s_intersects","args":[{"property":"geometry"},{"bbox":[12.4,41.85,12.55,41.95]}]}',
  ],
  [
    'temporal',
    "T_INTERSECTS(datetime, INTERVAL('2024-03-01T00:00:00Z','2024-03-31T23:59:59Z'))",
    '{"op":"t_intersects","args":[{"property":"datetime"},{"interval":["2024-03-01T00:00:00Z","2024-03-31T23:59:59Z"]}]}',
  ],
  ['timestamp compare', "datetime >= TIMESTAMP('2024-01-01T00:00:00Z')", '{"op":">=","args":[{"property":"datetime"},{"timestamp":"2024-01-01T00:00:00Z"}]}'],
  [
    'case-insensitive',
    "CASEI(constellation) = CASEI('Orion')",
    '{"op":"=","args":[{"function":"casei","args":[{"property":"constellation"}]},{"function":"casei","args":["Orion"]}]}',
  ],
];

/** DOMAIN.md writes CASEI in a draft encoding; CQL2 1.0.0 writes it as an op (see ../types.ts). */
const cql2v1 = (json: string) => JSON.parse(json.replace(/"function":"(casei|accenti)"/g, '"op":"$1"')) as unknown;

for (const [purpose, text, json] of cheatSheet) {
  test(`cheat-sheet ${purpose}: text → JSON`, () => {
    assert.deepEqual(parse(text), cql2v1(json));
  });

  test(`cheat-sheet ${purpose}: JSON → text → JSON`, () => {
    const written = toText(JSON.parse(json));
    assert.deepEqual(parse(written), cql2v1(json));
    // Same text as the cheat-sheet, but for trailing zeros that JSON numbers do not keep.
    assert.equal(written, text.replace(/(\.\d*?)0+\b/g, '$1'));
  });
}

/** Text → JSON → text → JSON: the JSON is stable and the second text equals the first written text. */
const expressions = [
  'eo:cloud_cover < 10',
  'eo:cloud_cover <> 0 AND gsd >= 0.5 AND view:off_nadir > 1.5e1',
  "a = 1 OR b = 2 AND c = 'x'",
  "(a = 1 OR b = 2) AND c = 'x'",
  'NOT NOT a = TRUE',
  'x IS NOT NULL',
  'x NOT BETWEEN -5 AND 5.25',
  "x NOT LIKE 'it''s%'",
  "platform NOT IN ('sat-7', 'sat-9', 'sat-11')",
  'count IN (1, 2, 3)',
  '"eo:cloud_cover" <= 20 AND "properties with space" = FALSE',
  '"in" = 1',
  "ACCENTI(CASEI(title)) LIKE ACCENTI(CASEI('%são paulo%'))",
  "updated > DATE('2024-02-29')",
  'S_WITHIN(geometry, POINT(12.5 41.9))',
  'S_CONTAINS(geometry, LINESTRING(12.4 41.85, 12.55 41.95))',
  'S_DISJOINT(geometry, MULTIPOLYGON(((0 0,1 0,1 1,0 1,0 0)),((2 2,3 2,3 3,2 3,2 2),(2.2 2.2,2.8 2.2,2.8 2.8,2.2 2.2))))',
  'S_INTERSECTS(geometry, MULTIPOINT((1 2),(3 4)))',
  'S_INTERSECTS(geometry, MULTILINESTRING((1 2,3 4),(5 6,7 8)))',
  'S_INTERSECTS(geometry, POINT Z(12.5 41.9 120))',
  'S_INTERSECTS(geometry, BBOX(-10,-5,10,5,0,100))',
  "T_BEFORE(datetime, TIMESTAMP('2024-01-01T00:00:00.5Z'))",
  "T_AFTER(datetime, DATE('2023-12-31'))",
  "T_DURING(datetime, INTERVAL('2024-01-01','..'))",
  "T_INTERSECTS(datetime, INTERVAL('..','2024-06-30T23:59:59Z'))",
  'T_INTERSECTS(start_datetime, INTERVAL(start_datetime, end_datetime))',
  'NOT S_INTERSECTS(geometry, BBOX(0,0,1,1)) OR (TRUE AND FALSE)',
  'TRUE',
  'S_TOUCHES(geometry, LINESTRING(0 0,1 1)) OR S_CROSSES(geometry, LINESTRING(0 0,1 1)) OR S_EQUALS(geometry, POINT(0 0)) OR S_OVERLAPS(geometry, BBOX(0,0,1,1))',
  "T_METBY(datetime, INTERVAL('2024-01-01','2024-02-01')) OR T_OVERLAPPEDBY(datetime, INTERVAL('2024-01-01','..'))",
  "T_STARTEDBY(datetime, INTERVAL('2024-01-01','2024-02-01')) AND NOT T_FINISHEDBY(datetime, INTERVAL('2024-01-01','2024-02-01'))",
  "T_EQUALS(datetime, TIMESTAMP('2024-01-01T10:00:00Z')) OR T_MEETS(datetime, DATE('2024-01-01'))",
  "A_CONTAINS(instruments, ('pan')) AND A_CONTAINEDBY(instruments, ('pan','vnir'))",
  "A_EQUALS(instruments, ()) OR A_OVERLAPS(('vnir',1,TRUE), instruments)",
];

for (const text of expressions) {
  test(`round trip: ${text}`, () => {
    const json1 = parse(text);
    const text2 = toText(json1);
    const json2 = parse(text2);
    assert.deepEqual(json2, json1, `second JSON differs; written text: ${text2}`);
    assert.equal(toText(json2), text2, 'the written text is stable');
    // JSON survives serialization as JSON, too.
    assert.deepEqual(parse(toText(JSON.parse(JSON.stringify(json1)))), json1);
  });
}

test('JSON → text → JSON keeps nested groups that text would flatten', () => {
  const json = {
    op: 'and',
    args: [
      {op: 'and', args: [true, false]},
      {op: 'or', args: [{op: 'or', args: [true, true]}, false]},
    ],
  };
  const text = toText(json);
  assert.equal(text, '(TRUE AND FALSE) AND ((TRUE OR TRUE) OR FALSE)');
  assert.deepEqual(parse(text), json);
});

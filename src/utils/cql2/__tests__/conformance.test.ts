/**
 * Every example of the OGC CQL2 1.0 standard (its text/JSON pairs, read from
 * the official copy in the conformance folder, see scripts/lib/conformance.ts):
 * the text parses, its JSON is the standard's JSON, the standard's JSON is
 * valid and converts to text that parses back to it, and text → JSON → text
 * is stable.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {conformanceDir} from '../../../../scripts/lib/conformance';
import {
  classesUsed,
  cql2JsonToText,
  parseCql2Expression,
  parseCql2Text,
  validateCql2Json,
  type Cql2Class,
  type Expression,
  type FunctionDeclaration,
} from '../index';

const examplesDir = path.join(conformanceDir(), 'cql2-examples');
const textFiles = fs
  .readdirSync(path.join(examplesDir, 'text'))
  .filter((f) => f.endsWith('.txt'))
  .sort();

/** The functions the standard's examples call, declared as a server would in /functions. */
const functions: FunctionDeclaration[] = [
  {name: 'avg', arguments: [{type: ['number']}], returns: ['number']},
  {name: 'Buffer', arguments: [{type: ['geometry']}, {type: ['number']}, {type: ['string']}], returns: ['geometry']},
  {name: 'Foo', arguments: [{type: ['geometry']}], returns: ['boolean']},
  {name: 'Bar', arguments: [{type: ['geometry']}, {type: ['number']}, {type: ['string']}, {type: ['string']}, {type: ['boolean']}], returns: ['boolean']},
];

/** Clause 6.1 shows a function call on its own: a value expression, not a filter. */
const expressions = new Set(['clause6_01']);

/** Same instant, same JSON: `…:00.000000Z` and `…:00Z` are one timestamp. */
function normalize(value: unknown): unknown {
  if (typeof value === 'string') return /^\d{4}-\d\d-\d\dT[\d:]+\.\d+Z$/.test(value) ? value.replace(/\.?0+Z$/, 'Z') : value;
  if (Array.isArray(value)) return value.map(normalize);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v)]));
  return value;
}

test('the conformance folder holds the 120 text and 109 JSON examples', () => {
  assert.equal(textFiles.length, 120);
  assert.equal(fs.readdirSync(path.join(examplesDir, 'json')).filter((f) => f.endsWith('.json')).length, 109);
});

for (const file of textFiles) {
  const name = file.replace(/\.txt$/, '');
  const base = name.replace(/-alt\d+$/, '');
  const expression = expressions.has(base);
  const options = {functions, expression};
  const parse = (text: string): Expression => {
    const result = expression ? parseCql2Expression(text, {functions}) : parseCql2Text(text, {functions});
    if (!result.ok) assert.fail(`${name}: ${text}\n  → ${result.error.message} at line ${result.error.line}, column ${result.error.column}`);
    return result.value;
  };

  test(`OGC example ${name}: text → JSON is the standard's JSON, both ways`, () => {
    const text = fs.readFileSync(path.join(examplesDir, 'text', file), 'utf8');
    const official: unknown = JSON.parse(fs.readFileSync(path.join(examplesDir, 'json', `${base}.json`), 'utf8'));

    const checked = validateCql2Json(official, options);
    if (!checked.ok) assert.fail(`${base}.json: ${checked.error.message} at ${checked.error.path}`);
    assert.deepEqual(normalize(checked.value), normalize(official), 'the validator keeps the standard JSON as it is');

    const fromText = parse(text);
    assert.deepEqual(normalize(fromText), normalize(official), 'text → JSON');

    const written = cql2JsonToText(official, options);
    if (!written.ok) assert.fail(written.error.message);
    assert.deepEqual(normalize(parse(written.value)), normalize(official), `JSON → text → JSON; text: ${written.value}`);

    const again = cql2JsonToText(fromText, options);
    assert.ok(again.ok);
    assert.deepEqual(parse(again.value), fromText, 'text → JSON → text → JSON is stable');
  });
}

/** One official example per conformance class (each class of CQL2 1.0 is exercised above; here: it is recognized). */
const classExamples: ReadonlyArray<[string, Cql2Class]> = [
  ['example09', 'basic-cql2'],
  ['clause7_01', 'advanced-comparison-operators'],
  ['clause7_04', 'case-insensitive-comparison'],
  ['clause7_05', 'accent-insensitive-comparison'],
  ['clause7_07', 'basic-spatial-functions'],
  ['example24', 'basic-spatial-functions-plus'],
  ['clause7_10', 'spatial-functions'],
  ['example84', 'spatial-functions'],
  ['clause7_12', 'temporal-functions'],
  ['clause7_15', 'array-functions'],
  ['clause7_19', 'property-property'],
  ['clause7_18', 'functions'],
  ['example85', 'arithmetic'],
];

for (const [name, cls] of classExamples) {
  test(`OGC example ${name} is recognized as using ${cls}`, () => {
    const official: unknown = JSON.parse(fs.readFileSync(path.join(examplesDir, 'json', `${name}.json`), 'utf8'));
    const checked = validateCql2Json(official, {functions});
    assert.ok(checked.ok);
    assert.ok(classesUsed(checked.value).includes(cls), `${name}: ${classesUsed(checked.value).join(', ')}`);
  });
}

test('a filter in basic CQL2 uses no other class', () => {
  const parsed = parseCql2Text("floors > 5 AND owner = 'Jones'");
  assert.ok(parsed.ok);
  assert.deepEqual(classesUsed(parsed.value), ['basic-cql2']);
});

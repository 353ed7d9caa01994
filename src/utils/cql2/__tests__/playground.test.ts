import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {extractQueryables} from '../../../../plugins/discovery-queryables/extract';
import {cql2Examples} from '../../../data/cql2Examples';
import {discoveryWarnings} from '../discovery';
import {parseCql2Text, type BooleanExpression} from '../index';
import {caretExcerpt, fromJson, fromText, initialState, insertName, searchRequestBody} from '../playground';

test('every example filter parses', () => {
  for (const example of cql2Examples) {
    const result = parseCql2Text(example.text);
    assert.ok(result.ok, `${example.id}: ${result.ok ? '' : result.error.message}`);
  }
  assert.equal(new Set(cql2Examples.map((e) => e.id)).size, cql2Examples.length, 'example ids are unique');
});

const specFile = path.resolve(import.meta.dirname, '../../../../openapi/discovery.yaml');

test('every example filter passes the checks against the discovery queryables', async () => {
  const queryables = await extractQueryables(parse(fs.readFileSync(specFile, 'utf8')), 'openapi/discovery.yaml');
  for (const example of cql2Examples) {
    const result = parseCql2Text(example.text);
    assert.ok(result.ok);
    assert.deepEqual(discoveryWarnings(result.value, queryables), [], example.id);
  }
});

test('valid text updates the JSON and the filter', () => {
  const state = initialState('eo:cloud_cover <= 20');
  assert.deepEqual(state.filter, {op: '<=', args: [{property: 'eo:cloud_cover'}, 20]});
  assert.deepEqual(JSON.parse(state.json), state.filter);
  assert.equal(state.textError, null);
});

test('invalid text keeps the last valid JSON and reports where', () => {
  const good = initialState('eo:cloud_cover <= 20');
  const bad = fromText(good, 'eo:cloud_cover <= ');
  assert.equal(bad.text, 'eo:cloud_cover <= ');
  assert.equal(bad.json, good.json);
  assert.deepEqual(bad.filter, good.filter);
  assert.equal(bad.textError?.offset, 18);
});

test('valid JSON updates the text; shape errors are located in the JSON editor', () => {
  const good = initialState('eo:cloud_cover <= 20');
  const edited = fromJson(good, good.json.replace('20', '35'));
  assert.equal(edited.text, 'eo:cloud_cover <= 35');
  assert.equal(edited.jsonError, null);

  const json = '{\n  "op": "<=",\n  "args": [{"property": "eo:cloud_cover"}, "x", 3]\n}';
  const bad = fromJson(edited, json);
  assert.equal(bad.text, 'eo:cloud_cover <= 35', 'text keeps the last valid filter');
  assert.equal(bad.jsonError?.path, '/args');
  assert.equal(bad.jsonError?.offset, json.indexOf('[{'));
  assert.equal(bad.jsonError?.line, 3);

  const syntax = fromJson(edited, '{"op": "<=", "args": [');
  assert.match(syntax.jsonError?.message ?? '', /Unclosed|ends here/);
  assert.equal(syntax.jsonError?.path, undefined);
});

test('fixing one editor clears the error shown in the other', () => {
  let state = initialState('a = 1');
  state = fromJson(state, '{"op": "="');
  assert.ok(state.jsonError);
  state = fromText(state, 'a = 2');
  assert.equal(state.jsonError, null);
  assert.deepEqual(JSON.parse(state.json), {op: '=', args: [{property: 'a'}, 2]});
});

test('emptying an editor empties both, without an error', () => {
  const empty = fromText(initialState('a = 1'), '  ');
  assert.deepEqual({json: empty.json, filter: empty.filter, textError: empty.textError}, {json: '', filter: null, textError: null});
  assert.equal(fromJson(initialState('a = 1'), '').text, '');
});

test('the search body carries the filter as cql2-json', () => {
  const filter: BooleanExpression = {op: '<=', args: [{property: 'eo:cloud_cover'}, 20]};
  assert.deepEqual(searchRequestBody(filter, ['c1']), {collections: ['c1'], 'filter-lang': 'cql2-json', filter, limit: 10});
  assert.deepEqual(searchRequestBody(null, ['c1'], 5), {collections: ['c1'], limit: 5});
});

test('inserting a name: at the caret, over a selection, spaced and quoted as needed', () => {
  assert.deepEqual(insertName('', 0, 0, 'eo:cloud_cover'), {value: 'eo:cloud_cover ', caret: 15});
  assert.deepEqual(insertName('a = 1 AND', 9, 9, 'gsd'), {value: 'a = 1 AND gsd ', caret: 14});
  assert.deepEqual(insertName('a = 1 AND  < 2', 10, 10, 'gsd'), {value: 'a = 1 AND gsd < 2', caret: 13});
  assert.deepEqual(insertName('CASEI()', 6, 6, 'title'), {value: 'CASEI(title)', caret: 11});
  assert.deepEqual(insertName('xx = 1', 0, 2, 'platform'), {value: 'platform = 1', caret: 8});
  assert.deepEqual(insertName('', 0, 0, 'cloud cover'), {value: '"cloud cover" ', caret: 14});
  assert.deepEqual(insertName('', 0, 0, 'in'), {value: '"in" ', caret: 5});
});

test('the caret excerpt lines up under the error, on long lines and after tabs', () => {
  assert.deepEqual(caretExcerpt('a = 1\n\tb == 2', {line: 2, column: 4}), {excerpt: '\tb == 2', caret: '\t  ^'});
  const long = `${'x'.repeat(100)}!${'y'.repeat(100)}`;
  const {excerpt, caret} = caretExcerpt(long, {line: 1, column: 101}, 20);
  assert.equal(excerpt.charAt(caret.length - 1), '!');
  assert.ok(excerpt.startsWith('…') && excerpt.endsWith('…'));
  assert.deepEqual(caretExcerpt('abc', {line: 1, column: 4}), {excerpt: 'abc', caret: '   ^'});
});

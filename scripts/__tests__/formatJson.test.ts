/**
 * formatJson: the layout of the bodies on endpoint pages (scripts/lib/formatJson.ts).
 * Exact outputs for the shapes readers see most, and, over every example of
 * every area's OpenAPI document, that the text parses back to the example and
 * that a line passes the width only where nothing on it can break.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {apiAreas, specPathOf} from '../../config/openapi';
import {formatJson} from '../lib/formatJson';
import {specExamples} from '../lib/platform/json';
import {romeAoi} from './romeAoi';

const repoRoot = path.resolve(import.meta.dirname, '../..');

test('a polygon: one pair per line, the ring broken because it passes the width', () => {
  assert.equal(
    formatJson({aoi: romeAoi}),
    [
      '{',
      '  "aoi": {',
      '    "type": "Polygon",',
      '    "coordinates": [',
      '      [',
      '        [12.4, 41.845],',
      '        [12.555, 41.845],',
      '        [12.555, 41.985],',
      '        [12.4, 41.985],',
      '        [12.4, 41.845]',
      '      ]',
      '    ]',
      '  }',
      '}',
    ].join('\n'),
  );
});

test('the top level is always one member per line; what fits stays on its line; empty containers stay short', () => {
  assert.equal(formatJson({id: 'ord_5b2e8c71d4'}), '{\n  "id": "ord_5b2e8c71d4"\n}');
  assert.equal(formatJson([1, 2]), '[\n  1,\n  2\n]');
  assert.equal(formatJson({a: [], b: {}, c: {d: ['x', 'y']}}), '{\n  "a": [],\n  "b": {},\n  "c": {"d": ["x", "y"]}\n}');
  assert.equal(formatJson({}), '{}');
  assert.equal(formatJson('text'), '"text"');
});

test('the width counts indentation, key and comma', () => {
  const value = {key: ['aaaaaaaaaa', 'bbbbbbbbbb']}; // the member is 37 columns with its indentation
  assert.equal(formatJson(value, {width: 37}), '{\n  "key": ["aaaaaaaaaa", "bbbbbbbbbb"]\n}');
  assert.equal(formatJson(value, {width: 36}), '{\n  "key": [\n    "aaaaaaaaaa",\n    "bbbbbbbbbb"\n  ]\n}');
  // Not the last member: its comma needs a column too.
  assert.equal(formatJson({...value, z: 1}, {width: 37}), '{\n  "key": [\n    "aaaaaaaaaa",\n    "bbbbbbbbbb"\n  ],\n  "z": 1\n}');
});

test('Python keywords: only true, false and null change, never inside strings', () => {
  assert.equal(
    formatJson({on: true, off: false, none: null, text: 'true, null'}, {keywords: 'python'}),
    '{\n  "on": True,\n  "off": False,\n  "none": None,\n  "text": "true, null"\n}',
  );
});

test('what JSON.stringify writes: dates as strings, undefined members left out; no JSON form is an error', () => {
  assert.equal(formatJson({at: new Date('2025-05-21T09:58:47Z'), gone: undefined}), '{\n  "at": "2025-05-21T09:58:47.000Z"\n}');
  assert.throws(() => formatJson(undefined), /no JSON form/);
});

test('every example of every OpenAPI document parses back; a line passes 80 columns only where nothing on it can break', async () => {
  let checked = 0;
  for (const area of apiAreas) {
    const file = path.join(repoRoot, specPathOf(area));
    const spec: unknown = parse(fs.readFileSync(file, 'utf8'));
    for (const {where, value} of await specExamples(file, spec)) {
      if (value === undefined || typeof value !== 'object' || value === null) continue;
      const text = formatJson(value);
      assert.deepEqual(JSON.parse(text), JSON.parse(JSON.stringify(value)), `${area}${where}`);
      for (const line of text.split('\n')) {
        if (line.length <= 80) continue;
        // A long line holds one scalar member (a long string), or opens a container that then breaks.
        assert.match(line, /^\s*("[^"]*": )?("(?:[^"\\]|\\.)*"|-?[\d.eE+-]+|true|false|null|[[{]),?$/, `${area}${where}: ${line}`);
      }
      checked++;
    }
  }
  assert.ok(checked >= 100, `only ${checked} examples checked`);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlightSegments, maxTerms, queryTerms, tidyPunctuation} from '../text';

test('splits on spaces, dashes and slashes, lowercases', () => {
  assert.deepEqual(queryTerms('Bulk-delete API/keys'), ['bulk', 'delete', 'api', 'keys']);
});

test('lunr syntax characters become nothing or plain text', () => {
  for (const odd of ['*', '~', ':', '^', '"', '+', '-']) assert.deepEqual(queryTerms(odd), [], odd);
  assert.deepEqual(queryTerms('eo:cloud_cover*'), ['eo:cloud_cover']);
});

test('a 5,000-character query is capped', () => {
  const terms = queryTerms('word '.repeat(1000));
  assert.equal(terms.length, maxTerms);
  assert.ok(queryTerms('x'.repeat(5000))[0]!.length <= 200);
});

test('markup in a query stays text', () => {
  const segments = highlightSegments('<img src=x onerror=alert(1)>', queryTerms('<img src=x onerror=alert(1)>'));
  assert.equal(segments.map((s) => s.text).join(''), '<img src=x onerror=alert(1)>');
});

test('highlight marks each occurrence, case-insensitively', () => {
  assert.deepEqual(highlightSegments('API keys and api', ['api']), [
    {text: 'API', match: true},
    {text: ' keys and ', match: false},
    {text: 'api', match: true},
  ]);
});

test('regex characters in terms are escaped', () => {
  assert.doesNotThrow(() => highlightSegments('a (b) [c]', ['(b)', '[c']));
});

test('shown text has no space before closing punctuation or after an opening bracket, and keeps a leading dot', () => {
  assert.equal(tidyPunctuation('moves from submitted , then ( see accepted ) .'), 'moves from submitted, then (see accepted).');
  assert.equal(tidyPunctuation('save it as a .json file : done ?'), 'save it as a .json file: done?');
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {closestPages, editDistance, parsePageIndex, type IndexedPage} from '../closestPages';

const pages: IndexedPage[] = [
  {path: '/docs/', title: 'APIs'},
  {path: '/docs/ordering/', title: 'Ordering'},
  {path: '/docs/ordering/guides/archive-ordering', title: 'Archive ordering'},
  {path: '/docs/ordering/api/place-order', title: 'Place an order'},
  {path: '/docs/ordering/api/cancel-order', title: 'Cancel an order'},
  {path: '/docs/tasking/api/cancel-tasking', title: 'Cancel a tasking request'},
  {path: '/docs/monitoring/guides/monitor-quickstart', title: 'Monitoring quickstart'},
  {path: '/docs/authentication/guides/api-key', title: 'API keys'},
];

const paths = (requested: string, count = 3) => closestPages(requested, pages, count).map((page) => page.path);

test('editDistance counts single-character edits', () => {
  assert.equal(editDistance('order', 'order'), 0);
  assert.equal(editDistance('oder', 'order'), 1);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(editDistance('kitten', 'sitting'), 3);
});

test('a typo in the last segment finds the page first', () => {
  assert.equal(paths('/docs/ordering/api/place-oder')[0], '/docs/ordering/api/place-order');
  assert.equal(paths('/docs/authentication/guides/apikey')[0], '/docs/authentication/guides/api-key');
});

test('a wrong folder still finds the page by its slug', () => {
  assert.equal(paths('/docs/ordering/guides/place-order')[0], '/docs/ordering/api/place-order');
});

test('pages of the same area outrank other areas', () => {
  const top = paths('/docs/ordering/api/no-such-thing', 2);
  assert.ok(
    top.every((path) => path.startsWith('/docs/ordering/')),
    top.join(', '),
  );
});

test('case, trailing slashes and .html do not matter; the path itself is never suggested', () => {
  assert.equal(paths('/DOCS/Ordering/API/Cancel-Ordr.html/')[0], '/docs/ordering/api/cancel-order');
  assert.ok(!paths('/docs/ordering/').includes('/docs/ordering/'));
});

test('returns at most `count` pages, and nothing for an empty index', () => {
  assert.equal(closestPages('/docs/x', pages, 2).length, 2);
  assert.deepEqual(closestPages('/docs/x', []), []);
});

test('parsePageIndex keeps well-formed rows only', () => {
  assert.deepEqual(parsePageIndex({}), []);
  assert.deepEqual(parsePageIndex([{path: '/a', title: 'A'}, {path: 3}, null, 'x']), [{path: '/a', title: 'A'}]);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chunkNamesByPath, chunkNamesOf, newChunkUrls} from '../chunkUrls';

const routesChunkNames = {
  '/docs-5e2': {__comp: 'layout', __props: 'versionData'},
  '/docs-8a1': {__comp: 'sidebarWrapper'},
  '/docs/ordering/api/place-order-3f2': {__comp: 'apiPage', content: 'placeOrder', __context: {data: {shared: 'sharedSchemas'}}},
  '/docs/ordering/api/get-order-b71': {__comp: 'apiPage', content: 'getOrder', items: [{content: 'a'}, {content: 'b'}]},
};

test('every chunk name of a nested tree, arrays included', () => {
  assert.deepEqual(chunkNamesOf(routesChunkNames['/docs/ordering/api/get-order-b71']), ['apiPage', 'getOrder', 'a', 'b']);
  assert.deepEqual(chunkNamesOf('one'), ['one']);
});

test('chunk names are grouped by path without the hash suffix, keys sharing a path merged', () => {
  const byPath = chunkNamesByPath(routesChunkNames);
  assert.deepEqual([...byPath.keys()], ['/docs', '/docs/ordering/api/place-order', '/docs/ordering/api/get-order']);
  assert.deepEqual(byPath.get('/docs'), ['layout', 'versionData', 'sidebarWrapper']);
  assert.deepEqual(byPath.get('/docs/ordering/api/place-order'), ['apiPage', 'placeOrder', 'sharedSchemas']);
});

test('each chunk URL is asked for once across routes, never if already requested, never for merged chunks', () => {
  const byPath = chunkNamesByPath(routesChunkNames);
  const urlOf = (name: string): string | undefined => (name === 'a' ? undefined : name === 'b' ? '/assets/js/undefined.js' : `/assets/js/${name}.js`);
  // The page already loaded its layout.
  const requested = new Set(['/assets/js/layout.js']);
  assert.deepEqual(newChunkUrls(['/docs', '/docs/ordering/api/place-order'], byPath, urlOf, requested), [
    '/assets/js/versionData.js',
    '/assets/js/sidebarWrapper.js',
    '/assets/js/apiPage.js',
    '/assets/js/placeOrder.js',
    '/assets/js/sharedSchemas.js',
  ]);
  // A second link: only what is new for it.
  assert.deepEqual(newChunkUrls(['/docs', '/docs/ordering/api/get-order'], byPath, urlOf, requested), ['/assets/js/getOrder.js']);
  assert.deepEqual(newChunkUrls(['/docs', '/docs/ordering/api/get-order'], byPath, urlOf, requested), []);
  assert.deepEqual(newChunkUrls(['/unknown'], byPath, urlOf, requested), []);
});

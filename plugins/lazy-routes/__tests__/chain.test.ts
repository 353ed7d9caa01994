import {test} from 'node:test';
import assert from 'node:assert/strict';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';
import {chainsJson, keyRoutes, pageChains, tableOf, type ChainRoute} from '../chain';
import {filingCreator, lazyCreator} from '../lazy';

/** A site's table as routes.js builds it: every component from the lazy, filing creator. */
function site() {
  const filed: RouteChunkNames = {};
  const create = filingCreator(
    lazyCreator((path: string) => () => path),
    filed,
  );
  const doc = (path: string, hash: string, names: ChunkNames) => ({path, component: create(path, hash, names), exact: true, sidebar: 'guides'});
  const routes: RouteConfig[] = [
    {path: '/samples/', component: create('/samples/', 'a01', {__comp: 'r1'}), exact: true},
    {
      path: '/docs',
      component: create('/docs', 'b02', {__comp: 'r2', __context: {plugin: 'r3'}}),
      routes: [doc('/docs/one', 'c03', {__comp: 'r4', content: 'r5'}), doc('/docs/two', 'd04', {__comp: 'r4', content: 'r6'})],
    },
    {path: '/', component: create('/', 'e05', {__comp: 'r7'}), exact: true},
    {path: '*', component: create('*', undefined as unknown as string)},
  ];
  return {routes, filed, create};
}

test("a doc page's chain: its branch of the table, then the home page's route", () => {
  const {routes, filed} = site();
  const chains = pageChains(routes, '/docs/two', filed, '/');
  assert.deepEqual(chains, [
    {
      fields: {path: '/docs'},
      hash: 'b02',
      chunkNames: {__comp: 'r2', __context: {plugin: 'r3'}},
      child: {fields: {path: '/docs/two', exact: true, sidebar: 'guides'}, hash: 'd04', chunkNames: {__comp: 'r4', content: 'r6'}},
    },
    {fields: {path: '/', exact: true}, hash: 'e05', chunkNames: {__comp: 'r7'}},
  ]);
});

test('the home page and an unknown path: the home route once; the not-found route with no hash or chunks', () => {
  const {routes, filed} = site();
  assert.deepEqual(pageChains(routes, '/', filed, '/'), [{fields: {path: '/', exact: true}, hash: 'e05', chunkNames: {__comp: 'r7'}}]);
  assert.deepEqual(pageChains(routes, '/404.html', filed, '/')[0], {fields: {path: '*'}});
});

test('the table built from a chain matches the page like the whole table, with the same components', () => {
  const {routes, filed, create} = site();
  const chains = JSON.parse(chainsJson(pageChains(routes, '/docs/one', filed, '/'))) as ChainRoute[];
  const table = tableOf(chains, create);
  keyRoutes(routes);
  const branch = (of: RouteConfig[]) => matchRoutes(of, '/docs/one').map(({route}) => [route.key, route.component, route.path, route.exact]);
  assert.deepEqual(branch(table), branch(routes));
  assert.equal(table.find((route) => route.path === '/')?.component, routes[2]?.component);
  assert.deepEqual(branch(table).length, 2);
  assert.deepEqual(
    matchRoutes(table, '/docs/two').map(({route}) => route.path),
    ['/docs'],
    'another doc is not in the page’s table (its parent is)',
  );
});

test('the chain never closes its script element', () => {
  const json = chainsJson([{fields: {path: '/docs/</script><script>alert(1)</script>'}}]);
  assert.ok(!json.includes('<'));
  assert.deepEqual(JSON.parse(json), [{fields: {path: '/docs/</script><script>alert(1)</script>'}}]);
});

test('a route not made by the lazy creator is an error naming the route', () => {
  assert.throws(() => keyRoutes([{path: '/x', component: () => null}]), /route \/x was not made by the lazy ComponentCreator/);
});

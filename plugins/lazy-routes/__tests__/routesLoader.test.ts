import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import type {RouteChunkNames} from '@docusaurus/types';
import {filingCreator} from '../lazy';

const {withChunkNames} = createRequire(import.meta.url)('../routesLoader.cjs') as {withChunkNames: (source: string, chunkNames: unknown) => string};

// The shape Docusaurus 3.10 writes (.docusaurus/routes.js), with the 404 route last.
const routes = `export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', '4e7'),
    routes: [
      {
        path: '/docs/a',
        component: ComponentCreator('/docs/a', '19b'),
        exact: true,
        sidebar: "api"
      },
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const chunkNames = {'/docs-4e7': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}}, '/docs/a-19b': {__comp: 'cd95f1ed', content: '4edc808e'}};

test("each route's call gets its chunk names as a third argument; the rest of the table is unchanged", () => {
  const out = withChunkNames(routes, chunkNames);
  assert.match(out, /component: ComponentCreator\('\/docs', '4e7', \{"__comp":"5e95c892","__context":\{"plugin":"aba21aa0"\}\}\),/);
  assert.match(out, /component: ComponentCreator\('\/docs\/a', '19b', \{"__comp":"cd95f1ed","content":"4edc808e"\}\),/);
  assert.match(out, /component: ComponentCreator\('\*'\),/);
  assert.equal(out.replace(/, \{[^)]*\}\)/g, ')'), routes, 'only the calls changed');
});

test('a route without chunk names, chunk names without a route, or a call of another shape fails the build', () => {
  assert.throws(() => withChunkNames(routes, {'/docs-4e7': {}}), /route \/docs\/a-19b has no entry in routesChunkNames\.json/);
  assert.throws(() => withChunkNames(routes, {...chunkNames, '/gone-000': {}}), /no route of routes\.js is \/gone-000/);
  assert.throws(
    () => withChunkNames(routes.replace("ComponentCreator('/docs/a', '19b')", 'ComponentCreator("/docs/a", "19b")'), chunkNames),
    /in each of its 3 calls, found 1/,
  );
});

test("the route table files each route's chunk names where Docusaurus looks them up, then creates the route as before", () => {
  const filed: RouteChunkNames = {};
  const created: string[] = [];
  const create = filingCreator((path: string, hash: string) => created.push(`${path} ${hash}`), filed);
  create('/docs/x', 'abc', {__comp: 'r1ab'});
  create('/docs/y', 'def');
  assert.deepEqual(filed, {'/docs/x-abc': {__comp: 'r1ab'}}, 'a call without names (development) files nothing');
  assert.deepEqual(created, ['/docs/x abc', '/docs/y def']);
});

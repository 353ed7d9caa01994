import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
import {withSlimVersionDocs} from '../slimVersion';

const versionRoute: RouteConfig = {
  path: '/docs',
  component: '@theme/DocVersionRoot',
  routes: [{path: '/docs/a', component: '@theme/DocItem'}],
  props: {
    version: {
      pluginId: 'default',
      version: 'current',
      docsSidebars: {guides: [{type: 'link', href: '/docs/a', label: 'A', docId: 'a'}]},
      docs: {
        a: {id: 'a', title: 'A', description: 'A long description.', sidebar: 'guides'},
        b: {id: 'b', title: 'B, in no sidebar'},
      },
    },
  },
};

test('the version data keeps each doc id and sidebar, and drops its title and description', () => {
  const route = withSlimVersionDocs(versionRoute);
  assert.deepEqual(route.props?.version, {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {guides: [{type: 'link', href: '/docs/a', label: 'A', docId: 'a'}]},
    docs: {a: {id: 'a', sidebar: 'guides'}, b: {id: 'b'}},
  });
  assert.equal(route.routes, versionRoute.routes, 'child routes untouched');
  assert.equal((versionRoute.props?.version as {docs: {a: {description?: string}}}).docs.a.description, 'A long description.', 'input not mutated');
});

test('a version route nested under the docs root route is slimmed too', () => {
  const root: RouteConfig = {path: '/docs', component: '@theme/DocsRoot', routes: [versionRoute]};
  const [version] = withSlimVersionDocs(root).routes ?? [];
  assert.deepEqual((version?.props?.version as {docs: unknown}).docs, {a: {id: 'a', sidebar: 'guides'}, b: {id: 'b'}});
});

test('routes without version data are passed through unchanged', () => {
  const route: RouteConfig = {path: '/docs/tags', component: '@theme/DocTagsListPage', props: {tags: []}};
  assert.equal(withSlimVersionDocs(route), route);
});

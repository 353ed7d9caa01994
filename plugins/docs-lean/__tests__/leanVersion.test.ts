import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
import {sidebarModuleSource, withLeanVersions, type WriteModule} from '../leanVersion';
import {loadedSidebar, registerSidebar, type SidebarData} from '../sidebarStore';

const guides = [{type: 'link', href: '/docs/a', label: 'A', docId: 'a', unlisted: false}];
const reference = [{type: 'link', href: '/docs/c', label: 'C', docId: 'c', unlisted: false}];

const versionRoute: RouteConfig = {
  path: '/docs',
  component: '@theme/DocVersionRoot',
  props: {
    version: {
      pluginId: 'default',
      version: 'current',
      label: 'Next',
      docsSidebars: {guides, reference},
      docs: {
        a: {id: 'a', title: 'A', description: 'A long description.', sidebar: 'guides'},
        b: {id: 'b', title: 'B, in no sidebar', description: ''},
        c: {id: 'c', title: 'C', description: 'C.', sidebar: 'reference'},
      },
    },
  },
  routes: [
    {
      path: '/docs',
      component: '@theme/DocRoot',
      routes: [
        {path: '/docs/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/a.md'}, sidebar: 'guides'},
        {path: '/docs/b', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/b.md'}},
        {path: '/docs/c', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/c.md'}, sidebar: 'reference'},
      ],
    },
    {path: '/docs/tags', component: '@theme/DocTagsListPage', props: {tags: []}},
  ],
};

/** Records what is written; returns the file name as the module path. */
function recorder(): {write: WriteModule; files: Map<string, string>} {
  const files = new Map<string, string>();
  return {files, write: (fileName, source) => (files.set(fileName, source), Promise.resolve(`/generated/${fileName}`))};
}

/** What a generated module registers: its key and its data, read from the two string literals of its source. */
function registered(source: string): {key: string; data: SidebarData} {
  const match = /^export default registerSidebar\(("[^"]*"), JSON\.parse\((".*")\)\);$/m.exec(source);
  assert.ok(match, `unexpected module source:\n${source}`);
  const [, key = '', data = ''] = match;
  return {key: JSON.parse(key) as string, data: JSON.parse(JSON.parse(data) as string) as SidebarData};
}

test('the version data keeps no sidebars and no doc entries', async () => {
  const route = await withLeanVersions(versionRoute, recorder().write);
  const version = route.props?.version as Record<string, unknown>;
  assert.deepEqual(version.docsSidebars, {});
  assert.deepEqual(version.docs, {});
  assert.equal(version.label, 'Next', 'other version fields kept');
});

test('each sidebar is one module with its items and the id and sidebar of its docs', async () => {
  const {write, files} = recorder();
  await withLeanVersions(versionRoute, write);
  assert.deepEqual([...files.keys()].sort(), ['sidebar-default-current-guides.js', 'sidebar-default-current-reference.js']);
  const guidesModule = registered(files.get('sidebar-default-current-guides.js') ?? '');
  assert.equal(guidesModule.key, 'default/current/guides');
  assert.deepEqual(guidesModule.data, {items: guides, docs: {a: {id: 'a', sidebar: 'guides'}}});
  assert.match(files.get('sidebar-default-current-guides.js') ?? '', /^import \{registerSidebar\} from '@site\/plugins\/docs-lean\/sidebarStore';$/m);
});

test('doc routes load their own sidebar module; routes without a sidebar load none', async () => {
  const route = await withLeanVersions(versionRoute, recorder().write);
  const docRoutes = route.routes?.[0]?.routes ?? [];
  assert.deepEqual(
    docRoutes.map((r) => r.modules),
    [
      {content: '@site/docs/a.md', sidebarData: '/generated/sidebar-default-current-guides.js'},
      {content: '@site/docs/b.md'},
      {content: '@site/docs/c.md', sidebarData: '/generated/sidebar-default-current-reference.js'},
    ],
  );
  assert.deepEqual(route.routes?.[1], versionRoute.routes?.[1], 'the tags route is unchanged');
  assert.deepEqual((versionRoute.props?.version as {docsSidebars: object}).docsSidebars, {guides, reference}, 'input not mutated');
});

test('a version route nested under the docs root route is made lean too', async () => {
  const root: RouteConfig = {path: '/docs', component: '@theme/DocsRoot', routes: [versionRoute]};
  const [version] = (await withLeanVersions(root, recorder().write)).routes ?? [];
  assert.deepEqual((version?.props?.version as {docsSidebars: object}).docsSidebars, {});
  assert.equal(version?.routes?.[0]?.routes?.[0]?.modules?.sidebarData, '/generated/sidebar-default-current-guides.js');
});

test('a route that names a sidebar its version lacks fails the build with the route and the name', async () => {
  const broken: RouteConfig = {...versionRoute, routes: [{path: '/docs/x', component: '@theme/DocItem', sidebar: 'gone'}]};
  await assert.rejects(withLeanVersions(broken, recorder().write), /\/docs\/x names the sidebar "gone"/);
});

test('routes without version data are passed through unchanged', async () => {
  const route: RouteConfig = {path: '/blog', component: '@theme/BlogListPage', props: {items: []}};
  assert.equal(await withLeanVersions(route, recorder().write), route);
});

test('the store returns what a module registered, under its key', () => {
  const data: SidebarData = {items: [], docs: {}};
  assert.equal(registerSidebar('p/v/s', data), data);
  assert.equal(loadedSidebar('p/v/s'), data);
  assert.equal(loadedSidebar('p/v/other'), undefined);
  assert.ok(sidebarModuleSource('p/v/s', data).includes('registerSidebar("p/v/s", JSON.parse('));
});

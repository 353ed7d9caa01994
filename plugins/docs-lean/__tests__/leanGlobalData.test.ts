import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {matchPath} from 'react-router';
import {leanGlobalData, navbarDocTargets} from '../leanGlobalData';

const data: GlobalPluginData = {
  path: '/docs',
  breadcrumbs: true,
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'index',
      draftIds: [],
      sidebars: {specs: {link: {path: '/docs/specs/', label: 'Specs'}}, guides: {link: {path: '/docs/a', label: 'A'}}},
      docs: [
        {id: 'index', path: '/docs/', sidebar: 'guides'},
        {id: 'a', path: '/docs/a', sidebar: 'guides'},
        {id: 'contact', path: '/docs/contact'},
        {id: 'specs/index', path: '/docs/specs/', sidebar: 'specs'},
        {id: 'specs/ard', path: '/docs/specs/ard', sidebar: 'specs'},
        {id: 'release-notes', path: '/docs/release-notes', sidebar: 'guides'},
      ],
    },
  ],
};

const navbar = [
  {type: 'docSidebar', sidebarId: 'specs', label: 'Specs'},
  {
    type: 'dropdown',
    label: 'More',
    items: [
      {type: 'doc', docId: 'release-notes', label: 'Release notes'},
      {to: '/docs/a', label: 'A'},
    ],
  },
  {type: 'search'},
];

test('the navbar targets are the sidebars of docSidebar items and the docs of doc items, dropdown entries included', () => {
  const targets = navbarDocTargets(navbar);
  assert.deepEqual([...targets.sidebars], ['specs']);
  assert.deepEqual([...targets.docIds], ['release-notes']);
});

test('the global data keeps the docs the navbar needs and the main doc, and nothing else of the version changes', () => {
  const lean = leanGlobalData(data, navbarDocTargets(navbar));
  const [version] = lean.versions;
  assert.deepEqual(
    version?.docs.map((doc) => doc.id),
    ['index', 'specs/index', 'specs/ard', 'release-notes'],
  );
  const {docs: _all, ...rest} = data.versions[0]!;
  const {docs: _kept, ...leanRest} = version;
  assert.deepEqual(leanRest, rest);
  assert.equal(lean.path, data.path);
});

test("on every page the navbar items' active doc is the same with the lean list: found in a docSidebar item's sidebar, else not of it", () => {
  const lean = leanGlobalData(data, navbarDocTargets(navbar));
  // The lookup of the docs plugin's getActiveDocContext (lib/client/docsClientUtils.js, which needs the
  // bundler's @docusaurus/router alias): the doc whose path matches the page's exactly.
  const sidebarOfActive = (plugin: GlobalPluginData, pathname: string) =>
    plugin.versions[0]?.docs.find((doc) => matchPath(pathname, {path: doc.path, exact: true, strict: false}))?.sidebar;
  for (const {path} of data.versions[0]!.docs) {
    const full = sidebarOfActive(data, path);
    const fromLean = sidebarOfActive(lean, path);
    // DocSidebarNavbarItem is active when the active doc's sidebar is its own.
    assert.equal(fromLean === 'specs', full === 'specs', path);
  }
});

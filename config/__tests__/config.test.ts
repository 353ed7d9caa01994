/**
 * Config data tests: every navbar target, sidebar, redirect target and API
 * spec entry must point at something that exists. Messages say how to fix.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {navbarItems} from '../navbar';
import {footer} from '../footer';
import {redirects} from '../redirects';
import {apiAreas, specPathOf} from '../openapi';
import {docIds, docRouteOf, docsWithSlugFrontMatter, root, siteRoutes} from '../../scripts/lib/siteRoutes';

const ids = new Set(docIds());
const routes = siteRoutes();

type Item = {type?: string; docId?: string; sidebarId?: string; to?: string; items?: Item[]; label?: string};
const flatten = (items: readonly Item[]): Item[] => items.flatMap((item) => [item, ...flatten(item.items ?? [])]);

test('docs do not override routes with `slug:` (route checks rely on file paths)', () => {
  assert.deepEqual(docsWithSlugFrontMatter(), [], 'remove `slug:` or teach scripts/lib/siteRoutes.ts about it');
});

test('navbar: every docId, sidebarId and internal link exists', () => {
  for (const item of flatten(navbarItems as readonly Item[])) {
    if (item.docId) assert.ok(ids.has(item.docId), `navbar "${item.label}": no doc "${item.docId}" — create docs/${item.docId}.mdx or fix config/navbar.ts`);
    if (item.sidebarId) assert.ok(item.sidebarId in sidebars, `navbar "${item.label}": no sidebar "${item.sidebarId}" in sidebars.ts`);
    if (item.to) assert.ok(routes.has(item.to), `navbar "${item.label}": no route ${item.to}`);
  }
});

test('footer: every internal link exists', () => {
  for (const column of footer.links) {
    for (const item of column.items) {
      if ('to' in item && item.to) assert.ok(routes.has(item.to), `footer "${item.label}": no route ${item.to}`);
    }
  }
});

test('sidebars: the 19 sidebars of SPEC §2 exist', () => {
  const expected = ['mgp', 'ordering', 'monitoring', 'analytics', 'admin', 'discovery', 'streamingimagery', 'streamingbasemap', 'streaming3d', 'tasking', 'taskingv2', 'authentication', 'usage', 'integrations', 'developertools', 'contentguides', 'migrationguides', 'sdk', 'sampleprojects'];
  assert.deepEqual(Object.keys(sidebars).sort(), [...expected].sort());
});

test('landing pages: all 18 of SPEC §2 exist', () => {
  const landings = ['', 'admin/', 'analytics/', 'authentication/', 'developer-tools/', 'developer-tools/python-sdk/', 'discovery/', 'integrations/', 'migration-guides/', 'monitoring/', 'ordering/', 'specifications/', 'streaming-3d/', 'streaming-basemap/', 'streaming-imagery/', 'tasking/', 'taskingv2/', 'usage/'];
  for (const landing of landings) assert.ok(routes.has(`/docs/${landing}`), `missing landing page /docs/${landing} — create docs/${landing}index.mdx`);
});

test('redirects: every target is a route and no old path is a live page', () => {
  for (const row of redirects) {
    assert.ok(routes.has(row.to), `redirect to ${row.to}: no such route — add the page first, or fix config/redirects.ts`);
    assert.ok(row.reason.length > 10, `redirect to ${row.to}: say why it exists`);
    for (const from of row.from) assert.ok(!routes.has(from), `redirect from ${from}: a page already lives there`);
  }
});

test('openapi: each spec is an area with a docs folder', () => {
  assert.ok(apiAreas.length >= 2, 'openapi/ should hold the specs');
  for (const area of apiAreas) {
    assert.ok(fs.existsSync(path.join(root, specPathOf(area))));
    assert.ok(fs.existsSync(path.join(root, 'docs', area)), `openapi/${area}.yaml: its pages go to docs/${area}/api/, but docs/${area}/ does not exist — name the spec after its docs area`);
  }
});

test('openapi: every area API reference is in some sidebar', () => {
  const sidebarText = JSON.stringify(sidebars);
  for (const area of apiAreas) {
    assert.ok(sidebarText.includes(`"/${area}/api"`), `docs/${area}/api/ pages are in no sidebar: add apiReference('${area}') to its file in sidebars/`);
  }
});

test('openapi: each area has generated pages (run `npm run api:gen` first)', () => {
  for (const area of apiAreas) {
    const generated = [...ids].filter((id) => id.startsWith(`${area}/api/`));
    assert.ok(generated.length > 0, `no generated pages for ${area}: run npm run api:gen`);
    assert.ok(routes.has(docRouteOf(`${area}/index`)), `API area ${area} needs a landing page docs/${area}/index.mdx`);
  }
});

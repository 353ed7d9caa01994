/**
 * Config data tests, from the sources only (no generated file needed): the
 * navbar, footer, redirects and API areas match SPEC §2 (transcribed by hand in
 * specTables.ts) and point at hand-written pages that exist. Messages say how
 * to fix. What needs `npm run api:gen` is in site.integration.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {isGeneratedApiRoute, apiAreas} from '../openapi';
import {navbarItems, navbarItemTypes} from '../navbar';
import {footer} from '../footer';
import {redirects} from '../redirects';
import {docIds, docsWithSlugFrontMatter, root, siteRoutes} from '../../scripts/lib/siteRoutes';
import {specApiAreas, specLandingPages, specRedirects, specSidebars} from './specTables';

const ids = new Set(docIds({handWrittenOnly: true}));
const routes = siteRoutes([], {handWrittenOnly: true});

type Item = {type?: string; docId?: string; sidebarId?: string; to?: string; items?: Item[]; label?: string};
const flatten = (items: readonly Item[]): Item[] => items.flatMap((item) => [item, ...flatten(item.items ?? [])]);

test('docs do not override routes with `slug:` (route checks rely on file paths)', () => {
  assert.deepEqual(docsWithSlugFrontMatter(), [], 'remove `slug:` or teach scripts/lib/siteRoutes.ts about it');
});

test('navbar: every docId and internal link is a hand-written page; sidebars are those of the spec', () => {
  const items = flatten(navbarItems);
  for (const item of items) {
    if (item.docId) assert.ok(ids.has(item.docId), `navbar "${item.label}": no doc "${item.docId}" — create docs/${item.docId}.mdx or fix config/navbar.ts`);
    if (item.to) assert.ok(routes.has(item.to), `navbar "${item.label}": no route ${item.to}`);
  }
  const sidebarIds = items.flatMap((item) => (item.sidebarId ? [item.sidebarId] : []));
  // 'APIs' opens the mgp sidebar through a link to its first page, /docs/ (a docSidebar item
  // ignores activeBaseRegex, so it could not stay active in the API areas: see config/navbar.ts).
  const apis = items.find((item) => item.label === 'APIs');
  assert.equal(apis?.to, '/docs/', "SPEC §2: 'APIs' opens the APIs (mgp) sidebar at its first page, /docs/");
  assert.deepEqual(sidebarIds, ['contentguides'], 'SPEC §2: the navbar opens the Specifications (contentguides) sidebar');
  for (const id of sidebarIds) assert.ok((specSidebars as readonly string[]).includes(id), `navbar sidebar "${id}" is not one of the spec's sidebars`);
});

test('navbar: every item is of a type src/theme/NavbarItem/ComponentTypes.tsx provides', () => {
  // As the theme's NavbarItem resolves it: no type is `default`, or `dropdown` when the item has items.
  const typeOf = (item: Item) => (!item.type || item.type === 'default' ? (item.items ? 'dropdown' : 'default') : item.type);
  for (const item of flatten(navbarItems)) {
    assert.ok(
      (navbarItemTypes as readonly string[]).includes(typeOf(item)),
      `navbar "${item.label}": type "${typeOf(item)}" — add it to navbarItemTypes (config/navbar.ts) and its component to src/theme/NavbarItem/ComponentTypes.tsx`,
    );
  }
});

test('footer: every internal link is a page', () => {
  const internal = footer.links.flatMap((column) => column.items.flatMap((item) => ('to' in item && item.to ? [item.to] : [])));
  assert.deepEqual(internal.sort(), ['/docs/contact', '/docs/release-notes'], 'SPEC §2: the footer links Changelog and Contact Us inside the site');
  for (const to of internal) assert.ok(routes.has(to), `footer: no route ${to}`);
});

test('landing pages: all 18 of SPEC §2 exist', () => {
  const missing = specLandingPages.filter((landing) => !routes.has(landing));
  assert.deepEqual(missing, [], `missing landing pages — create docs/<path>index.mdx for each`);
});

test('redirects: config/redirectRows.json holds exactly the rows of SPEC §2', () => {
  const configured = redirects.flatMap((row) => row.from.map((from) => `${from} → ${row.to}`)).sort();
  const expected = Object.entries(specRedirects)
    .map(([from, to]) => `${from} → ${to}`)
    .sort();
  assert.deepEqual(configured, expected, 'config/redirectRows.json and the spec table (config/__tests__/specTables.ts) differ');
});

test('redirects: each row says why; no old path is a live page; hand-written targets exist', () => {
  for (const row of redirects) {
    assert.match(row.reason, /^SPEC §2: \S.{10,}/, `redirect to ${row.to}: start the reason with "SPEC §2:" and say what replaced the old page`);
    for (const from of row.from) assert.ok(!routes.has(from), `redirect from ${from}: a page already lives there`);
    // Targets among the generated API pages are checked by site.integration.test.ts.
    if (!isGeneratedApiRoute(row.to)) assert.ok(routes.has(row.to), `redirect to ${row.to}: no such page — add it first, or fix config/redirectRows.json`);
  }
});

test('openapi: the areas are those of the spec, each with a landing page', () => {
  assert.deepEqual([...apiAreas], [...specApiAreas], 'openapi/*.yaml differs from the API areas of the spec');
  for (const area of apiAreas) {
    assert.ok(
      fs.existsSync(path.join(root, 'docs', area, 'index.mdx')),
      `openapi/${area}.yaml: its pages go to docs/${area}/api/; add the landing page docs/${area}/index.mdx`,
    );
  }
});

/**
 * Integration: config against the generated API pages and sidebars (run
 * `npm run api:gen` first). The 19 sidebars of SPEC §2 exist, every API area's
 * reference is in a sidebar, every redirect target is a page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import sidebars from '../../sidebars';
import {navbarItems} from '../navbar';
import {redirects} from '../redirects';
import {apiAreas, apiOutputDirOf} from '../openapi';
import {docIds, siteRoutes} from '../../scripts/lib/siteRoutes';
import {specSidebars} from './specTables';

test('sidebars: exactly the 19 sidebars of SPEC §2', () => {
  assert.deepEqual(Object.keys(sidebars).sort(), [...specSidebars].sort());
});

test('navbar: every sidebarId is a sidebar', () => {
  for (const item of navbarItems) {
    if ('sidebarId' in item && item.sidebarId) assert.ok(item.sidebarId in sidebars, `navbar "${item.label}": no sidebar "${item.sidebarId}" in sidebars.ts`);
  }
});

test('openapi: each area has generated pages, and its API reference is in a sidebar', () => {
  const ids = docIds();
  const sidebarText = JSON.stringify(sidebars);
  for (const area of apiAreas) {
    assert.ok(
      ids.some((id) => id.startsWith(`${area}/api/`)),
      `no generated pages in ${apiOutputDirOf(area)}: run npm run api:gen`,
    );
    assert.ok(sidebarText.includes(`"/${area}/api"`), `${apiOutputDirOf(area)}/ pages are in no sidebar: add apiReference('${area}') to its file in sidebars/`);
  }
});

test('redirects: every target is a page, generated API pages included', () => {
  const routes = siteRoutes();
  for (const row of redirects) {
    assert.ok(routes.has(row.to), `redirect to ${row.to}: no such route — add the page first, or fix config/redirectRows.json`);
  }
});

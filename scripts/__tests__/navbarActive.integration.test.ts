/**
 * Exactly one navbar item is active on every page (issue 21). Items are active
 * by their `activeBaseRegex`; the 'Specifications' docSidebar item is active on
 * the pages of its sidebar, which are the docs under /docs/specifications/.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {navbarItems} from '../../config/navbar';
import {siteRoutes} from '../lib/siteRoutes';

type Item = {label?: string; activeBaseRegex?: string; type?: string; sidebarId?: string; items?: Item[]};

function activeLabels(route: string): string[] {
  return (navbarItems as readonly Item[]).flatMap((item) => {
    if (item.type === 'docSidebar') return item.sidebarId === 'contentguides' && route.startsWith('/docs/specifications/') ? [item.label ?? ''] : [];
    const own = item.activeBaseRegex && new RegExp(item.activeBaseRegex).test(route) ? [item.label ?? ''] : [];
    const children = (item.items ?? [])
      .filter((child) => child.activeBaseRegex && new RegExp(child.activeBaseRegex).test(route))
      .map((child) => `${item.label} › ${child.label}`);
    return [...own, ...children];
  });
}

test('every docs page and sample-projects page has exactly one active navbar item', () => {
  const routes = [...siteRoutes(['/docs/api-areas'])].filter((route) => route.startsWith('/docs/') || route.startsWith('/sample-projects/'));
  assert.ok(routes.length > 100, 'run `npm run api:gen` first: the API pages are part of the check');
  const wrong = routes.map((route) => ({route, active: activeLabels(route)})).filter(({active}) => active.length !== 1);
  assert.deepEqual(wrong, [], 'give each page exactly one item: set `activeBaseRegex` in config/navbar.ts');
});

test('the rules point where the issue says', () => {
  assert.deepEqual(activeLabels('/docs/ordering/api/place-order'), ['APIs']);
  assert.deepEqual(activeLabels('/docs/admin/api/accounts'), ['Developer Tools › Account Services (Admin API)']);
  assert.deepEqual(activeLabels('/docs/developer-tools/python-sdk/ordering'), ['Developer Tools › Python SDK']);
  assert.deepEqual(activeLabels('/docs/integrations/qgis'), ['Integrations › QGIS Plugin']);
  assert.deepEqual(activeLabels('/docs/specifications/3d-elevation-guide'), ['Specifications']);
});

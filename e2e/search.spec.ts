import type {Page, Request} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const isSearchFile = (request: Request) => /\/(search-doc|lunr-index)-\d+\.json$/.test(request.url());

function searchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (isSearchFile(request)) seen.push(request);
  });
  return seen;
}

async function openSearch(page: Page) {
  const box = page.locator('.navbar__search input[type="search"]');
  await box.hover();
  await expect(box).toHaveAttribute('placeholder', /^Search (⌘|Ctrl)\+K$/);
  return box;
}

test('no search bytes before intent; "Loading..." until the index is loaded', async ({page}) => {
  const requests = searchRequests(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const box = page.locator('.navbar__search input[type="search"]');
  await expect(box).toHaveAttribute('placeholder', 'Loading...');
  expect(requests).toHaveLength(0);
  await box.hover();
  await expect(box).toHaveAttribute('placeholder', 'Search Ctrl+K');
  await expect(box).toHaveAttribute('aria-label', 'Search Ctrl+K');
  expect(requests.map((r) => r.url()).sort()).toEqual([expect.stringMatching(/lunr-index-\d+\.json$/), expect.stringMatching(/search-doc-\d+\.json$/)]);
});

test('Ctrl+K focuses the box and loads the index', async ({page}) => {
  const requests = searchRequests(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const box = page.locator('.navbar__search input[type="search"]');
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Search Ctrl+K');
  expect(requests.length).toBe(2);
});

test('a hit navigates, clears the box and highlights the word in the article', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = await openSearch(page);
  await box.fill('bulk delete api keys');
  const hits = page.locator('a.search-hit');
  await expect(hits.first()).toBeVisible();
  // The generated bulk-delete API page is among the top 3 hits.
  const top3 = await hits.evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
  const index = top3.findIndex((href) => href === '/docs/authentication/api/bulk-delete-api-keys');
  expect(index, `top 3: ${top3.join(', ')}`).toBeGreaterThanOrEqual(0);
  await hits.nth(index).click();
  await expect(page).toHaveURL(/\/docs\/authentication\/api\/bulk-delete-api-keys/);
  await expect(box).toHaveValue('');
  await expect(page.locator('article mark.search-highlight').first()).toBeVisible();
  // The highlight request is removed from history state once applied.
  const state = await page.evaluate(() => (window.history.state as {state?: {highlightState?: unknown}} | null)?.state?.highlightState);
  expect(state).toBeUndefined();
});

test('keyboard: arrows and Enter select a hit', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = await openSearch(page);
  await box.fill('usage reporting');
  await expect(page.locator('a.search-hit').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/docs\/usage\//);
});

const oddQueries = ['*', '~', ':', '^', '"', 'x'.repeat(5000), '<img src=x onerror=alert(1)>', 'api:* ~2 ^3 "key'];

test('odd queries never throw and never inject markup', async ({page, pageErrors}) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.goto('/');
  await waitForHydration(page);
  const box = await openSearch(page);
  for (const query of oddQueries) {
    await box.fill(query);
    await expect(page.locator('.navbar__search [role="listbox"]')).toBeVisible();
  }
  await box.fill('<img src=x onerror=alert(1)>');
  await expect(page.locator('.navbar__search [role="listbox"] img')).toHaveCount(0);
  expect(dialogs).toBe(0);
  expect(pageErrors).toEqual([]);
});

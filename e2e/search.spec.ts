import type {Page, Request} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {answerWait, openSearch, readyWait, resultList, searchBox, searchRoot, typeQuery} from './searchHelpers';

test.describe.configure({timeout: 180_000});

const searchFile = /\/(search-doc|lunr-index)-\d+\.json$/;

function searchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (searchFile.test(request.url())) seen.push(request);
  });
  return seen;
}

test('no search bytes before intent; "Loading..." only while loading, then the shortcut label', async ({page}) => {
  const requests = searchRequests(page);
  // Hold the index requests until the test has seen the loading state.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(searchFile, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const box = searchBox(page);
  await expect(searchRoot(page)).toHaveAttribute('data-search-state', 'idle');
  await expect(box).toHaveAttribute('placeholder', 'Search Ctrl+K');
  expect(requests).toHaveLength(0);
  await box.hover();
  await expect(searchRoot(page)).toHaveAttribute('data-search-state', 'loading', answerWait);
  await expect(box).toHaveAttribute('placeholder', 'Loading...');
  release();
  await expect(searchRoot(page)).toHaveAttribute('data-search-state', 'ready', readyWait);
  await expect(box).toHaveAttribute('placeholder', 'Search Ctrl+K');
  await expect(box).toHaveAttribute('aria-label', 'Search Ctrl+K');
  expect(requests.map((r) => r.url()).sort()).toEqual([expect.stringMatching(/lunr-index-\d+\.json$/), expect.stringMatching(/search-doc-\d+\.json$/)]);
});

test('Ctrl+K focuses the box and loads the index', async ({page}) => {
  const requests = searchRequests(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchRoot(page)).toHaveAttribute('data-search-state', 'ready', readyWait);
  expect(requests.length).toBe(2);
});

test('a hit navigates, clears the box and highlights the word in the article', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await openSearch(page);
  const hits = await typeQuery(page, 'bulk delete api keys');
  const top3 = await hits.evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
  const index = top3.findIndex((href) => href === '/docs/authentication/api/bulk-delete-api-keys');
  expect(index, `top 3: ${top3.join(', ')}`).toBeGreaterThanOrEqual(0);
  await hits.nth(index).click();
  await expect(page).toHaveURL(/\/docs\/authentication\/api\/bulk-delete-api-keys/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.locator('article mark.search-highlight').first()).toBeVisible();
  // The highlight request is removed from history state once applied.
  await expect.poll(() => page.evaluate(() => (window.history.state as {state?: {highlightState?: unknown}} | null)?.state?.highlightState)).toBeUndefined();
});

test('a further keystroke updates the shown list in place, and hovering a hit loads its page', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await openSearch(page);
  await typeQuery(page, 'orde');
  // The list element is kept while the next answer comes (one update per keystroke, not a remove and a rebuild).
  await resultList(page).evaluate((list) => list.setAttribute('data-test-marker', 'first'));
  const hits = await typeQuery(page, 'order');
  await expect(resultList(page)).toHaveAttribute('data-test-marker', 'first');
  await expect(resultList(page)).toHaveAttribute('aria-busy', 'false');
  // Hits are plain links that load their page's chunks on hover, as Docusaurus links do on hover.
  const href = (await hits.first().getAttribute('href')) ?? '';
  const route = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('.js') && response.request().headers()['sec-purpose'] === undefined,
  );
  await hits.first().hover();
  await route;
  await hits.first().click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
});

test('keyboard: ↓ and ↑ move the selection, Enter opens it, Esc closes the list', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = await openSearch(page);
  await box.focus();
  const hits = await typeQuery(page, 'monitor');
  const options = page.locator('.navbar__search [role="option"]');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(resultList(page)).toHaveCount(0);
  // Esc keeps the focus in the box: leave it and come back, as a reader would, to reopen the list.
  await box.blur();
  await box.focus();
  await expect(resultList(page)).toBeVisible();
  // Reopening keeps the selection where it was; ↓ moves it one down, and Enter opens that hit.
  const selectedIndex = () => options.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-selected') === 'true'));
  const before = await selectedIndex();
  await box.press('ArrowDown');
  await expect.poll(selectedIndex).toBe(before + 1);
  const chosen = (await hits.nth(before + 1).getAttribute('href')) ?? '';
  await box.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === chosen);
});

test('a hit shows title, section, kind and area; same-title pages are told apart; snippets are clean and marked', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await openSearch(page);
  const hits = await typeQuery(page, 'wms');
  const rows = await hits.evaluateAll((links) =>
    links.map((a) => ({
      title: a.querySelector('span')?.textContent ?? '',
      kind: a.querySelector('.search-hit-kind')?.textContent ?? '',
      context: a.querySelector('.search-hit-context')?.textContent ?? '',
      text: a.querySelector('.search-hit-text')?.textContent ?? '',
    })),
  );
  for (const row of rows) {
    expect(['Guide', 'API', 'SDK', 'Spec']).toContain(row.kind);
    expect(row.context.length).toBeGreaterThan(0);
    expect(row.text).not.toMatch(/\p{Extended_Pictographic}/u);
  }
  // Rows with the same title and kind carry different areas.
  const seen = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.kind} ${row.title}`;
    const other = seen.get(key);
    if (other !== undefined) expect(row.context, key).not.toBe(other);
    seen.set(key, row.context);
  }
  expect(
    rows
      .filter((row) => row.title === 'WMS')
      .map((row) => row.context)
      .sort(),
  ).toEqual(['Streaming basemap', 'Streaming basemap · WMS', 'Streaming imagery', 'Streaming imagery · WMS']);
  await expect(page.locator('a.search-hit mark').first()).toHaveText(/wms/i);
  // A section hit shows "page › section".
  await typeQuery(page, 'order states');
  await expect(page.locator('a.search-hit').first()).toContainText('›');
});

test('if the index cannot load, the box says so and Retry really retries', async ({page}) => {
  await page.route(searchFile, (route) => route.abort());
  await page.goto('/');
  await waitForHydration(page);
  const box = searchBox(page);
  await box.hover();
  await expect(searchRoot(page)).toHaveAttribute('data-search-state', 'error', readyWait);
  await expect(box).toHaveAttribute('placeholder', 'Search unavailable');
  const alert = page.locator('.navbar__search [role="alert"]');
  await expect(alert).toContainText('Search could not load');
  await page.unroute(searchFile);
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(searchRoot(page)).toHaveAttribute('data-search-state', 'ready', readyWait);
  await expect(alert).toHaveCount(0);
  const hits = await typeQuery(page, 'cancel order');
  await expect(hits.first()).toBeVisible();
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
  await openSearch(page);
  for (const query of oddQueries) await typeQuery(page, query);
  await typeQuery(page, '<img src=x onerror=alert(1)>');
  await expect(page.locator('.navbar__search [role="listbox"] img')).toHaveCount(0);
  expect(dialogs).toBe(0);
  expect(pageErrors).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('search is an icon that opens a full-width overlay and covers nothing when closed', async ({page}) => {
    await page.goto('/docs/ordering/guides/quickstart');
    await waitForHydration(page);
    const icon = page.locator('.navbar__search button[aria-label^="Search"]');
    await expect(icon).toBeVisible();
    await expect(searchBox(page)).toBeHidden();
    // The page title is not covered: the topmost element at its centre belongs to it.
    const h1 = page.locator('article h1').first();
    await expect(h1).toBeVisible();
    const titleOnTop = await h1.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top !== null && (el === top || el.contains(top));
    });
    expect(titleOnTop).toBe(true);
    await icon.click();
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    const panel = await box.evaluate((el) => (el.parentElement as HTMLElement).getBoundingClientRect().width);
    expect(panel).toBe(390);
    await expect(searchRoot(page)).toHaveAttribute('data-search-state', 'ready', readyWait);
    const hits = await typeQuery(page, 'cancel order');
    await expect(hits.first()).toBeVisible();
    await box.press('Escape');
    await expect(box).toBeHidden();
    await expect(icon).toBeVisible();
  });
});

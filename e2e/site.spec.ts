import {test as base} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

test('skip to content focuses the main content', async ({page}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> programmatically (a temporary tabindex), which
  // moves the keyboard's starting point there: the next Tab lands inside main,
  // past the navbar and sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(inMain).toBe(true);
  const inNavbar = await page.evaluate(() => document.activeElement?.closest('.navbar, .theme-doc-sidebar-container') !== null);
  expect(inNavbar).toBe(false);
});

test('an old path redirects to its new page', async ({page}) => {
  await page.goto('/docs/token-service');
  await expect(page).toHaveURL(/\/docs\/authentication\/guides\/api-key$/);
  await expect(page.locator('article h1')).toBeVisible();
});

// The server answers 404, which Chromium reports as a console error: this
// test checks page errors only.
base('an unknown path shows the not-found page', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(errors).toEqual([]);
});

test('API pages render server-side and have no send button', async ({page}) => {
  for (const slug of ['authentication/api/create-api-key', 'authentication/api/get-bearer-token', 'usage/api/check-usage']) {
    const response = await page.goto(`/docs/${slug}`);
    const html = (await response?.text()) ?? '';
    expect(html, 'server-rendered endpoint content').toMatch(/openapi__method-endpoint|theme-api-markdown/);
    await waitForHydration(page);
    await expect(page.locator('.openapi-left-panel__container h1')).toBeVisible();
    await expect(page.getByRole('button', {name: /Send API Request/i})).toHaveCount(0);
  }
});

test('the home page has the hero, a card per area and a three-step quick start', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('.hero__title')).toHaveText('Imagery for developers');
  await expect(page.locator('.hero__subtitle')).toHaveText('Earth imaging at your fingertips');
  await expect(page.locator('section[aria-label="APIs"] a.card')).toHaveCount(12);
  await expect(page.locator('#quick-start + ol > li')).toHaveCount(3);
});

test('page-view events: one per path change, none for hash changes', async ({page, pageViews}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect.poll(() => pageViews.length).toBe(1);
  await page.locator('article a[href="/docs/api-conventions"]').first().click();
  await expect(page).toHaveURL(/api-conventions$/);
  await expect.poll(() => pageViews.length).toBe(2);
  expect(pageViews[1]).toMatchObject({path: '/docs/api-conventions', previousPath: '/docs/'});
  await page.locator('.table-of-contents a').first().click();
  await expect(page).toHaveURL(/#/);
  await page.waitForTimeout(300);
  expect(pageViews.length).toBe(2);
  const stored = await page.evaluate(() => ({cookies: document.cookie, keys: Object.keys(localStorage).filter((k) => /analytic|page.?view/i.test(k))}));
  expect(stored).toEqual({cookies: '', keys: []});
});

test('guide pages do not load the API explorer', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/docs/authentication/guides/api-key');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const apiExplorerLoaded = await page.evaluate(() => document.querySelector('.openapi-explorer__request-form, .openapi-right-panel__container') !== null);
  expect(apiExplorerLoaded).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);
});

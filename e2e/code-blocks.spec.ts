/**
 * Code blocks cost the first view nothing: on the page a reader loads, they
 * are the server's HTML, hydrated once (no second render, no highlighter);
 * colors are CSS for both modes. Pages reached by client navigation get the
 * highlighter on demand, and show plain, copyable code if it fails to load.
 */
import {test as base} from '@playwright/test';
import {lightCodeTheme, darkCodeTheme} from '../config/prism';
import {computedColor, expect, scriptsOf, test, waitForHydration} from './fixtures';

const guide = '/docs/authentication/guides/api-key';
const endpoint = '/docs/authentication/api/create-api-key';
const nextEndpoint = '/docs/authentication/api/list-api-keys';
// Only in Prism's bash grammar, which only the highlighter chunk carries.
const highlighterMarker = 'BASH_VERSINFO';
const hasHighlighter = (scripts: Array<{body: string}>) => scripts.some((script) => script.body.includes(highlighterMarker));

const colorOf = (theme: typeof lightCodeTheme, type: string) => theme.styles.filter((entry) => entry.types.includes(type)).at(-1)?.style.color;

test('on first view every code block keeps its server element and no highlighter loads', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('article pre').forEach((pre) => pre.setAttribute('data-from-server', ''));
    });
  });
  const scripts = await scriptsOf(page, async () => {
    await page.goto(guide);
    await waitForHydration(page);
  });
  const pres = page.locator('article pre');
  // The guide's blocks: its five requests in the selected language (the others render when chosen: src/theme/Tabs),
  // its five responses and a shell line.
  await expect(pres).toHaveCount(11);
  await expect(page.locator('article pre[data-from-server]'), 'a block rendered again after hydration replaces its element').toHaveCount(11);
  expect(hasHighlighter(scripts)).toBe(false);
  await expect(page.locator('article pre [style*="color"], article pre[style*="color"]'), 'colors are CSS, not inline').toHaveCount(0);
  // src/theme/CodeBlock/Line/Token: uncolored text (plain text, and here punctuation) is a text node, not an element.
  await expect(page.locator('article pre .token.string').first()).toBeAttached();
  await expect(page.locator('article pre .token.plain, article pre [class="token punctuation"]'), 'uncolored tokens as spans').toHaveCount(0);
  // src/theme/CodeBlock/Line: a line is its tokens and a newline, not a <div> with a <br>; the text reads as the code.
  await expect(page.locator('article pre .token-line, article pre br'), 'lines as elements').toHaveCount(0);
  const response = await pres.nth(1).innerText();
  expect(response, 'one newline between lines').not.toContain('\n\n');
  expect(JSON.parse(response), 'the response block reads as its JSON').toHaveProperty('id');
});

test('an endpoint page hydrates its samples, examples and callbacks once, without the highlighter', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('main pre').forEach((pre) => pre.setAttribute('data-from-server', ''));
    });
  });
  const scripts = await scriptsOf(page, async () => {
    await page.goto('/docs/ordering/api/place-order');
    await waitForHydration(page);
  });
  const total = await page.locator('main pre').count();
  // The path, the callback URL, the sample in the selected language and the first response's example; other
  // languages, statuses and examples render when chosen (src/theme/Tabs, ApiTabs, SchemaTabs).
  expect(total).toBeGreaterThanOrEqual(4);
  await expect(page.locator('main pre[data-from-server]')).toHaveCount(total);
  expect(hasHighlighter(scripts)).toBe(false);
});

test('code colors follow the color mode from CSS', async ({page}) => {
  await page.goto(guide);
  await waitForHydration(page);
  const token = page.locator('article pre:visible .token.string').first();
  await expect(token).toHaveCSS('color', await computedColor(page, colorOf(lightCodeTheme, 'string') ?? ''));
  await page
    .getByRole('button', {name: /dark mode|light mode|system mode/i})
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(token).toHaveCSS('color', await computedColor(page, colorOf(darkCodeTheme, 'string') ?? ''));
});

test('a page reached by client navigation highlights its code on demand', async ({page}) => {
  await page.goto(guide);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const scripts = await scriptsOf(page, async () => {
    await page.locator(`article a[href="${endpoint}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${endpoint}$`));
    await expect(page.locator('.openapi-right-panel__container pre .token').first()).toBeVisible();
  });
  expect(hasHighlighter(scripts)).toBe(true);
  // Highlighted in the browser, uncolored text is a text node too, as in the server HTML (src/theme/CodeBlock/Line/Token).
  await expect(page.locator('.openapi-right-panel__container pre .token.plain, .openapi-right-panel__container pre [class="token punctuation"]')).toHaveCount(
    0,
  );
});

// Not the fixture's test: the aborted chunk is logged as a failed resource, which is the point here.
base('if the highlighter fails to load, code shows as plain text and a later page tries again', async ({page}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(message.text());
  });
  let failing = true;
  let failed = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if (failing && (await response.text()).includes(highlighterMarker)) {
      failed += 1;
      return route.abort('failed');
    }
    return route.fulfill({response});
  });
  await page.goto(guide);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.locator(`article a[href="${endpoint}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${endpoint}$`));
  const sample = page.locator('.openapi-right-panel__container pre:visible').first();
  await expect(sample).toContainText('curl');
  await expect.poll(() => failed).toBeGreaterThan(0);
  await expect(page.locator('.openapi-right-panel__container pre .token')).toHaveCount(0);
  await expect(page.getByText('This page crashed.')).toHaveCount(0);

  failing = false;
  await page.locator(`a[href="${nextEndpoint}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${nextEndpoint}$`));
  await expect(page.locator('.openapi-right-panel__container pre .token').first()).toBeVisible();
  // Rendered in the browser, the lines are text as in the server's HTML (src/theme/CodeBlock/Line).
  await expect(page.locator('.openapi-right-panel__container pre .token-line')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
  // A chunk the page prefetches may still be in the handler when the test ends; closing the page
  // then disposes its fetched response under it ("Fetch response has been disposed", seen once in CI).
  await page.unrouteAll({behavior: 'wait'});
});

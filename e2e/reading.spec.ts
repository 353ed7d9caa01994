/**
 * Reading experience (issue 21): skip link, one active navbar item per page,
 * the helpful 404, dark-mode contrast, the home quick-start card at 390 px,
 * diagrams in both modes, sidebar state across client navigation.
 */
import {test as base, type Locator, type Page} from '@playwright/test';
import {load} from 'cheerio';
import {areas} from '../config/areas';
import diagrams from '../src/data/diagrams.json';
import {axeProblems} from './axe';
import {answerWait, readyWait} from './searchHelpers';
import {computedColor, pageBeforeScripts, test, expect, waitForHydration} from './fixtures';

// Each test loads several pages on a machine shared by many builds: give them
// three times the default time (this waits longer, it asserts nothing looser).
test.beforeEach(() => test.slow());
base.beforeEach(() => base.slow());

/** Chooses dark mode the way a reader does (the stored key is namespaced per site), before the page under test loads. */
async function useDarkMode(page: Page): Promise<void> {
  await page.goto('/docs/contact');
  await waitForHydration(page);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/** Labels of the top-level navbar items that look active (a dropdown counts when one of its items is the page). */
async function activeNavbarItems(page: Page): Promise<string[]> {
  return page
    .locator('.navbar__items > .navbar__item')
    .evaluateAll((items) =>
      items
        .filter((item) => item.matches('.navbar__link--active') || item.querySelector('.navbar__link--active, .dropdown__link--active') !== null)
        .map((item) => (item.matches('a') ? item : item.querySelector('a'))?.textContent?.trim() ?? ''),
    );
}

test.describe('skip link', () => {
  for (const path of ['/', '/docs/ordering/guides/quickstart', '/docs/ordering/api/place-order']) {
    test(`on ${path} it focuses the page title, and the next Tab stays in main`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
      await page.keyboard.press('Enter');
      const title = page.locator('main h1').first();
      await expect(title).toBeFocused();
      // The focus is shown: an outline is drawn around the title.
      await expect.poll(() => title.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
      await expect(title).not.toHaveAttribute('tabindex');
    });
  }
});

test.describe('navbar: exactly one active item', () => {
  const cases: Array<[string, string]> = [
    ['/docs/', 'APIs'],
    ['/docs/api-conventions', 'APIs'],
    ['/docs/release-notes', 'APIs'],
    ['/docs/ordering/', 'APIs'],
    ['/docs/ordering/guides/quickstart', 'APIs'],
    ['/docs/ordering/api/place-order', 'APIs'],
    ['/docs/discovery/guides/filter-with-cql2', 'APIs'],
    ['/docs/tasking/guides/status', 'APIs'],
    ['/docs/taskingv2/', 'APIs'],
    ['/docs/monitoring/guides/monitoring-concepts', 'APIs'],
    ['/docs/streaming-basemap/', 'APIs'],
    ['/docs/usage/api/check-usage', 'APIs'],
    ['/docs/migration-guides/', 'APIs'],
    ['/docs/specifications/', 'Specifications'],
    ['/docs/specifications/3d-elevation-guide', 'Specifications'],
    ['/docs/developer-tools/', 'Developer Tools'],
    ['/docs/developer-tools/api-collection', 'Developer Tools'],
    ['/docs/developer-tools/python-sdk/', 'Developer Tools'],
    ['/docs/developer-tools/python-sdk/ordering', 'Developer Tools'],
    ['/docs/admin/', 'Developer Tools'],
    ['/docs/admin/api/accounts', 'Developer Tools'],
    ['/sample-projects/', 'Developer Tools'],
    ['/docs/sample-projects/cql-playground', 'Developer Tools'],
    ['/docs/integrations/', 'Integrations'],
    ['/docs/integrations/qgis', 'Integrations'],
  ];
  // The server-rendered navbar of every case, read from the served HTML (no page is rendered: about 30× faster);
  // the hydrated navbar is checked along a client-side journey below. Soft: every wrong case is reported.
  test(`server-rendered, on ${cases.length} pages`, async ({request}) => {
    for (const [path, label] of cases) {
      const response = await request.get(path);
      expect.soft(response.status(), path).toBe(200);
      const $ = load(await response.text());
      const active = $('.navbar__items > .navbar__item')
        .filter((_, item) => $(item).is('.navbar__link--active') || $(item).find('.navbar__link--active, .dropdown__link--active').length > 0)
        .map((_, item) => ($(item).is('a') ? $(item) : $(item).find('a').first()).text().trim())
        .get();
      expect.soft(active, path).toEqual([label]);
      // Inside a dropdown, one item at most is marked.
      expect.soft($('.navbar .dropdown__link--active').length, `${path}: active dropdown links`).toBeLessThanOrEqual(1);
    }
  });

  test('the active item follows client-side navigation', async ({page}) => {
    await page.goto('/docs/integrations/qgis');
    await waitForHydration(page);
    await page.locator('.navbar__items > .navbar__item', {hasText: 'APIs'}).first().click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect.poll(() => activeNavbarItems(page)).toEqual(['APIs']);
  });
});

// The server answers 404, which Chromium reports as a console error: these
// tests check page errors only.
base.describe('not-found page', () => {
  base('keeps the 404 status, offers search and suggests the closest pages', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/docs/ordering/api/place-oder');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    const help = page.getByRole('region', {name: 'Find what you were looking for'});
    await expect(help.locator('input[type="search"]')).toBeVisible();
    const suggestions = page.getByTestId('not-found-suggestions').locator('a');
    await expect(suggestions.first()).toHaveAttribute('href', '/docs/ordering/api/place-order');
    expect(await suggestions.count()).toBeGreaterThanOrEqual(3);
    await suggestions.first().click();
    await expect(page).toHaveURL(/\/docs\/ordering\/api\/place-order$/);
    expect(errors).toEqual([]);
  });

  base('on a phone the search is a box as wide as the column, not an icon', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/ordering/api/place-oder');
    await waitForHydration(page);
    const help = page.getByRole('region', {name: 'Find what you were looking for'});
    const box = help.locator('input[type="search"]');
    await expect(box).toBeVisible();
    expect((await box.boundingBox())?.width).toBeGreaterThan(300);
    // Wait on the box's states, not a fixed time: on a busy CPU, loading the
    // index takes seconds (CI once failed here at the 5 s default).
    await box.hover();
    await expect(help.locator('.navbar__search')).toHaveAttribute('data-search-state', 'ready', readyWait);
    await box.fill('place an order');
    await expect(help.locator('[role="listbox"]')).toHaveAttribute('data-query', 'place an order', answerWait);
    await expect(help.locator('.search-hit').first()).toBeVisible();
  });

  base('a mistyped guide path suggests the guide', async ({page}) => {
    const response = await page.goto('/docs/authentication/guides/apikey');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-suggestions').locator('a').first()).toHaveAttribute('href', '/docs/authentication/guides/api-key');
  });

  base('without the page index it still offers search and the overview', async ({page}) => {
    await page.route('**/page-index.json', (route) => route.fulfill({status: 500, body: 'nope'}));
    await page.goto('/docs/nothing-here');
    const help = page.getByRole('region', {name: 'Find what you were looking for'});
    await expect(help.getByRole('link', {name: 'overview of all APIs'})).toBeVisible();
    await expect(help.locator('input[type="search"]')).toBeVisible();
    await expect(help.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('not-found-suggestions')).toHaveCount(0);
  });
});

test.describe('dark mode', () => {
  const pages = [
    '/',
    '/docs/ordering/guides/quickstart',
    '/docs/tasking/guides/status',
    '/docs/ordering/api/place-order',
    '/docs/developer-tools/python-sdk/ordering',
    '/docs/sample-projects/cql-playground',
  ];
  // One reader's visit: dark mode chosen once, then each page loaded fully and checked whole.
  // Soft: every page with a violation is reported.
  test(`no serious or critical axe violations on ${pages.length} pages`, async ({page}) => {
    test.setTimeout(pages.length * 60_000);
    await useDarkMode(page);
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html'), path).toHaveAttribute('data-theme', 'dark');
      expect.soft(await axeProblems(page), path).toEqual([]);
    }
  });

  test('the announcement bar is dark in dark mode', async ({page}) => {
    await useDarkMode(page);
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('background-color', 'rgb(18, 53, 42)');
  });

  // axe checks text, not icons: the close button's contrast is computed here (WCAG 1.4.11 asks 3:1).
  test('the announcement bar close button stands out from the bar in both modes', async ({page}) => {
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await useDarkMode(page);
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const close = page.locator('.theme-announcement-bar').getByRole('button', {name: /close/i});
      await expect(close).toBeVisible();
      const ratio = await close.evaluate((button) => {
        const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const bar = button.closest('.theme-announcement-bar');
        if (!bar) throw new Error('no announcement bar');
        const background = rgb(getComputedStyle(bar).backgroundColor);
        const opacity = Number(getComputedStyle(button).opacity);
        // The icon's color as painted: its color at the button's opacity over the bar.
        const icon = rgb(getComputedStyle(button).color).map((c, i) => c * opacity + (background[i] ?? 0) * (1 - opacity));
        const luminance = (channels: number[]) =>
          channels
            .map((c) => c / 255)
            .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
            .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
        const [lighter, darker] = [luminance(icon), luminance(background)].sort((a, b) => b - a);
        return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
      });
      expect(ratio, mode).toBeGreaterThanOrEqual(3);
    }
  });

  // The OpenAPI theme draws the active curl tab of its code snippets (shown by
  // "Edit request") in the danger (red) color; src/css/custom.css draws it in
  // the primary color. The static samples' tabs are the site's own Tabs.
  // Not the CSP-checking fixture: the request editor's eval is refused by the CSP (see api-pages.spec.ts).
  base('the active curl tab of an endpoint page has a primary, not a red, border in both modes', async ({page}) => {
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await useDarkMode(page);
      await page.goto('/docs/ordering/api/place-order');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const [primary, danger] = [await computedColor(page, 'var(--ifm-color-primary)'), await computedColor(page, 'var(--ifm-color-danger)')];
      expect(primary, mode).not.toBe(danger);
      const panel = page.locator('.openapi-right-panel__container');
      const staticTab = panel.getByRole('tab', {name: 'curl', exact: true});
      await expect(staticTab, mode).toHaveAttribute('aria-selected', 'true');
      await expect(staticTab, mode).toHaveCSS('border-bottom-color', primary);
      await panel.getByRole('button', {name: 'Edit request'}).click();
      const explorerTab = panel.locator('.openapi-tabs__code-item--curl');
      await expect(explorerTab, mode).toHaveClass(/\bactive\b/, {timeout: 60_000});
      for (const side of ['top', 'right', 'bottom', 'left']) await expect(explorerTab, `${mode} ${side}`).toHaveCSS(`border-${side}-color`, primary);
    }
  });
});

test.describe('home quick-start card', () => {
  for (const width of [390, 1280]) {
    test(`the whole request is visible at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.goto('/');
      await waitForHydration(page);
      const request = page.getByTestId('quick-start-request');
      await expect(request).toBeVisible();
      await expect(request).toContainText('https://api.example.com/usage/v1/usage');
      await expect(request).toContainText('X-API-Key: $API_KEY');
      const box = await request.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      // Nothing hidden behind a horizontal scroll.
      expect(await request.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // No horizontal scroll on the page either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  test('at 1280 px the card sits beside the title, in the hero', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/');
    const title = await page.locator('.hero__title').boundingBox();
    const card = await page.locator('section[aria-labelledby="quick-start"]').boundingBox();
    expect(title && card).toBeTruthy();
    expect(card!.x).toBeGreaterThan(title!.x + 200);
  });

  test('every area card says what the area is for', async ({page}) => {
    await page.goto('/');
    // One card per area of config/areas.ts, APIs first, each linking to its
    // area with its purpose: a dropped, doubled or mislinked card fails.
    const expected = [...areas.filter((area) => area.isApi), ...areas.filter((area) => !area.isApi)];
    const cards = page.locator('main a.card');
    await expect(cards.locator('h3')).toHaveText(expected.map((area) => area.title));
    await expect(cards.locator('p')).toHaveText(expected.map((area) => area.purpose));
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(expected.map((area) => area.path));
    for (const area of expected) expect(area.purpose.length, area.title).toBeGreaterThan(20);
  });
});

test.describe('diagrams', () => {
  const pages: Array<[string, string]> = [
    ['/docs/ordering/guides/quickstart', 'order-lifecycle'],
    ['/docs/tasking/guides/status', 'tasking-lifecycle'],
    ['/docs/monitoring/guides/monitoring-concepts', 'monitor-states'],
    ['/docs/', 'platform-overview'],
  ];
  for (const [path, name] of pages) {
    test(`${name} on ${path}, light then dark`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      for (const mode of ['light', 'dark'] as const) {
        // The reader's switch: the page swaps the image by the theme attribute, without a reload.
        if (mode === 'dark') await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const image = page.locator(`figure img[src$="/${name}-${mode}.svg"]`);
        await image.scrollIntoViewIfNeeded();
        await expect(image).toBeVisible();
        await expect(page.locator(`figure img[src$="/${name}-${mode === 'light' ? 'dark' : 'light'}.svg"]`)).toBeHidden();
        expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(40);
        await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
      }
      // The text alternative lists the transitions.
      const text = page.locator('figure details', {has: page.locator('summary')}).filter({has: page.locator('li')});
      await expect(text.first().locator('li').first()).toBeAttached();
    });
  }

  test('on a phone a wide diagram keeps readable labels and scrolls sideways as a named, focusable region', async ({page}) => {
    const {width} = diagrams['tasking-lifecycle'];
    for (const viewport of [390, 1280]) {
      await page.setViewportSize({width: viewport, height: 844});
      await page.goto('/docs/tasking/guides/status');
      await waitForHydration(page);
      const scroller = page.locator('figure [data-scroll-name]', {has: page.locator('img[src$="/tasking-lifecycle-light.svg"]')});
      const image = scroller.locator('img[src$="/tasking-lifecycle-light.svg"]');
      await image.scrollIntoViewIfNeeded();
      const shown = await image.evaluate((img) => img.getBoundingClientRect().width);
      if (viewport === 390) {
        // 80 % of the drawn size: its 15 px labels at 12 px.
        expect(shown).toBeGreaterThanOrEqual(width * 0.8 - 1);
        await expect(scroller).toHaveAttribute('tabindex', '0');
        await expect(scroller).toHaveAttribute('role', 'region');
        await expect(scroller).toHaveAttribute('aria-label', 'Diagram: Tasking request statuses');
        // The diagram scrolls, not the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      } else {
        expect(shown).toBeLessThanOrEqual(width);
        await expect(scroller).not.toHaveAttribute('tabindex');
      }
    }
  });
});

// Before the scripts run, a diagram on a phone already scrolls as a named, focusable region: the server renders
// it so (src/utils/scrollRegion.ts), since on a phone it always overflows.
base('as served, on a phone, the diagram pages pass axe before their scripts run', async ({browser}) => {
  const {context, page} = await pageBeforeScripts(browser, {viewport: {width: 390, height: 844}});
  for (const path of ['/docs/', '/docs/tasking/guides/status', '/docs/monitoring/guides/monitoring-concepts', '/docs/ordering/guides/quickstart']) {
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('figure [data-scroll-name]').first()).toHaveAttribute('tabindex', '0');
    expect(await axeProblems(page), path).toEqual([]);
  }
  await context.close();
});

test('sidebar: expanded categories and scroll position survive client navigation', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 700});
  await page.goto('/docs/admin/api/accounts');
  await waitForHydration(page);
  const menu = page.locator('.theme-doc-sidebar-menu').first();
  const scroller = page.locator('nav.menu').first();
  const expanded = () => menu.locator('.menu__list-item:not(.menu__list-item--collapsed) > .menu__list-item-collapsible').allTextContents();
  const scrollTop = () => scroller.evaluate((el) => el.scrollTop);
  const expandedBefore = await expanded();
  expect(expandedBefore).toEqual(['API reference', 'Accounts']);

  // The reader scrolls the sidebar a little and opens another operation of the same category.
  await scroller.evaluate((el) => el.scrollTo(0, 40));
  await expect.poll(scrollTop).toBe(40);
  await menu.locator('a.menu__link[href="/docs/admin/api/update-account"]').click();
  await expect(page).toHaveURL(/\/docs\/admin\/api\/update-account$/);
  await expect(menu.locator('a.menu__link--active[href="/docs/admin/api/update-account"]')).toBeInViewport();
  // Survives = stays where the reader left it: the active item's bold label may reflow the list by a few pixels, not jump to the top.
  expect(Math.abs((await scrollTop()) - 40)).toBeLessThanOrEqual(8);
  expect(await expanded()).toEqual(expandedBefore);

  // Another category, further down: autoCollapseCategories (config) closes the previous one while the new one
  // opens, so the list above the item changes height; the sidebar is not rebuilt: it keeps its scroll position
  // (not back to the top) and the item the reader clicked stays in view.
  const masks = menu.locator('a.menu__link[href="/docs/admin/api/masks"]');
  await masks.scrollIntoViewIfNeeded();
  expect(await scrollTop()).toBeGreaterThan(0);
  await masks.click();
  await expect(page).toHaveURL(/\/docs\/admin\/api\/masks$/);
  await expect.poll(expanded).toEqual(['API reference', 'Masks']);
  await expect(menu.locator('a.menu__link--active[href="/docs/admin/api/masks"]')).toBeInViewport();
  expect(await scrollTop()).toBeGreaterThan(0);
});

test("sidebar: a docs page loads its own sidebar only; a link into another area brings that area's (plugins/docs-lean)", async ({page}) => {
  // Sidebar modules register themselves by key (plugins/docs-lean/leanVersion.ts): collect the keys of every script run.
  const sidebars = new Set<string>();
  page.on('response', (response) => {
    // Scripts the page runs; links in view also prefetch their pages' chunks (resource type "other"), which run only on navigation.
    if (response.request().resourceType() !== 'script' || !/\/assets\/js\/.+\.js$/.test(response.url())) return;
    void response.text().then(
      (body) => {
        // Minified, the call reads `(0,x.Ql)("default/current/usage",JSON.parse('{"items":…`.
        for (const [, key] of body.matchAll(/\("([\w-]+\/[\w.-]+\/[\w-]+)",\s*JSON\.parse\('\{"items":/g)) sidebars.add(key ?? '');
      },
      () => undefined, // the page navigated away before the body was read: it registered nothing on this page
    );
  });
  await page.goto('/docs/authentication/guides/api-key');
  await waitForHydration(page);
  const menu = page.locator('.theme-doc-sidebar-menu').first();
  await expect(menu.locator('a.menu__link--active[href="/docs/authentication/guides/api-key"]')).toBeVisible();
  await expect.poll(() => [...sidebars]).toEqual(['default/current/authentication']);

  // A link of the article into another area: client navigation (the marker survives), the new area's sidebar.
  await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
  await page.locator('article a[href="/docs/usage/guides/usage-reporting"]').click();
  await expect(page).toHaveURL(/\/docs\/usage\/guides\/usage-reporting$/);
  await expect(menu.locator('a.menu__link--active[href="/docs/usage/guides/usage-reporting"]')).toBeVisible();
  await expect(menu.locator('a.menu__link[href="/docs/authentication/guides/api-key"]')).toHaveCount(0);
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  await expect.poll(() => [...sidebars].sort()).toEqual(['default/current/authentication', 'default/current/usage']);
});

test('at 390 px a table wider than the screen is a named region the keyboard can reach; a table that fits is not', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  // The tier comparison there is a matrix (its first header cell is empty, so it stays a table on a phone) that
  // scrolls at 390 px; the page's other tables fit or are cards.
  await page.goto('/docs/taskingv2/guides/request-limits');
  await waitForHydration(page);
  const tables = () =>
    page.locator('main table').evaluateAll((list) =>
      list.map((table) => ({
        overflows: table.scrollWidth > table.clientWidth + 1,
        role: table.getAttribute('role'),
        tabindex: table.getAttribute('tabindex'),
        label: table.getAttribute('aria-label'),
        heading: Array.from(document.querySelectorAll('main h2, main h3'))
          .filter((h) => h.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING)
          .pop()
          ?.textContent?.replace(/[\s#\u200B]+$/u, ''),
      })),
    );
  // The module marks tables on the frame after the page renders: wait for every wide table to be marked.
  await expect.poll(async () => (await tables()).every((t) => !t.overflows || t.role === 'region')).toBe(true);
  const found = await tables();
  expect(found.filter((t) => t.overflows).length).toBeGreaterThan(0);
  expect(found.filter((t) => !t.overflows).length).toBeGreaterThan(0);
  for (const table of found) {
    if (table.overflows) expect(table).toMatchObject({role: 'region', tabindex: '0', label: `Table: ${table.heading}`});
    else expect(table).toMatchObject({role: null, tabindex: null, label: null});
  }
});

/** How far a table is wider than its box (0 when it fits). */
const overflowOf = (element: Locator) => element.evaluate((el) => el.scrollWidth - el.clientWidth);

/** The text a reader gets by selecting `element` whole and copying it. */
async function copiedText(page: Page, element: Locator): Promise<string | undefined> {
  await element.evaluate((el) => window.getSelection()?.selectAllChildren(el));
  return page.evaluate(() => window.getSelection()?.toString());
}

test('at 390 px long code and URL link text in a table wrap at their punctuation so the table fits, and copy whole; a table that still scrolls shows edge shadows', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/tasking/guides/status');
  await waitForHydration(page);
  // The transitions table: `partially_fulfilled` alone made it 203 px wider than its two short columns need.
  const transitions = page.locator('main table', {has: page.locator('th', {hasText: /^From$/})}).first();
  const code = transitions.locator('code', {hasText: /^partially_fulfilled$/}).first();
  expect(await code.evaluate((el) => ({text: el.textContent, breaks: el.querySelectorAll('wbr').length}))).toEqual({text: 'partially_fulfilled', breaks: 1});
  expect(await overflowOf(transitions)).toBeLessThanOrEqual(1);
  // Selected and copied, the code is the code: a <wbr> adds no character.
  expect(await copiedText(page, code)).toBe('partially_fulfilled');

  // A link whose text is a URL wraps at its punctuation too, and copies whole.
  await page.goto('/docs/contact');
  await waitForHydration(page);
  const channels = page.locator('main table', {has: page.locator('th', {hasText: /^Where$/})}).first();
  expect(await overflowOf(channels)).toBeLessThanOrEqual(1);
  const url = channels.locator('a', {hasText: 'https://status.example.com'});
  expect(await url.evaluate((el) => el.querySelectorAll('wbr').length)).toBeGreaterThan(0);
  expect(await copiedText(page, url)).toBe('https://status.example.com');

  // Code with a piece too long for the column (an example key) may break anywhere; short code stays on one line.
  await page.goto('/docs/developer-tools/python-sdk/api_keys');
  await waitForHydration(page);
  const attributes = page.locator('main table:not([data-cards])', {has: page.locator('code', {hasText: /^created_at$/})}).first();
  expect(await overflowOf(attributes)).toBeLessThanOrEqual(1);
  const key = attributes.locator('code[data-wrap="anywhere"]', {hasText: /ak_live_/});
  expect(await key.evaluate((el) => getComputedStyle(el).overflowWrap)).toBe('anywhere');
  expect(await attributes.locator('code', {hasText: /^created_at$/}).evaluate((el) => el.getClientRects().length)).toBe(1);

  await page.goto('/docs/taskingv2/guides/request-limits');
  await waitForHydration(page);
  const wide = page.locator('main table[data-scroll-region]').first();
  await expect(wide).toBeAttached();
  const style = await wide.evaluate((table) => {
    const css = getComputedStyle(table);
    return {attachment: css.backgroundAttachment, shadows: css.backgroundImage.match(/radial-gradient/g)?.length ?? 0};
  });
  // Two covers that scroll with the table over two shadows fixed at its edges.
  expect(style).toEqual({attachment: 'local, local, scroll, scroll', shadows: 2});
});

test("a sample project's file tabs all stay in view, at 1280 px and on a phone: the strip wraps instead of scrolling sideways", async ({page}) => {
  for (const [width, path] of [
    [1280, '/docs/sample-projects/streaming-search'],
    [390, '/docs/sample-projects/monitoring-events'],
  ] as const) {
    await page.setViewportSize({width, height: 844});
    await page.goto(path);
    await waitForHydration(page);
    const strip = page.getByRole('tablist').filter({has: page.getByRole('tab', {name: 'package.json'})});
    const tabs = strip.getByRole('tab');
    // Seven files on each page: more tabs than one row of the column holds at these widths.
    expect(await tabs.count()).toBe(7);
    expect(await overflowOf(strip), `${path} at ${width} px: the strip does not scroll`).toBeLessThanOrEqual(1);
    const box = await strip.boundingBox();
    for (const tab of await tabs.all()) {
      const tabBox = await tab.boundingBox();
      expect(tabBox && box && tabBox.x >= box.x - 1 && tabBox.x + tabBox.width <= box.x + box.width + 1, `${await tab.textContent()} is inside the strip`).toBe(
        true,
      );
    }
  }
});

test('on a phone a table of four or more columns is one card per row, each cell under its column name; wider screens keep the table', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/streaming-basemap/guides/basemap-api-guide');
  await waitForHydration(page);
  // The "Errors you may hit" table: Status | Problem type | Cause | Fix.
  const errors = page.locator('main table[data-cards]', {has: page.locator('th', {hasText: /^Problem type$/})}).first();
  const layout = () =>
    errors.evaluate((table) => {
      const cells = Array.from(table.querySelectorAll('tbody tr:first-child td'));
      return {
        overflow: table.scrollWidth - table.clientWidth,
        row: getComputedStyle(table.querySelector('tbody tr') as Element).display,
        header: (table.querySelector('thead') as HTMLElement).getBoundingClientRect().height,
        labels: cells.map((cell) => getComputedStyle(cell, '::before').content),
        fullWidth: cells.every((cell) => cell.getBoundingClientRect().width > table.clientWidth * 0.9),
      };
    });
  expect(await layout()).toEqual({
    overflow: 0,
    row: 'block',
    header: 1,
    labels: ['"Status" / ""', '"Problem type" / ""', '"Cause" / ""', '"Fix" / ""'],
    fullWidth: true,
  });
  // Still a table to assistive technology: its header row names the columns.
  await expect(
    page
      .getByRole('table')
      .filter({has: page.getByRole('columnheader', {name: 'Problem type'})})
      .first(),
  ).toBeAttached();

  await page.setViewportSize({width: 1280, height: 900});
  await expect.poll(async () => (await layout()).row).toBe('table-row');
  expect((await layout()).labels).toEqual(['none', 'none', 'none', 'none']);
});

import {test as base} from '@playwright/test';
import {load} from 'cheerio';
import {specRedirects} from '../config/__tests__/specTables';
import {routeTableFile} from '../plugins/lazy-routes/routeTableFile';
import {listFile} from '../plugins/chunk-files/runtime';
import {addedScripts, hydratedAt, landingOf, navigateInApp, recordAddedScripts, test, expect, scriptsOf, waitForHydration} from './fixtures';

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

// The expected rows come from the spec's table (specTables.ts), not from the config under test. Each old path
// is requested as a browser without JavaScript would: the server's 301 (nginx), or the redirect page's meta
// refresh (docusaurus serve), must land on the server-rendered target page. No page is rendered: what is
// checked is the served HTML, about 30× faster than loading every row in the browser. Soft assertions:
// every wrong row is reported, with its path.
test('redirects of the spec table: every old path lands on its page', async ({request}) => {
  for (const [from, to] of Object.entries(specRedirects)) {
    const landed = await landingOf(request, from);
    expect.soft(new URL(landed.url).pathname, `${from} → ${to}`).toBe(to);
    expect.soft(load(landed.html)('article h1').length, `${from}: the target page's title`).toBe(1);
  }
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

// config/htmlTemplate.ts: the page's scripts are preloaded in the head and added by a loader after the first
// contentful paint, so the text is on screen before any JavaScript runs.
test('the page scripts start after the first contentful paint, and the page still hydrates', async ({page}) => {
  await recordAddedScripts(page);
  const response = await page.goto('/docs/authentication/guides/api-key');
  const html = (await response?.text()) ?? '';
  expect(html, 'no script element in the served HTML loads a bundle').not.toMatch(/<script[^>]+src=/);
  expect(html, 'the bundles are preloaded').toMatch(/<link rel=preload as=script [^>]*data-entry href=\/assets\/js\/main\.[0-9a-f]+\.js/);
  await waitForHydration(page);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  const timing = {fcp, added: (await addedScripts(page)).filter((script) => /\/assets\/js\/main\./.test(script.path)).map((script) => script.at)};
  expect(timing.added, 'main.js was added once, by the loader').toHaveLength(1);
  expect(timing.fcp, 'a first contentful paint was recorded').toBeDefined();
  expect(timing.added[0], 'main.js was added after the first contentful paint').toBeGreaterThan(timing.fcp ?? Infinity);
});

// plugins/staged-entry: the production entry evaluates the bundle in stages, each a task of its own,
// Docusaurus's entry last; the page then hydrates as before. The stage names are the ones the entry
// records in the performance timeline; the list here is independent of plugins/staged-entry/stages.ts.
test("start-up runs its stages in order, Docusaurus's entry last, and the page still hydrates", async ({page}) => {
  await page.goto('/docs/ordering/api/place-order');
  await waitForHydration(page);
  const stages = await page.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .filter((entry) => entry.name.startsWith('start-up: '))
      .map((entry) => ({name: entry.name.slice('start-up: '.length), start: entry.startTime, end: entry.startTime + entry.duration})),
  );
  expect(stages.map((stage) => stage.name)).toEqual(['react-dom', 'router', 'route registry', 'routes', 'client modules', 'app', 'route modules', 'entry']);
  for (const [i, stage] of stages.entries()) {
    const next = stages[i + 1];
    if (next) expect(next.start, `"${next.name}" starts after "${stage.name}" ends`).toBeGreaterThanOrEqual(stage.end);
  }
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Place an order');
});

// plugins/theme-patches (ComponentCreator): the server render reports each route's chunks, so a page's HTML
// names every script it needs to hydrate and they download next to main.js; the loader's tags are the ones
// webpack's chunk loader waits for, so nothing is fetched twice.
test("a page's HTML preloads every script the page needs to hydrate, and each is added once", async ({page}) => {
  await recordAddedScripts(page);
  for (const path of ['/docs/ordering/api/place-order', '/docs/authentication/guides/api-key']) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    const preloaded = [...html.matchAll(/<link rel=preload as=script [^>]*data-entry href=([^ >]+)/g)].map((m) => m[1] ?? '');
    await waitForHydration(page);
    const hydrated = await hydratedAt(page);
    const all = await addedScripts(page);
    const added = all.filter((script) => script.at < hydrated).map((script) => script.path);
    // What comes after hydration is the whole route table, taken in when the page is idle (plugins/lazy-routes).
    expect(
      all.filter((script) => script.at >= hydrated && !routeTableFile.test(script.path)).map((script) => script.path),
      `${path}: scripts added after hydration`,
    ).toEqual([]);
    expect(
      added.filter((src) => routeTableFile.test(src)),
      `${path}: the route table before hydration`,
    ).toEqual([]);
    // The list of every chunk's file (plugins/chunk-files) comes with the table, after hydration too.
    const listStarts = () =>
      page.evaluate(
        (pattern) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        listFile.source,
      );
    await expect.poll(async () => (await listStarts()).length, `${path}: the chunk list, fetched once`).toBe(1);
    expect((await listStarts())[0], `${path}: the chunk list after hydration`).toBeGreaterThanOrEqual(hydrated);
    expect(
      preloaded.filter((href) => /\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(href)),
      `${path}: runtime and main`,
    ).toHaveLength(2);
    expect(preloaded.length, `${path}: the route's own chunks are preloaded too`).toBeGreaterThan(2);
    expect(
      added.filter((src) => !preloaded.includes(src)),
      `${path}: scripts found only when main.js ran`,
    ).toEqual([]);
    expect(
      added.filter((src, i) => added.indexOf(src) !== i),
      `${path}: scripts added twice`,
    ).toEqual([]);
  }
});

// plugins/lazy-routes: a page starts with its own routes; a navigation before the whole table is in waits for it.
test('a client navigation before the route table is in waits for it, then shows the page, with its page view', async ({page, pageViews}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(routeTableFile, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/docs/authentication/guides/api-key');
  await waitForHydration(page);
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toHaveText('Create and manage API keys');
  await page.locator('nav.menu a[href="/docs/authentication/guides/get-a-token"]').click();
  await expect.poll(() => asked, 'the navigation asks for the route table').toBe(true);
  await expect(heading, 'the current page stays until the table is in').toHaveText('Create and manage API keys');
  release();
  await expect(heading).toHaveText('Get a bearer token');
  await page.goBack();
  await expect(heading).toHaveText('Create and manage API keys');
  // The table coming in re-renders the routes; it is not a navigation of its own, nor does it eat one.
  const guide = '/docs/authentication/guides/api-key';
  await expect.poll(() => pageViews.map((view) => view.path)).toEqual([guide, '/docs/authentication/guides/get-a-token', guide]);
});

// plugins/chunk-files: the list of every chunk's file comes with the route table; either failing fails the same way.
for (const [what, file] of [
  ['route table', routeTableFile],
  ['chunk list', listFile],
] as const) {
  base(`a ${what} that cannot be downloaded turns the next navigation into a page load`, async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    let asked = false;
    await page.route(file, async (route) => {
      asked = true;
      await route.abort();
    });
    await page.goto('/docs/authentication/guides/api-key');
    await waitForHydration(page);
    await page.locator('nav.menu a[href="/docs/authentication/guides/get-a-token"]').click();
    await expect(page).toHaveURL(/\/docs\/authentication\/guides\/get-a-token$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Get a bearer token');
    expect(asked, `the ${what} was asked for`).toBe(true);
    // The aborted downloads are logged by the browser; nothing is left unhandled.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
}

// SPEC: a base-URL warning banner shows when the base URL is misconfigured. A wrong base URL makes the
// bundles fail to load, which is what this test does; the loader then shows the banner.
base('a page whose scripts cannot load shows the base-URL banner', async ({page}) => {
  await page.route('**/assets/js/main.*.js', (route) => route.fulfill({status: 404, body: 'not found'}));
  await page.goto('/docs/authentication/guides/api-key');
  const banner = page.locator('#base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('did not load properly');
  await expect(banner).toContainText('base URL "/"');
  await expect(page.locator('article h1'), 'the server-rendered page is still readable').toBeVisible();
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
  // No sleep to prove a non-event: the next path change sends the next event,
  // and events go out in order, so a hash-change event would show up before it.
  // Jumping to the anchor hid the navbar (it hides on the way down): scroll back
  // up as a reader would, until it shows, so the click cannot land while it moves.
  await page.mouse.wheel(0, -100_000);
  await expect(page.locator('.navbar')).not.toHaveClass(/navbarHidden/);
  await page.locator('a.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => pageViews.length).toBeGreaterThanOrEqual(3);
  expect(pageViews.map((view) => view.path)).toEqual(['/docs/', '/docs/api-conventions', '/']);
  expect(pageViews[2]).toMatchObject({previousPath: '/docs/api-conventions'});
  const stored = await page.evaluate(() => ({cookies: document.cookie, keys: Object.keys(localStorage).filter((k) => /analytic|page.?view/i.test(k))}));
  expect(stored).toEqual({cookies: '', keys: []});
});

// The API explorer's code carries its CSS class names; no guide script may contain them.
const explorerMarker = 'openapi-explorer';

test('guide pages do not load the API explorer (endpoint pages: e2e/api-pages.spec.ts)', async ({page}) => {
  const guideScripts = (
    await scriptsOf(page, async () => {
      await page.goto('/docs/authentication/guides/api-key');
      await waitForHydration(page);
    })
  ).map((script) => script.body);
  expect(guideScripts.length).toBeGreaterThan(0);
  expect(guideScripts.filter((body) => body.includes(explorerMarker))).toHaveLength(0);
});

test("the OpenAPI theme's stylesheet loads on API pages only, after the site's (plugins/openapi-styles)", async ({page}) => {
  const stylesheets = () =>
    page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => new URL(link.href).pathname));
  const isApiStyles = (href: string) => /\/openapi-styles\.[0-9a-f]+\.css$/.test(href);
  for (const path of ['/docs/ordering/api/place-order', '/docs/ordering/api/ordering-api', '/docs/ordering/api/orders']) {
    await page.goto(path);
    const links = await stylesheets();
    expect(links.filter(isApiStyles), path).toHaveLength(1);
    expect(links.findIndex(isApiStyles), `${path}: after the site's stylesheet`).toBeGreaterThan(
      links.findIndex((href) => /\/styles\.[0-9a-f]+\.css$/.test(href)),
    );
  }
  for (const path of ['/', '/docs/authentication/guides/api-key', '/docs/developer-tools/python-sdk/ordering']) {
    await page.goto(path);
    expect((await stylesheets()).filter(isApiStyles), path).toEqual([]);
  }
  // Reached by client navigation from a page without it, an endpoint page gets the stylesheet.
  await waitForHydration(page);
  await navigateInApp(page, '/docs/ordering/api/place-order');
  await expect(page.locator('.openapi-left-panel__container').first()).toBeVisible();
  expect((await stylesheets()).filter(isApiStyles)).toHaveLength(1);
  // The theme's rule for the left panel (a border between the panels at this width) is in effect.
  expect(
    await page
      .locator('.openapi-left-panel__container')
      .first()
      .evaluate((element) => getComputedStyle(element).borderRightStyle),
  ).toBe('solid');
});

test('the navbar hides on scroll down and shows on scroll up', async ({page}) => {
  await page.goto('/docs/api-conventions');
  await waitForHydration(page);
  const navbar = page.locator('nav.navbar');
  await page.mouse.move(600, 400);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 400);
  await expect(navbar).toHaveClass(/navbar--hidden|navbarHidden/);
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbar--hidden|navbarHidden/);
});

test('links in view prefetch the chunks of their pages, each file once and none the page already loaded (SPEC §7)', async ({page, request}) => {
  const nextPage = '/docs/ordering/api/get-order';
  // A page's own chunks are named "r" and 3–4 base-36 characters (plugins/short-chunk-names).
  const routeChunk = /\/assets\/js\/r[0-9a-z]{3,}\.[0-9a-f]+\.js$/;
  await page.goto('/docs/ordering/api/place-order');
  await waitForHydration(page);
  // The sidebar's other endpoint pages are in view: their page chunks get prefetched in idle time, a link at a
  // time, so on a busy machine the one clicked below may come last. Wait for its chunks, as its own HTML names them.
  const nextHtml = await (await request.get(nextPage)).text();
  const nextChunks = Array.from(
    nextHtml.matchAll(/<link[^>]*\bdata-entry\b[^>]*\bhref="?([^"\s>]+)/g),
    (match) => new URL(match[1] ?? '', page.url()).href,
  ).filter((url) => routeChunk.test(url));
  expect(nextChunks.length, `${nextPage} names its route chunks`).toBeGreaterThan(0);
  const inPage = () =>
    page.evaluate(() => [
      ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ]);
  await expect
    .poll(
      async () => {
        const present = await inPage();
        return nextChunks.filter((url) => !present.includes(url));
      },
      {timeout: 30_000, message: `the chunks of ${nextPage} are prefetched or already loaded`},
    )
    .toEqual([]);
  await page.waitForLoadState('networkidle');
  const {hrefs, loadedScripts} = await page.evaluate(() => ({
    hrefs: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
    loadedScripts: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  }));
  expect(hrefs.every((href) => /\/assets\/js\/[^/]+\.js$/.test(href))).toBe(true);
  expect(new Set(hrefs).size, 'each chunk file is prefetched once').toBe(hrefs.length);
  expect(hrefs.filter((href) => loadedScripts.includes(href))).toEqual([]);
  // What is prefetched is what the next page needs.
  const requested: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') requested.push(sent.url());
  });
  await page.locator(`.theme-doc-sidebar-menu a[href="${nextPage}"]`).click();
  await expect(page.locator('.openapi-left-panel__container h1')).toHaveText('Get order details');
  // The page's own chunks came prefetched. The shared chunks they depend on (numbered) are not in the route
  // data, and load on the click, as with Docusaurus's own prefetch.
  const routeChunks = requested.filter((url) => routeChunk.test(url));
  expect(routeChunks.length).toBeGreaterThan(0);
  expect(routeChunks.filter((url) => !hrefs.includes(url) && !loadedScripts.includes(url))).toEqual([]);
});

// plugins/client-head: the browser's <Head> is not react-helmet-async, whose rules the server still runs.
test('after each client navigation the head is the one the server wrote for that page', async ({page, request}) => {
  type Head = {title: string; html: Record<string, string>; tags: string[]};
  const kept = ['class', 'lang', 'dir'];
  // JSON-LD compared as data: the server's text lists keys in another order than the browser's.
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, item]) => [key, sorted(item)]),
          )
        : value;
  const tagOf = (name: string, attributes: Array<[string, string]>, text: string) => {
    const json = attributes.some(([key, value]) => key === 'type' && value === 'application/ld+json');
    return `<${name} ${attributes
      .filter(([key]) => key !== 'data-rh')
      .map(([key, value]) => `${key}="${value}"`)
      .sort()
      .join(' ')}>${json ? JSON.stringify(sorted(JSON.parse(text))) : text}`;
  };
  const serverHead = async (path: string): Promise<Head> => {
    const $ = load(await (await request.get(path)).text());
    return {
      title: $('head title').text(),
      html: Object.fromEntries(kept.flatMap((key) => ($('html').attr(key) === undefined ? [] : [[key, $('html').attr(key) as string]]))),
      tags: $('head [data-rh]')
        .toArray()
        .filter((element) => element.tagName !== 'title')
        .map((element) => tagOf(element.tagName, Object.entries(element.attribs), $(element).html() ?? ''))
        .sort(),
    };
  };
  const browserHead = () =>
    page.evaluate((keys) => {
      const html = document.documentElement;
      return {
        title: document.title,
        html: Object.fromEntries(keys.flatMap((key) => (html.hasAttribute(key) ? [[key, html.getAttribute(key) as string]] : []))),
        tags: Array.from(document.head.querySelectorAll('[data-rh]'))
          .filter((element) => element.tagName !== 'TITLE')
          .map((element) => ({
            name: element.tagName.toLowerCase(),
            attributes: Array.from(element.attributes, (a): [string, string] => [a.name, a.value]),
            text: element.innerHTML,
          })),
      };
    }, kept);
  const route = [
    '/docs/authentication/guides/api-key',
    '/docs/authentication/guides/get-a-token',
    '/docs/ordering/api/place-order',
    '/',
    '/docs/authentication/guides/api-key',
  ];
  await page.goto(route[0] as string);
  await waitForHydration(page);
  for (const path of route.slice(1)) {
    await navigateInApp(page, path);
    const expected = await serverHead(path);
    expect(expected.tags.length, `${path}: the server wrote managed tags`).toBeGreaterThan(5);
    await expect
      .poll(async () => {
        const head = await browserHead();
        return {...head, tags: head.tags.map((tag) => tagOf(tag.name, tag.attributes, tag.text)).sort()};
      }, `${path}: the head after a client navigation`)
      .toEqual(expected);
  }
});

/**
 * Shared test fixture: every page fails its test on a console error, an
 * uncaught page error or a CSP violation, and page-view beacons are counted
 * (the server answers them: the test build's endpoint is a path on the site).
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from '@playwright/test';

export const analyticsPath = '/__analytics';

/** The body of a page-view event. */
export type PageView = {path: string; previousPath: string | null};

type Fixtures = {
  /** Console and page errors seen so far on `page`. */
  pageErrors: string[];
  /** Bodies of page-view events sent so far. */
  pageViews: PageView[];
};

/**
 * Collects Content-Security-Policy violations of `page` (and of every page it
 * navigates to) as readable strings. Chromium also logs them as console errors;
 * this names the directive and the blocked resource.
 */
export async function listenForCspViolations(page: Page, violations: string[] = []): Promise<string[]> {
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(`csp: ${text}`));
  await page.addInitScript(() => {
    const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile || location.pathname}:${event.lineNumber}`);
    });
  });
  return violations;
}

/** Script bodies the page loads during `action` and until the network is idle. */
export async function scriptsOf(page: Page, action: () => Promise<unknown>): Promise<Array<{url: string; body: string}>> {
  const pending: Array<Promise<{url: string; body: string}>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') pending.push(response.text().then((body) => ({url: response.url(), body})));
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return Promise.all(pending);
}

export type AddedScript = {path: string; at: number};

/**
 * Records, from the next navigation on, every `<script src>` added to the
 * document after parsing (by the page's loader or webpack's chunk loader):
 * its path and when (performance.now()). Read with `addedScripts`.
 */
export async function recordAddedScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const added: Array<{path: string; at: number}> = [];
    (window as unknown as {__addedScripts: typeof added}).__addedScripts = added;
    const hydrated = {at: Infinity};
    (window as unknown as {__hydrated: typeof hydrated}).__hydrated = hydrated;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && hydrated.at === Infinity && document.documentElement.hasAttribute('data-has-hydrated'))
          hydrated.at = performance.now();
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLScriptElement && node.src) added.push({path: new URL(node.src).pathname, at: performance.now()});
      }
    }).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  });
}

export async function addedScripts(page: Page): Promise<AddedScript[]> {
  return page.evaluate(() => (window as unknown as {__addedScripts: Array<{path: string; at: number}>}).__addedScripts);
}

/** When the page's `data-has-hydrated` attribute was set (`performance.now()`), for a page with recordAddedScripts. */
export async function hydratedAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {__hydrated: {at: number}}).__hydrated.at);
}

/** The computed form of a CSS color (or `var(--name)`), to compare with getComputedStyle. */
export async function computedColor(page: Page, color: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, color);
}

/**
 * Where `path` lands for a browser without JavaScript: HTTP redirects are
 * followed, and so is a redirect page's `<meta http-equiv="refresh">` (what
 * `docusaurus serve` answers for an old path), up to three of them.
 */
export async function landingOf(request: APIRequestContext, path: string): Promise<{url: string; status: number; html: string}> {
  let response = await request.get(path);
  for (let hops = 0; hops < 3; hops++) {
    const html = await response.text();
    const refresh = /<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)"/i.exec(html)?.[1];
    if (!refresh) return {url: response.url(), status: response.status(), html};
    response = await request.get(new URL(refresh, response.url()).href);
  }
  throw new Error(`${path}: more than three redirect pages in a row`);
}

/**
 * A page whose own scripts stay in flight (left unanswered, not failed, which would show the loader's
 * "did not load" notice): the server's HTML as a reader sees it before hydration. Not a context with
 * JavaScript off, since axe and page.evaluate's promises need the page's JavaScript. Close the context after.
 */
export async function pageBeforeScripts(browser: Browser, options: BrowserContextOptions = {}): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext(options);
  await context.route('**/assets/js/**', () => undefined);
  return {context, page: await context.newPage()};
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Page views a page has sent, and waiters for the next ones (filled by the `pageViews` fixture). */
type PageViewLog = {views: PageView[]; problems: string[]; changed: Set<() => void>};
const pageViewLogs = new WeakMap<Page, PageViewLog>();

/**
 * Records the page-view beacons `page` sends. Observed, not intercepted: nginx
 * answers the endpoint itself (204, scripts/hosting/nginx-conf.ts). A
 * page.route() would pause every request of every test in Node and turn off
 * the HTTP cache (measured on 2 cores: the whole browser suite 6.3 min instead
 * of 7.3, one run each). The beacon's body is a string
 * (src/clientModules/pageView.ts), so the request event carries it: nothing is
 * asked of the browser later, when the page that sent it may be gone.
 */
function recordPageViews(page: Page): PageViewLog {
  const log: PageViewLog = {views: [], problems: [], changed: new Set()};
  pageViewLogs.set(page, log);
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== analyticsPath) return;
    const body = request.postData();
    try {
      if (body === null) throw new Error('the request has no inline body');
      log.views.push(JSON.parse(body) as PageView);
    } catch (error) {
      log.problems.push(`page-view body unreadable: ${String(error)}`);
    }
    log.changed.forEach((notify) => notify());
  });
  return log;
}

/** Navigates the app to `route` the way a link does, and waits until the new page has rendered (its page-view event). */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  const log = pageViewLogs.get(page);
  if (!log) throw new Error("navigateInApp: page views are recorded for the test's own page only");
  const seen = log.views.length;
  const viewed = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (log.problems.length) reject(new Error(log.problems.join('; ')));
      else if (log.views.slice(seen).some((view) => view.path === route)) resolve();
      else return;
      log.changed.delete(check);
    };
    log.changed.add(check);
  });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, route);
  await viewed;
}

export const test = base.extend<Fixtures>({
  pageViews: async ({page}, use) => {
    // `docusaurus serve` (E2E_SERVER=docusaurus) cannot answer a POST: there the beacon is answered here.
    if (process.env.E2E_SERVER === 'docusaurus') await page.route(`**${analyticsPath}`, (route) => route.fulfill({status: 204}));
    const log = recordPageViews(page);
    await use(log.views);
    expect(log.problems, 'page-view bodies readable').toEqual([]);
  },
  pageErrors: [
    async ({page, pageViews: _observed}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await listenForCspViolations(page, errors);
      await use(errors);
      expect(errors, 'no console errors, page errors or CSP violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

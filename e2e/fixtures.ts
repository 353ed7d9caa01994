/**
 * Shared test fixture: every page fails its test on a console error, an
 * uncaught page error or a CSP violation, and page-view beacons are answered (and counted)
 * locally instead of reaching a server.
 */
import {test as base, expect, type Page, type Response} from '@playwright/test';

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

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

export const test = base.extend<Fixtures>({
  pageViews: async ({page}, use) => {
    const views: PageView[] = [];
    await page.route(`**${analyticsPath}`, async (route) => {
      const body = route.request().postData();
      if (body) views.push(JSON.parse(body) as PageView);
      await route.fulfill({status: 204});
    });
    await use(views);
  },
  pageErrors: [
    async ({page, pageViews: _routed}, use) => {
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

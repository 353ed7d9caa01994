/**
 * Visits every URL of sitemap.xml. The sitemap lists exactly the pages the
 * sources define (./inventory.ts).
 *
 * Every page: HTTP 200 through the production server, rendered by the app
 * with no console error, page error or CSP violation. Every hand-written
 * page, and every template, free of serious or critical axe violations
 * against WCAG 2.0, 2.1 and 2.2 A/AA.
 *
 * How it stays inside the suite's time budget on 2 cores: a full page load
 * costs 2–7 s there (hydration), and axe over a whole document another 3–10 s.
 * So each batch loads one page fully and reaches the others by client-side
 * navigation (what readers do after their first page), and axe runs in the
 * page (./axe.ts). What axe checks where:
 * - the first page of every template (doc page, category page, endpoint page,
 *   and each React page outside /docs) is loaded fully and its whole document
 *   is checked: navbar, sidebar, table of contents, footer, code listings and
 *   their colours are the same on every page of a template;
 * - every other hand-written page and category page: its content (`<main>`,
 *   code listings aside) against every rule, colour contrast included;
 * - endpoint pages are one template filled from the specs: the first one of
 *   each API area gets the content check too (its data, method badges and
 *   schemas); on the others it would spend about 2 s a page re-checking the
 *   same template, so they get the render checks only.
 * Dark mode is checked whole on one page of each kind in e2e/reading.spec.ts.
 * A batch reports all of its failing pages, each with its path.
 */
import fs from 'node:fs';
import path from 'node:path';
import {navigateInApp, test, expect, waitForHydration} from './fixtures';
import {axeProblems} from './axe';
import {categoryRoutes, expectedRoutes, isGeneratedApiRoute} from './inventory';

const sitemap = fs.readFileSync(path.resolve('build', 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);

/** The page's template: doc, category or endpoint page, or the React page itself outside /docs. */
function templateOf(route: string): string {
  if (!route.startsWith('/docs/')) return `page ${route}`;
  return isGeneratedApiRoute(route) ? 'endpoint' : categoryRoutes.includes(route) ? 'category' : 'doc';
}

/** The first page of each template, loaded fully and checked whole. */
const fullChecks = new Set<string>();
const templatesSeen = new Set<string>();
for (const route of paths) {
  if (!templatesSeen.has(templateOf(route))) fullChecks.add(route);
  templatesSeen.add(templateOf(route));
}

/** The first endpoint page of each API area (`/docs/<area>/api/…`): its content is checked. */
const areaFirstEndpoints = new Set<string>();
const areasSeen = new Set<string>();
for (const route of paths.filter(isGeneratedApiRoute)) {
  const area = route.split('/')[2] ?? '';
  if (!areasSeen.has(area)) areaFirstEndpoints.add(route);
  areasSeen.add(area);
}

/** Pages per batch: a few batches per worker, each one page session. */
const batchSize = 30;
const batches = Array.from({length: Math.ceil(paths.length / batchSize)}, (_, i) => paths.slice(i * batchSize, (i + 1) * batchSize));

test('the sitemap lists exactly the pages of the sources', () => {
  expect([...paths].sort()).toEqual(expectedRoutes);
});

for (const batch of batches) {
  test(`crawl ${batch.length} pages: ${batch[0]} … ${batch.at(-1)}`, async ({page, pageErrors, request}) => {
    test.setTimeout(batch.length * 30_000);
    const problems: string[] = [];
    let loaded = false;
    for (const route of batch) {
      const errorsBefore = pageErrors.length;
      const response = await request.get(route, {maxRedirects: 0});
      if (response.status() !== 200) {
        problems.push(`${route}: status ${response.status()}`);
        continue;
      }
      const whole = fullChecks.has(route);
      if (whole || !loaded) {
        await page.goto(route);
        await waitForHydration(page);
        loaded = true;
      } else {
        await navigateInApp(page, route);
      }
      if (whole || !isGeneratedApiRoute(route) || areaFirstEndpoints.has(route)) {
        const scope = whole ? {} : {include: ['main'], exclude: ['main pre']};
        for (const problem of await axeProblems(page, scope)) problems.push(`${route}: ${problem}`);
      }
      for (const error of pageErrors.slice(errorsBefore)) problems.push(`${route}: ${error}`);
    }
    // Reported here, not by the fixture, so each problem names its page.
    pageErrors.splice(0);
    expect(problems, `${problems.length} problems in ${batch.length} pages`).toEqual([]);
  });
}

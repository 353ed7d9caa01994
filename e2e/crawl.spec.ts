/**
 * Visits every URL of sitemap.xml: status 200, no console or page errors, and
 * no serious or critical axe violations against WCAG 2.0, 2.1 and 2.2 A/AA.
 * The sitemap lists exactly the pages the sources define (./inventory.ts).
 *
 * Pages are visited in batches, one browser page per batch, so the site's
 * scripts and styles are loaded once per batch instead of once per URL (about
 * 3× faster on 300 pages). Every page is still checked; a batch reports all of
 * its failing pages, each with its path.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './fixtures';
import {expectedRoutes} from './inventory';

const sitemap = fs.readFileSync(path.resolve('build', 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);

/** Pages per batch: small enough to spread over the workers, large enough to reuse the cache. */
const batchSize = 15;
const batches = Array.from({length: Math.ceil(paths.length / batchSize)}, (_, i) => paths.slice(i * batchSize, (i + 1) * batchSize));

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core tag names). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('the sitemap lists exactly the pages of the sources', () => {
  expect([...paths].sort()).toEqual(expectedRoutes);
});

for (const batch of batches) {
  test(`crawl ${batch.length} pages: ${batch[0]} … ${batch.at(-1)}`, async ({page, pageErrors}) => {
    test.setTimeout(batch.length * 30_000);
    const problems: string[] = [];
    for (const pagePath of batch) {
      const errorsBefore = pageErrors.length;
      const response = await page.goto(pagePath);
      if (response?.status() !== 200) {
        problems.push(`${pagePath}: status ${response?.status() ?? 'none'}`);
        continue;
      }
      await waitForHydration(page);
      // resultTypes: only violations are read, so axe skips collecting every passing node (faster on long API pages).
      const results = await new AxeBuilder({page})
        .withTags(wcagTags)
        .options({resultTypes: ['violations']})
        .analyze();
      for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        const targets = v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ');
        problems.push(`${pagePath}: axe ${v.id} (${v.impact}): ${v.help} — ${targets}`);
      }
      for (const error of pageErrors.slice(errorsBefore)) problems.push(`${pagePath}: ${error}`);
    }
    expect(problems, `${problems.length} problems in ${batch.length} pages`).toEqual([]);
  });
}

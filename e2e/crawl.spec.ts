/**
 * Visits every URL of sitemap.xml: no console or page errors (fixture) and
 * no serious or critical axe violations.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './fixtures';

const sitemap = fs.readFileSync(path.resolve('build', 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);

test('the sitemap lists the site', () => {
  expect(paths.length).toBeGreaterThan(30);
});

for (const pagePath of paths) {
  test(`crawl ${pagePath}`, async ({page}) => {
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(serious, `axe on ${pagePath}`).toEqual([]);
  });
}

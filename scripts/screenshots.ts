/**
 * npm run screenshots:take — full-page screenshots of a few page kinds at 390 and
 * 1280 px, light and dark, from the production build (served here with gzip),
 * into .screenshots/ (gitignored), for people to review. Build first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../config/chromium';
import {pageViewPath} from './hosting/manifest';
import {portOf, serveBuild} from './lib/staticServer';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.screenshots');
const pages = [
  ['home', '/'],
  ['guide', '/docs/tasking/guides/status'],
  ['endpoint', '/docs/ordering/api/place-order'],
  ['playground', '/docs/sample-projects/cql-playground'],
  ['not-found', '/docs/ordering/api/place-oder'],
] as const;

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  fs.mkdirSync(outDir, {recursive: true});
  const server = await serveBuild(path.join(root, 'build'), Number(process.env.SCREENSHOT_PORT ?? 0), {pageViewPath: await pageViewPath()});
  const port = portOf(server);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const mode of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({viewport: {width, height: width === 390 ? 844 : 900}, deviceScaleFactor: 1});
        const page = await context.newPage();
        for (const [name, urlPath] of pages) {
          if (only.length > 0 && !only.includes(name)) continue;
          // Docusaurus's own color-mode parameter: the stored choice's key is namespaced per site.
          await page.goto(`http://127.0.0.1:${port}${urlPath}?docusaurus-theme=${mode}`);
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          const shown = await page.locator('html').getAttribute('data-theme');
          if (shown !== mode) throw new Error(`screenshots: ${urlPath} shows ${shown ?? 'no'} color mode, not ${mode}`);
          const file = path.join(outDir, `${name}-${width}-${mode}.png`);
          await page.screenshot({path: file, fullPage: name !== 'endpoint'});
          console.log(path.relative(root, file));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

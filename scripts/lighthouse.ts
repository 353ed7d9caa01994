/**
 * npm run bench:lighthouse — Lighthouse 12, mobile preset (its default), on the
 * production build served locally with gzip (scripts/lib/staticServer.ts).
 * Prints performance / accessibility / best practices / SEO for one page of each
 * kind, and the first-load JavaScript of a guide page (gzip bytes on the wire).
 * Build first (`npm run build`). Prints only: targets are judged by people.
 * Scores vary with the machine's load: run it on a quiet machine, and more than once.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {benchPages} from './bench/pages';
import {portOf, serveBuild} from './lib/staticServer';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const pages = benchPages;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type NetworkItem = {resourceType?: string; transferSize?: number; url?: string};
type Lhr = {
  categories: Record<string, {score: number | null; auditRefs: Array<{id: string; weight: number}>} | undefined>;
  audits: Record<string, {score: number | null; displayValue?: string; details?: unknown} | undefined>;
};

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('bench:lighthouse: no build/ — run `npm run build` first');
  const only = process.argv.slice(2);
  const server = await serveBuild(buildDir, Number(process.env.LIGHTHOUSE_PORT ?? 0));
  const port = portOf(server);
  // The CLI, not the Node API: tsx's transform adds helpers to functions that
  // Lighthouse serializes into the page, where they do not exist (__name is not defined).
  const cli = path.join(root, 'node_modules', '.bin', 'lighthouse');
  const chromeFlags = '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  const rows: string[] = [];
  try {
    for (const [kind, urlPath] of pages) {
      if (only.length > 0 && !only.includes(urlPath)) continue;
      const {stdout} = await promisify(execFile)(
        cli,
        [
          `http://127.0.0.1:${port}${urlPath}`,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          `--only-categories=${categories.join(',')}`,
          `--chrome-flags=${chromeFlags}`,
        ],
        {env: {...process.env, CHROME_PATH: chromePath}, maxBuffer: 64 * 1024 * 1024},
      );
      const lhr = JSON.parse(stdout) as Lhr;
      const scores = categories.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      const network = (lhr.audits['network-requests']?.details as {items?: NetworkItem[]} | undefined)?.items ?? [];
      const jsBytes = network.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const failing = categories
        .flatMap(
          (category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id) ?? [],
        )
        .filter((id) => !['largest-contentful-paint', 'first-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'].includes(id));
      rows.push(
        `${kind.padEnd(16)} ${scores.map((s) => String(s).padStart(3)).join(' / ')}   LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, JS ${(jsBytes / 1024).toFixed(1)} KB gzip${failing.length ? `; not passing: ${failing.join(', ')}` : ''}  (${urlPath})`,
      );
      console.log(rows[rows.length - 1]);
    }
  } finally {
    server.close();
  }
  console.log(`\nLighthouse ${'12 mobile'}: performance / accessibility / best practices / SEO\n${rows.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

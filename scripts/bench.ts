/**
 * npm run bench — builds the site and prints the figures we track:
 * build wall time and peak memory, number of pages, gzip JS loaded by a
 * guide page and by an API page, and the search files (raw and gzip).
 * Prints only; targets are judged by people, not asserted.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {htmlSize} from './bench/htmlSize';
import {benchPages} from './bench/pages';
import {benchNginx} from './bench/nginx';
import {searchFigures} from './bench/search';
import {chromiumLaunchOptions} from '../config/chromium';
import {routeTableFile} from '../plugins/lazy-routes/routeTableFile';
import {listFile} from '../plugins/chunk-files/runtime';
import {pageViewPath} from './hosting/manifest';
import {portOf, serveBuild} from './lib/staticServer';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const guidePath = '/docs/authentication/guides/api-key';
const apiPath = '/docs/ordering/api/place-order';
/** Reached from apiPath by clicking its sidebar link: what a further endpoint page costs. */
const nextApiPath = '/docs/ordering/api/get-order';
/** Budgets from the issues, printed next to the figures (never asserted). */
const budgets = {apiFirstLoadKb: 300, apiNextKb: 60, guideKb: 130, buildPeakMb: 2048, buildSeconds: 60};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (data: Buffer) => zlib.gzipSync(data, {level: 9}).length;

function timedBuild(): {seconds: number; peakMb: number} {
  execFileSync('npm', ['run', '--silent', 'api:gen'], {cwd: root, stdio: 'ignore'});
  fs.rmSync(path.join(root, '.docusaurus'), {recursive: true, force: true});
  // As on CI's fresh clone: no bundler cache either (docusaurus.config.ts turns it off; an old one may remain).
  fs.rmSync(path.join(root, 'node_modules', '.cache'), {recursive: true, force: true});
  fs.rmSync(buildDir, {recursive: true, force: true});
  // Python's getrusage(RUSAGE_CHILDREN) gives the largest peak RSS of the build's processes; site:build
  // runs its two steps one after the other (scripts/build-site.ts), so that is the build's peak.
  const script = [
    'import resource, subprocess, sys, time',
    't = time.time()',
    "r = subprocess.run(['npx', 'tsx', 'scripts/build-site.ts'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)",
    'print(time.time() - t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, r.returncode)',
  ].join('\n');
  const [seconds = '0', maxKb = '0', code = '1'] = execFileSync('python3', ['-c', script], {cwd: root, encoding: 'utf8'}).trim().split(' ');
  if (code !== '0') throw new Error('bench: the build failed; run `npm run build` to see why');
  return {seconds: Number(seconds), peakMb: Number(maxKb) / 1024};
}

function pageCount(): number {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return (sitemap.match(/<loc>/g) ?? []).length;
}

type Bytes = {files: number; raw: number; gzip: number};

/**
 * Script bytes a page loads on first view, and apart from them the route
 * table and registry and the list of every chunk's file (plugins/chunk-files,
 * JSON) it takes in after; with `thenClick`, also those a client navigation
 * by that link loads.
 */
async function scriptBytes(baseUrl: string, urlPath: string, thenClick?: string): Promise<{first: Bytes; table: Bytes; next?: Bytes}> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  let bodies: Array<Promise<Buffer>> = [];
  const tables: Array<Promise<Buffer>> = [];
  // Every script the page runs, whatever started its download (a script tag, a
  // chunk import, a preload); not the idle-time prefetches of linked pages,
  // which Chromium marks with `Sec-Purpose: prefetch`.
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.headers()['sec-purpose'] !== undefined) return;
    const after = routeTableFile.test(path) || listFile.test(path);
    if (!path.endsWith('.js') && !after) return;
    (after ? tables : bodies).push(request.response().then((response) => response?.body() ?? Buffer.alloc(0)));
  });
  const total = async (scripts: Array<Promise<Buffer>>): Promise<Bytes> => {
    const all = await Promise.all(scripts);
    return {files: all.length, raw: all.reduce((s, b) => s + b.length, 0), gzip: all.reduce((s, b) => s + gzipSize(b), 0)};
  };
  const sum = (): Promise<Bytes> => {
    // Taken at once: a script finishing meanwhile counts in the next sum, not in none.
    const taken = bodies;
    bodies = [];
    return total(taken);
  };
  await page.goto(`${baseUrl}${urlPath}`);
  // main.js can take longer to run than networkidle's 500 ms quiet window, so
  // the route's chunks would be missed: wait for hydration, then for quiet.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const first = await sum();
  let next: Bytes | undefined;
  if (thenClick) {
    await page.locator(`nav a[href="${thenClick}"]`).first().click();
    await page.waitForURL(`**${thenClick}`);
    await page.waitForLoadState('networkidle');
    next = await sum();
  }
  const table = await total(tables);
  await browser.close();
  return {first, table, ...(next ? {next} : {})};
}

const js = (b: Bytes) => `${b.files} files, ${kb(b.gzip)} gzip (${kb(b.raw)} raw)`;

function searchFiles(): Array<{name: string; raw: number; gzip: number}> {
  return fs
    .readdirSync(buildDir)
    .filter((name) => /^(search-doc|lunr-index)-\d+\.json$/.test(name))
    .map((name) => {
      const data = fs.readFileSync(path.join(buildDir, name));
      return {name, raw: data.length, gzip: gzipSize(data)};
    });
}

async function main() {
  // `npm run bench -- --reuse-build` measures the existing build/ (no build figures).
  const reuse = process.argv.includes('--reuse-build');
  console.log(reuse ? 'bench: measuring the existing build/' : 'bench: building (clean)…');
  const build = reuse ? undefined : timedBuild();
  // In this process, on a free port: `npx docusaurus serve` as a child outlived `kill()` (npx's own child
  // kept port 3200), and the next run then measured the old server's build.
  const server = await serveBuild(buildDir, 0, {pageViewPath: await pageViewPath()});
  const baseUrl = `http://127.0.0.1:${portOf(server)}`;
  try {
    const guide = await scriptBytes(baseUrl, guidePath);
    const api = await scriptBytes(baseUrl, apiPath, nextApiPath);
    console.log('\n| figure | value | budget |\n|---|---|---|');
    if (build) {
      console.log(`| build wall time (clean, Rspack) | ${build.seconds.toFixed(1)} s | ≤ ${budgets.buildSeconds} s |`);
      console.log(`| build peak memory | ${build.peakMb.toFixed(0)} MB | ≤ ${budgets.buildPeakMb} MB |`);
    }
    console.log(`| pages in sitemap | ${pageCount()} | |`);
    for (const [kind, urlPath] of benchPages) {
      const page = htmlSize(buildDir, urlPath);
      console.log(`| HTML of the ${kind} page (${urlPath}) | ${page.elements} elements, ${kb(page.raw)} raw, ${kb(page.gzip)} gzip | |`);
    }
    console.log(`| JS loaded by a guide page (${guidePath}) | ${js(guide.first)} | ≤ ${budgets.guideKb} KB |`);
    console.log(`| JS loaded by an endpoint page, first view (${apiPath}) | ${js(api.first)} | ≤ ${budgets.apiFirstLoadKb} KB |`);
    console.log(`| then, after hydration when idle, the route table and registry and the chunk list (each page) | ${js(guide.table)}; ${js(api.table)} | |`);
    if (api.next) console.log(`| JS for a further endpoint page by client navigation (${nextApiPath}) | ${js(api.next)} | ≤ ${budgets.apiNextKb} KB |`);
    for (const file of searchFiles()) console.log(`| ${file.name} | ${kb(file.raw)} raw, ${kb(file.gzip)} gzip |`);
    for (const row of await benchNginx()) console.log(row);
    for (const [name, value] of await searchFigures(baseUrl)) console.log(`| ${name} | ${value} |`);
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

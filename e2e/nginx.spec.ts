/**
 * Production hosting (issue 19): starts nginx on a free port with the
 * generated config (npm run hosting:build) against build/, checks with plain
 * HTTP requests every redirect row, every page's canonical URL, headers on
 * HTML, assets and JSON, compression and status codes, then runs the
 * interactive features in Chromium under the real CSP, and stops nginx.
 * Independent of the web server the other browser tests use.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {redirects} from '../config/redirects';
import {hosting} from '../config/hosting';
import {freePort, startNginx, type RunningNginx} from '../scripts/hosting/nginx';
import {test as base} from '@playwright/test';
import {analyticsPath, test, expect, waitForHydration, listenForCspViolations} from './fixtures';

test.describe.configure({mode: 'default'});

const buildDir = path.resolve('build');
const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
const assetFile = (dir: string, pattern: RegExp) => {
  const name = fs.readdirSync(path.join(buildDir, 'assets', dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in build/assets/${dir}`);
  return `/assets/${dir}/${name}`;
};
const mainScript = assetFile('js', /^main\.[0-9a-f]+\.js$/);
const stylesheet = assetFile('css', /^styles\.[0-9a-f]+\.css$/);
const searchIndex = `/${fs.readdirSync(buildDir).find((file) => /^search-doc-\d+\.json$/.test(file)) ?? 'search-doc.json'}`;
const guide = '/docs/authentication/guides/api-key';

type Reply = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

let nginx: RunningNginx;

/** One request, sent as written (no URL normalisation, no redirects followed, no decompression). */
function request(method: string, target: string, headers: Record<string, string> = {}): Promise<Reply> {
  const {port} = new URL(nginx.url);
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port, method, path: target, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(reply: Reply, what: string) {
  const csp = String(reply.headers['content-security-policy'] ?? '');
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  expect(scriptSrc, `${what}: no unsafe-inline for scripts`).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp, `${what}: frame-ancestors`).toMatch(/(^|;\s*)frame-ancestors 'none'(;|$)/);
  expect(reply.headers['strict-transport-security'], `${what}: HSTS`).toMatch(/^max-age=\d{7,}/);
  expect(reply.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(reply.headers['referrer-policy'], `${what}: Referrer-Policy`).toBe(hosting.securityHeaders['Referrer-Policy']);
  expect(reply.headers['permissions-policy'], `${what}: Permissions-Policy`).toBe(hosting.securityHeaders['Permissions-Policy']);
}

test.beforeAll(async () => {
  nginx = await startNginx({port: await freePort()});
});

test.afterAll(async () => {
  await nginx.stop();
});

test('every old path of config/redirectRows.json answers 301 to its page, keeping the query, in one hop', async () => {
  const problems: string[] = [];
  for (const row of redirects) {
    for (const from of row.from) {
      for (const [asked, query] of [
        [from, ''],
        [`${from}/`, ''],
        [from, '?lang=python&x=1'],
      ] as const) {
        const reply = await request('GET', `${asked}${query}`);
        if (reply.status !== 301 || reply.headers.location !== `${row.to}${query}`) {
          problems.push(`${asked}${query}: ${reply.status} → ${reply.headers.location ?? 'no Location'} (want 301 → ${row.to}${query})`);
          continue;
        }
        expectSecurityHeaders(reply, `301 ${asked}`);
        const landed = await request('GET', reply.headers.location);
        if (landed.status !== 200) problems.push(`${asked}: the target ${row.to} answers ${landed.status}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('every sitemap page answers 200 at its URL; its other spellings 301 to it', async () => {
  expect(pages.length).toBeGreaterThan(300);
  const problems: string[] = [];
  for (const page of pages) {
    const reply = await request('GET', page);
    if (reply.status !== 200 || !String(reply.headers['content-type']).startsWith('text/html'))
      problems.push(`${page}: ${reply.status} ${reply.headers['content-type']}`);
    const bare = page.endsWith('/') ? page.slice(0, -1) : page;
    const variants = page === '/' ? ['/index.html'] : [page.endsWith('/') ? bare : `${bare}/`, `${bare}/index.html`, `${bare}.html`];
    for (const variant of variants) {
      const moved = await request('GET', variant);
      if (moved.status !== 301 || moved.headers.location !== page)
        problems.push(`${variant}: ${moved.status} → ${moved.headers.location ?? 'no Location'} (want 301 → ${page})`);
    }
  }
  expect(problems).toEqual([]);
});

test('HTML: security headers, a CSP that allows exactly its inline scripts, no-cache with ETag (304 on revalidation)', async () => {
  const reply = await request('GET', guide);
  expect(reply.status).toBe(200);
  expectSecurityHeaders(reply, guide);
  expect(reply.headers['cache-control']).toBe('no-cache');
  const etag = String(reply.headers.etag ?? '');
  expect(etag).toMatch(/^"[^"]+"$/);
  const html = fs.readFileSync(path.join(buildDir, guide, 'index.html'), 'utf8');
  const csp = String(reply.headers['content-security-policy']);
  // Data blocks (JSON-LD, the page's route chain) are not run, so the CSP does not list them.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type=["']?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  const again = await request('GET', guide, {'If-None-Match': etag});
  expect(again.status).toBe(304);
});

test('hashed assets are immutable for a year; sitemap, search index, downloads and llms.txt revalidate', async () => {
  for (const asset of [mainScript, stylesheet]) {
    const reply = await request('GET', asset);
    expect(reply.status, asset).toBe(200);
    expect(reply.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(reply, asset);
  }
  const json = await request('GET', searchIndex);
  expect(json.status).toBe(200);
  expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
  expectSecurityHeaders(json, searchIndex);
  for (const file of ['/sitemap.xml', searchIndex, '/downloads/platform.postman_collection.json', '/llms.txt']) {
    const reply = await request('GET', file);
    expect(reply.status, file).toBe(200);
    expect(reply.headers['cache-control'], file).toBe('no-cache');
    expect(reply.headers.etag, file).toBeTruthy();
  }
});

test('gzip and Brotli come from the files precompressed at build time; identity without Accept-Encoding', async () => {
  for (const file of [mainScript, guide, searchIndex]) {
    const onDisk = file.startsWith('/docs/') ? path.join(buildDir, file, 'index.html') : path.join(buildDir, file);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const reply = await request('GET', file, {'Accept-Encoding': encoding});
      expect(reply.headers['content-encoding'], `${file} ${encoding}`).toBe(encoding);
      expect(reply.body.equals(fs.readFileSync(`${onDisk}${suffix}`)), `${file}: the ${suffix} file, byte for byte`).toBe(true);
      expect(reply.headers.vary, file).toContain('Accept-Encoding');
    }
    const plain = await request('GET', file);
    expect(plain.headers['content-encoding'], file).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(onDisk)), file).toBe(true);
  }
});

test('unknown path: 404 with the not-found page and the security headers', async () => {
  for (const target of ['/docs/no-such-page', '/assets/js/missing.0000.js', '/404.html']) {
    const reply = await request('GET', target);
    expect(reply.status, target).toBe(404);
    expect(reply.body.toString()).toBe(fs.readFileSync(path.join(buildDir, '404.html'), 'utf8'));
    expectSecurityHeaders(reply, target);
  }
});

test('a path that cannot be decoded: 400 with a friendly page in the site look', async () => {
  for (const target of ['/docs/%E0%A4%A', '/docs/%C3', '/docs/%ZZ', '/docs/%ED%A0%80?q=1']) {
    const reply = await request('GET', target);
    expect(reply.status, target).toBe(400);
    const body = reply.body.toString();
    expect(body, target).toContain('<h1 class="hero__title">Bad Request</h1>');
    expect(body, target).toContain('navbar');
    expectSecurityHeaders(reply, target);
  }
  const direct = await request('GET', '/400.html');
  expect(direct.status).toBe(404);
});

test('HEAD answers like GET without a body; other methods get 405 with Allow', async () => {
  const get = await request('GET', guide);
  const head = await request('HEAD', guide);
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers['content-length']).toBe(get.headers['content-length']);
  expect(head.headers.etag).toBe(get.headers.etag);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const reply = await request(method, guide);
    expect(reply.status, method).toBe(405);
    expect(reply.headers.allow, method).toBe('GET, HEAD');
    expect(reply.body.toString(), method).toContain('Method Not Allowed');
    expectSecurityHeaders(reply, `${method} ${guide}`);
  }
});

test('the page-view endpoint of the test build (a path on the site) takes POST only: 204, else 405 with Allow: POST', async () => {
  const posted = await request('POST', analyticsPath);
  expect(posted.status).toBe(204);
  expectSecurityHeaders(posted, `POST ${analyticsPath}`);
  for (const method of ['GET', 'PUT']) {
    const reply = await request(method, analyticsPath);
    expect(reply.status, method).toBe(405);
    expect(reply.headers.allow, method).toBe('POST');
  }
});

// The fixture fails each test on a CSP violation (securitypolicyviolation event) or a console error.
test.describe('in Chromium under the CSP', () => {
  test('code tabs and color mode work; the 400 page renders without violations', async ({page}) => {
    await page.goto(`${nginx.url}${guide}`);
    await waitForHydration(page);
    const python = page.getByRole('tab', {name: 'Python'}).first();
    await python.click();
    await expect(python).toHaveAttribute('aria-selected', 'true');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('search finds a page', async ({page}) => {
    await page.goto(`${nginx.url}/docs/`);
    await waitForHydration(page);
    const box = page.locator('.navbar__search input[type="search"]');
    await box.hover();
    // The index (a few MB) is fetched and parsed on first intent: slow on a busy CPU, so wait on the state, generously.
    await expect(box).toHaveAttribute('placeholder', /^Search (⌘|Ctrl)\+K$/, {timeout: 60_000});
    await box.fill('api key');
    const hit = page.locator('a.search-hit[href^="/docs/authentication/"]').first();
    await expect(hit).toBeVisible({timeout: 30_000});
  });

  test('the CQL2 playground converts text to JSON', async ({page}) => {
    await page.goto(`${nginx.url}/docs/sample-projects/cql-playground`);
    await waitForHydration(page);
    await page.getByLabel('CQL2 text', {exact: true}).fill('eo:cloud_cover <= 15');
    await expect
      .poll(async () => JSON.parse(await page.getByLabel('CQL2 JSON', {exact: true}).inputValue()) as unknown)
      .toEqual({op: '<=', args: [{property: 'eo:cloud_cover'}, 15]});
  });
});

// Chromium reports the 400 status itself as a console error, so this test
// listens for CSP violations and page errors only.
base('the 400 page renders in the site look, in the chosen color mode, without CSP violations', async ({page}) => {
  const problems = await listenForCspViolations(page);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(`${nginx.url}/docs/`);
  await waitForHydration(page);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const response = await page.goto(`${nginx.url}/docs/%E0%A4%A`);
  expect(response?.status()).toBe(400);
  await expect(page.locator('main h1')).toHaveText('Bad Request');
  await expect(page.locator('html'), 'the inline color-mode script ran (allowed by its hash)').toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Go to the documentation home'})).toHaveAttribute('href', '/docs/');
  expect(problems).toEqual([]);
});

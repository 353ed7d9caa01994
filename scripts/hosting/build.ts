/**
 * npm run hosting:build — after `docusaurus build`, turns build/ into what
 * nginx serves: the 400 and 405 pages, gzip and Brotli copies of every
 * compressible file, and build-nginx/{http,server}.conf generated from
 * config/hosting.ts, config/redirectRows.json and the built pages (CSP hashes of
 * their inline scripts, one canonical URL each). Then `nginx -t` checks it.
 * A rerun on the same build only redoes what changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {hosting} from '../../config/hosting';
import {redirects} from '../../config/redirects';
import {site} from '../../config/site';
import {analyticsLocalPath, analyticsOrigin, inlineHandlers, inlineScripts, renderCsp, sha256Source} from './csp';
import {errorPages, renderErrorPage} from './error-pages';
import {renderHttpConf, renderServerConf} from './nginx-conf';
import {readManifest} from './manifest';
import {buildDir, confDir, findNginx, testConfig} from './nginx';
import {precompress} from './precompress';
import {canonicalPath, pathVariants, redirectMap, type ServedPage} from './routes';

const compressedSuffix = /\.(gz|br)$/;

async function walk(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The path a file would answer at without nginx rewriting anything. */
function filePath(relative: string): string {
  const posix = `/${relative.split(path.sep).join('/')}`;
  return posix.endsWith('/index.html') ? posix.slice(0, -'index.html'.length) : posix;
}

export type HostingBuildReport = {pages: number; redirects: number; scriptHashes: number; csp: string; compressed: Awaited<ReturnType<typeof precompress>>};

export async function buildHosting(): Promise<HostingBuildReport> {
  const notFound = await fs.readFile(path.join(buildDir, '404.html'), 'utf8').catch(() => {
    throw new Error('build/404.html is missing: run `npm run build` first');
  });
  const manifest = await readManifest();
  for (const page of errorPages) await fs.writeFile(path.join(buildDir, page.file), renderErrorPage(notFound, page, site.title));

  const files = (await walk(buildDir)).filter((file) => !compressedSuffix.test(file));
  const redirectSources = new Set(redirects.flatMap((row) => row.from.flatMap((from) => [from, ...pathVariants(from)])));
  const errorFiles = new Set(['/404.html', ...errorPages.map((page) => `/${page.file}`)]);
  const hashes = new Set<string>();
  const pages: ServedPage[] = [];
  const problems: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const relative = path.relative(buildDir, file);
    const at = filePath(relative);
    // Client-side redirect pages (for hosts without nginx): nginx answers 301 before reaching them.
    if (redirectSources.has(at)) continue;
    const html = await fs.readFile(file, 'utf8');
    for (const script of inlineScripts(html)) hashes.add(sha256Source(script));
    for (const handler of inlineHandlers(html)) problems.push(`${relative}: inline event handler (blocked by the CSP): ${handler}`);
    if (errorFiles.has(at)) continue;
    const canonical = canonicalPath(html, site.url);
    if (!canonical) problems.push(`${relative}: no <link rel="canonical">, so its URL cannot be made canonical`);
    else pages.push({file: relative, path: canonical});
  }
  const routes = new Set(manifest.routes);
  for (const page of pages) if (!routes.has(page.path)) problems.push(`${page.file}: canonical ${page.path} is not a route of the build`);
  if (problems.length) throw new Error(`hosting: ${problems.length} problem(s) in build/:\n  ${problems.join('\n  ')}`);

  const map = redirectMap(pages, redirects);
  const origin = analyticsOrigin(manifest.analyticsEndpoint);
  const analyticsPath = analyticsLocalPath(manifest.analyticsEndpoint);
  const csp = renderCsp(hosting.csp, {scriptHashes: [...hashes], connectOrigins: origin ? [origin] : []});
  const extensions = [...new Set(files.map((file) => path.extname(file).slice(1).toLowerCase()).filter(Boolean))].sort();
  await fs.mkdir(confDir, {recursive: true});
  await fs.writeFile(path.join(confDir, 'http.conf'), renderHttpConf({hosting, redirects: map, analyticsPath}));
  await fs.writeFile(path.join(confDir, 'server.conf'), renderServerConf({hosting, csp, extensions, analyticsPath}));
  const compressed = await precompress(files, hosting.precompress);
  return {pages: pages.length, redirects: map.size, scriptHashes: hashes.size, csp, compressed};
}

async function main() {
  const report = await buildHosting();
  const {compressed: c} = report;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`[hosting] ${report.pages} pages, ${report.redirects} redirect rules, ${report.scriptHashes} inline script hash(es) in the CSP`);
  console.log(
    `[hosting] precompressed ${c.files - c.skipped} files (${c.skipped} already fresh) in ${c.seconds.toFixed(1)} s: ${mb(c.rawBytes)} raw → gzip ${mb(c.gzipBytes)}${hosting.precompress.brotli ? `, brotli ${mb(c.brotliBytes)}` : ''}`,
  );
  if (findNginx()) {
    testConfig();
    console.log(`[hosting] nginx -t: ok → ${path.relative(process.cwd(), confDir)}/http.conf, server.conf`);
  } else {
    console.log('[hosting] nginx not installed: skipped `nginx -t` (bash scripts/ensure-nginx.sh installs it)');
  }
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

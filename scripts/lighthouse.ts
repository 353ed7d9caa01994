/**
 * npm run bench:lighthouse — Lighthouse 12, mobile preset (its default), on the
 * production build served locally with gzip (scripts/lib/staticServer.ts), over
 * HTTP/2 with TLS as a production host or CDN serves it (a certificate made for
 * the run: scripts/lib/selfSignedCert.ts); `--http1` serves plain HTTP/1.1
 * instead, which Lighthouse's simulation models differently (PERFORMANCE.md).
 * Prints performance / accessibility / best practices / SEO for one page of each
 * kind, with its first-load JavaScript (gzip bytes on the wire).
 * Build first (`npm run build`). Prints only: targets are judged by people.
 * Scores vary with the machine's load (±5 performance points between single
 * runs here), so each page is measured BENCH_RUNS times (default 3), the pages
 * taking turns; a row gives the median of each score, the performance range,
 * and the median metrics, and under it the median blocking time by what ran
 * the long tasks (the page's document, its scripts, ...: bench/blockingTime.ts)
 * and how much of the observed tasks' wall time, which Lighthouse multiplies,
 * the page's main thread spent on a CPU (bench/observedTasks.ts).
 * With `--variants`, each page is also measured with its scripts downloaded
 * but never run, and with no scripts at all (bench/pageVariants.ts), taking
 * turns with the page as built: what the scripts cost the score, and how much
 * of it their download alone (PERFORMANCE.md). Three times the runs.
 * Run it on a quiet machine.
 */
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {benchPages} from './bench/pages';
import {pageViewPath} from './hosting/manifest';
import {selfSignedCert} from './lib/selfSignedCert';
import {portOf, resolveFile, serveBuild} from './lib/staticServer';
import {benchRuns, median} from './bench/stats';
import {blockingBySource, blockingSources, type BlockingSource, type LongTask} from './bench/blockingTime';
import {observedLongTaskMs, observedLongTasks, type ObservedTasks, type TraceEvent} from './bench/observedTasks';
import {pageVariant, pageVariants, type PageVariant} from './bench/pageVariants';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type NetworkItem = {resourceType?: string; transferSize?: number; url?: string};
type Lhr = {
  finalDisplayedUrl: string;
  categories: Record<string, {score: number | null; auditRefs: Array<{id: string; weight: number}>} | undefined>;
  audits: Record<string, {score: number | null; numericValue?: number; details?: unknown} | undefined>;
};

/** One Lighthouse run of one page, reduced to what the rows print. */
type Run = {
  scores: number[];
  tbtMs: number;
  lcpMs: number;
  cls: number;
  jsBytes: number;
  blocking: Record<BlockingSource, number>;
  observed: ObservedTasks | undefined;
  failing: string[];
};

const scoreMetrics = ['largest-contentful-paint', 'first-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'];

function reduce(lhr: Lhr, trace: readonly TraceEvent[]): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const network = (lhr.audits['network-requests']?.details as {items?: NetworkItem[]} | undefined)?.items ?? [];
  const longTasks = (lhr.audits['long-tasks']?.details as {items?: LongTask[]} | undefined)?.items ?? [];
  return {
    scores: categories.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: network.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    blocking: blockingBySource(longTasks, {pageUrl: lhr.finalDisplayedUrl, fcpMs: numeric('first-contentful-paint'), ttiMs: numeric('interactive')}),
    observed: observedLongTasks(trace, lhr.finalDisplayedUrl),
    // Audits that cost points, other than the metrics themselves.
    failing: categories
      .flatMap(
        (category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id) ?? [],
      )
      .filter((id) => !scoreMetrics.includes(id)),
  };
}

function row(kind: string, urlPath: string, runs: Run[]): string {
  const scores = categories.map((_, i) => median(runs.map((run) => run.scores[i] ?? 0)));
  const performance = runs.map((run) => run.scores[0] ?? 0);
  const range = runs.length > 1 ? ` (${Math.min(...performance)}–${Math.max(...performance)})` : '';
  const tbt = runs.map((run) => run.tbtMs);
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  return [
    `${kind.padEnd(16)} ${scores.map((score) => String(score).padStart(3)).join(' / ')}${range.padEnd(10)}`,
    `LCP ${(median(runs.map((run) => run.lcpMs)) / 1000).toFixed(1)} s, TBT ${median(tbt).toFixed(0)} ms (${Math.min(...tbt).toFixed(0)}–${Math.max(...tbt).toFixed(0)}),`,
    `CLS ${median(runs.map((run) => run.cls)).toFixed(2)}, JS ${(median(runs.map((run) => run.jsBytes)) / 1024).toFixed(1)} KB gzip${failing.length ? `; not passing: ${failing.join(', ')}` : ''}`,
    ` (${urlPath})`,
    `\n${' '.repeat(17)}blocking time by source (median ms): ${blockingSources
      .map((source) => `${source} ${median(runs.map((run) => run.blocking[source])).toFixed(0)}`)
      .join(', ')}`,
    `\n${' '.repeat(17)}${observedRow(runs)}`,
  ].join(' ');
}

/** The observed tasks that Lighthouse multiplies into long ones, and how much of their wall time was spent on a CPU (bench/observedTasks.ts). */
function observedRow(runs: readonly Run[]): string {
  const observed = runs.map((run) => run.observed).filter((o): o is ObservedTasks => o !== undefined);
  if (observed.length === 0) return 'observed main-thread tasks: no trace of the page';
  const wall = median(observed.map((o) => o.wallMs));
  const cpu = median(observed.map((o) => o.cpuMs));
  // A page whose tasks all stayed under the line has no wall time to divide by.
  if (wall === 0) return `observed main-thread tasks ≥ ${observedLongTaskMs} ms: none`;
  return `observed main-thread tasks ≥ ${observedLongTaskMs} ms (median): ${median(observed.map((o) => o.count))}, wall ${wall.toFixed(0)} ms, on a CPU ${cpu.toFixed(0)} ms (${((100 * cpu) / wall).toFixed(0)} %)`;
}

/** The run's trace, or none when Lighthouse saved none (the row then says so): the scores do not depend on it. */
function readTrace(file: string): TraceEvent[] {
  if (!fs.existsSync(file)) return [];
  const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as {traceEvents?: TraceEvent[]} | TraceEvent[];
  return Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('bench:lighthouse: no build/ — run `npm run build` first');
  const args = process.argv.slice(2);
  const options = ['--variants', '--http1'];
  const unknown = args.filter((arg) => arg.startsWith('-') && !options.includes(arg));
  if (unknown.length > 0)
    throw new Error(`bench:lighthouse: unknown option ${unknown.join(', ')} (options: ${options.join(', ')}; other arguments are page paths)`);
  const tls = args.includes('--http1') ? undefined : selfSignedCert();
  const variants: readonly PageVariant[] = args.includes('--variants') ? pageVariants : ['as built'];
  const only = args.filter((arg) => !arg.startsWith('-'));
  const pages = benchPages.filter(([, urlPath]) => only.length === 0 || only.includes(urlPath));
  const unmatched = only.filter((urlPath) => !benchPages.some(([, benchPath]) => benchPath === urlPath));
  if (unmatched.length > 0) throw new Error(`bench:lighthouse: not a bench page: ${unmatched.join(', ')} (scripts/bench/pages.ts lists them)`);
  const runCount = benchRuns(3);
  // The bench pages' files, each checked against every variant before any run: a page the variants cannot change fails here.
  const pageFiles = new Set<string>();
  for (const [, urlPath] of pages) {
    const file = resolveFile(buildDir, urlPath);
    if (!file) throw new Error(`bench:lighthouse: ${urlPath} is not in build/`);
    const html = fs.readFileSync(file, 'utf8');
    for (const variant of variants) pageVariant(html, variant, path.relative(buildDir, file));
    pageFiles.add(path.relative(buildDir, file));
  }
  const viewPath = await pageViewPath();
  const servers = new Map(
    await Promise.all(
      variants.map(
        async (variant) =>
          [
            variant,
            await serveBuild(buildDir, variant === 'as built' ? Number(process.env.LIGHTHOUSE_PORT ?? 0) : 0, {
              pageViewPath: viewPath,
              tls,
              transformHtml: (html, file) => (pageFiles.has(file) ? pageVariant(html, variant, file) : html),
            }),
          ] as const,
      ),
    ),
  );
  // The CLI, not the Node API: tsx's transform adds helpers to functions that
  // Lighthouse serializes into the page, where they do not exist (__name is not defined).
  const cli = path.join(root, 'node_modules', '.bin', 'lighthouse');
  // The run's certificate counts as valid for its key alone: no trust store to change, no certificate warnings in the scores.
  const chromeFlags = `--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync${tls ? ` --ignore-certificate-errors-spki-list=${tls.spkiHash}` : ''}`;
  const origin = (server: net.Server) => `${tls ? 'https' : 'http'}://127.0.0.1:${portOf(server)}`;
  const key = (urlPath: string, variant: PageVariant) => `${variant} ${urlPath}`;
  const label = (kind: string, variant: PageVariant) => (variant === 'as built' ? kind : `  ${variant}`);
  const runs = new Map<string, Run[]>(pages.flatMap(([, urlPath]) => variants.map((variant) => [key(urlPath, variant), []] as [string, Run[]])));
  const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  try {
    for (let round = 1; round <= runCount; round++) {
      for (const [kind, urlPath] of pages) {
        for (const [variant, server] of servers) {
          // --save-assets writes the trace beside the report: run-0.trace.json.
          const report = path.join(assetsDir, 'run.json');
          const traceFile = path.join(assetsDir, 'run-0.trace.json');
          fs.rmSync(traceFile, {force: true});
          await promisify(execFile)(
            cli,
            [
              `${origin(server)}${urlPath}`,
              '--output=json',
              `--output-path=${report}`,
              '--save-assets',
              '--quiet',
              `--only-categories=${categories.join(',')}`,
              `--chrome-flags=${chromeFlags}`,
            ],
            {env: {...process.env, CHROME_PATH: chromePath}, maxBuffer: 64 * 1024 * 1024},
          );
          const run = reduce(JSON.parse(fs.readFileSync(report, 'utf8')) as Lhr, readTrace(traceFile));
          runs.get(key(urlPath, variant))?.push(run);
          console.log(`run ${round}/${runCount} ${row(label(kind, variant), urlPath, [run])}`);
        }
      }
    }
  } finally {
    for (const server of servers.values()) server.close();
    fs.rmSync(assetsDir, {recursive: true, force: true});
  }
  const rows = pages.flatMap(([kind, urlPath]) => variants.map((variant) => row(label(kind, variant), urlPath, runs.get(key(urlPath, variant)) ?? [])));
  const served = tls ? 'HTTP/2 over TLS' : 'HTTP/1.1';
  console.log(
    `\nLighthouse 12 mobile, served over ${served} with gzip, median of ${runCount} runs: performance (range) / accessibility / best practices / SEO\n${rows.join('\n')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

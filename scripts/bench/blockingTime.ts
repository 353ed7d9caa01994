/**
 * Where a page's simulated total blocking time comes from, by what ran each
 * long task: the page's own document (parsing the HTML, style, layout, paint,
 * inline scripts), its script files, its stylesheets, Lighthouse's own
 * scripts, or nothing Lighthouse could name.
 *
 * Lighthouse's `long-tasks` audit lists the tasks of its simulation (start
 * and duration, each task's time multiplied as its CPU throttling says) with
 * the URL it attributes each to. Blocking time is counted as Lighthouse
 * counts it: the part of a task between the first contentful paint and time
 * to interactive, beyond 50 ms. The audit runs one simulation where the score
 * averages two, and lists the 20 longest tasks only, so the parts add up to
 * about the reported figure, not exactly.
 */

/** One item of the `long-tasks` audit. */
export type LongTask = {url?: string; startTime: number; duration: number};

export const blockingSources = ['document', 'scripts', 'stylesheets', 'Lighthouse', 'unattributed'] as const;
export type BlockingSource = (typeof blockingSources)[number];

/** What Lighthouse's attributed URL says ran the task. */
export function blockingSource(url: string | undefined, pageUrl: string): BlockingSource {
  if (!url || url === 'Unattributable') return 'unattributed';
  const resolved = new URL(url, pageUrl);
  if (resolved.pathname.endsWith('/_lighthouse-eval.js')) return 'Lighthouse';
  if (resolved.pathname.endsWith('.js')) return 'scripts';
  if (resolved.pathname.endsWith('.css')) return 'stylesheets';
  return resolved.href === new URL(pageUrl).href ? 'document' : 'unattributed';
}

/** Lighthouse's rule: the part of the task inside [startMs, endMs], beyond 50 ms. */
export function taskBlockingMs(task: LongTask, startMs: number, endMs: number): number {
  const clipped = Math.min(task.startTime + task.duration, endMs) - Math.max(task.startTime, startMs);
  return clipped > 50 ? clipped - 50 : 0;
}

export function blockingBySource(tasks: readonly LongTask[], window: {pageUrl: string; fcpMs: number; ttiMs: number}): Record<BlockingSource, number> {
  const sums = Object.fromEntries(blockingSources.map((source) => [source, 0])) as Record<BlockingSource, number>;
  for (const task of tasks) sums[blockingSource(task.url, window.pageUrl)] += taskBlockingMs(task, window.fcpMs, window.ttiMs);
  return sums;
}

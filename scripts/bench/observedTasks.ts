/**
 * How much of the page's observed long tasks its main thread spent on a CPU.
 *
 * Lighthouse's simulation multiplies each main-thread task's observed wall
 * time (by 4, by 2 for tasks that lay out), so a task that waited (for a CPU
 * taken by another thread, for a font looked up over IPC) counts as if the
 * page had worked all that time. On the 2-core VM here the guide's first
 * style and layout ran on a CPU for 38–81 ms of 134–220 ms (session 33,
 * PERFORMANCE.md): the wall/CPU figure printed per page tells how much of its
 * blocking time is the machine rather than the page.
 *
 * Input: the trace Lighthouse saves with `--save-assets` (Chrome's trace
 * event format; `tdur` is a complete event's thread time, in µs like `dur`).
 */

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {name?: string; beginData?: {url?: string}};
};

/** Observed tasks Lighthouse's 4× can turn into long ones (12.5 ms × 4 = 50 ms). */
export const observedLongTaskMs = 12.5;

export type ObservedTasks = {count: number; wallMs: number; cpuMs: number};

/** The renderer main thread that parsed `pageUrl`, as "pid:tid". */
export function pageMainThread(events: readonly TraceEvent[], pageUrl: string): string | undefined {
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const parse = events.find((e) => e.name === 'ParseHTML' && mainThreads.has(`${e.pid}:${e.tid}`) && e.args?.beginData?.url === pageUrl);
  return parse && `${parse.pid}:${parse.tid}`;
}

/** The page's main-thread tasks of at least `observedLongTaskMs`: how many, their wall time and their thread (CPU) time. */
export function observedLongTasks(events: readonly TraceEvent[], pageUrl: string): ObservedTasks | undefined {
  const thread = pageMainThread(events, pageUrl);
  if (!thread) return undefined;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === thread && (e.dur ?? 0) >= observedLongTaskMs * 1000 && e.tdur !== undefined,
  );
  return {
    count: tasks.length,
    wallMs: tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    cpuMs: tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000,
  };
}

/**
 * A queue that runs its jobs when the main thread is idle, a few at a time,
 * so that no batch of them makes a long task. Where `requestIdleCallback` is
 * missing (Safari), a timer with a time budget stands in.
 */
type Deadline = {timeRemaining: () => number};
type Schedule = (run: (deadline: Deadline) => void) => void;

/** Time left in an idle period below which no further job starts (ms). */
const reserveMs = 4;
/**
 * Longest run of jobs in one idle period (ms). An idle period can last 50 ms,
 * and a phone four times slower than this machine turns 50 ms into a 200 ms
 * task: 10 ms keeps each batch short there too.
 */
const batchMs = 10;
/** Budget of one timer slice when there is no idle callback (ms). */
const sliceMs = 8;

const scheduleIdle: Schedule = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, {timeout: 5000});
    return;
  }
  window.setTimeout(() => {
    const end = performance.now() + sliceMs;
    run({timeRemaining: () => end - performance.now()});
  }, 50);
};

export function createIdleQueue<T>(job: (item: T) => void, schedule: Schedule = scheduleIdle): (item: T) => void {
  const queue: T[] = [];
  let scheduled = false;
  const drain = (deadline: Deadline): void => {
    const started = performance.now();
    // At least one job per idle period, so the queue always moves on.
    do {
      const item = queue.shift();
      if (item === undefined) break;
      job(item);
    } while (queue.length > 0 && deadline.timeRemaining() > reserveMs && performance.now() - started < batchMs);
    if (queue.length > 0) schedule(drain);
    else scheduled = false;
  };
  return (item) => {
    queue.push(item);
    if (scheduled) return;
    scheduled = true;
    schedule(drain);
  };
}

/** Runs `run` once, the next time the main thread is idle (at the latest after 5 s). */
export function whenIdle(run: () => void): void {
  scheduleIdle(() => run());
}

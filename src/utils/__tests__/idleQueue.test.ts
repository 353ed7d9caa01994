import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createIdleQueue} from '../idleQueue';

/** A scheduler under the test's control: idle periods run when the test says, with the time left it says. */
function manualSchedule() {
  const pending: Array<(deadline: {timeRemaining: () => number}) => void> = [];
  return {
    schedule: (run: (deadline: {timeRemaining: () => number}) => void) => void pending.push(run),
    get scheduled() {
      return pending.length;
    },
    idle(budget: number[]) {
      const run = pending.shift();
      assert.ok(run, 'nothing was scheduled');
      let call = 0;
      run({timeRemaining: () => budget[Math.min(call++, budget.length - 1)] ?? 0});
    },
  };
}

test('jobs wait for an idle period, then run in order while time remains', () => {
  const done: string[] = [];
  const clock = manualSchedule();
  const enqueue = createIdleQueue<string>((item) => done.push(item), clock.schedule);
  enqueue('a');
  enqueue('b');
  enqueue('c');
  assert.deepEqual(done, []);
  assert.equal(clock.scheduled, 1, 'one idle callback for the whole batch');
  clock.idle([20, 20, 20]);
  assert.deepEqual(done, ['a', 'b', 'c']);
  assert.equal(clock.scheduled, 0);
});

test('a short idle period runs one job and leaves the rest for the next', () => {
  const done: number[] = [];
  const clock = manualSchedule();
  const enqueue = createIdleQueue<number>((item) => done.push(item), clock.schedule);
  for (const item of [1, 2, 3, 4]) enqueue(item);
  clock.idle([1]);
  assert.deepEqual(done, [1], 'at least one job per idle period, so the queue moves on');
  assert.equal(clock.scheduled, 1);
  clock.idle([10, 2]);
  assert.deepEqual(done, [1, 2, 3], 'the time left is checked after each job');
  clock.idle([10]);
  assert.deepEqual(done, [1, 2, 3, 4]);
  assert.equal(clock.scheduled, 0);
  enqueue(5);
  assert.equal(clock.scheduled, 1, 'an empty queue schedules again on the next job');
});

test('one idle period runs at most about 10 ms of jobs, however long the period', () => {
  const done: number[] = [];
  const clock = manualSchedule();
  // Each job keeps the thread busy for 6 ms: after two of them the batch is over 10 ms.
  const busy = (item: number) => {
    const end = performance.now() + 6;
    while (performance.now() < end);
    done.push(item);
  };
  const enqueue = createIdleQueue<number>(busy, clock.schedule);
  for (const item of [1, 2, 3, 4, 5]) enqueue(item);
  clock.idle([50]);
  assert.ok(done.length >= 1 && done.length <= 2, `ran ${done.length} jobs in one 50 ms idle period`);
  assert.equal(clock.scheduled, 1, 'the rest waits for the next idle period');
});

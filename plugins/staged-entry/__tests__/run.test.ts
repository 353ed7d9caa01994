import {test} from 'node:test';
import assert from 'node:assert/strict';
import {nextTask, runStages, type Stage} from '../run';

test('stages run in order, each after its own yield, and are named in the performance timeline', async () => {
  const log: string[] = [];
  const logged = (line: string) => () => Promise.resolve(void log.push(line));
  const stage = (name: string): Stage => ({name, run: logged(`run ${name}`)});
  await runStages([stage('a'), stage('b'), stage('c')], logged('yield'));
  assert.deepEqual(log, ['yield', 'run a', 'yield', 'run b', 'yield', 'run c']);
  const names = performance.getEntriesByType('measure').map((entry) => entry.name);
  assert.deepEqual(names.slice(-3), ['start-up: a', 'start-up: b', 'start-up: c']);
});

test('a stage that fails is reported and the later stages still run', async (t) => {
  const errors: unknown[][] = [];
  t.mock.method(console, 'error', (...args: unknown[]) => void errors.push(args));
  const ran: string[] = [];
  await runStages(
    [
      {name: 'broken', run: () => Promise.reject(new Error('chunk failed'))},
      {name: 'entry', run: () => Promise.resolve(void ran.push('entry'))},
    ],
    () => Promise.resolve(),
  );
  assert.deepEqual(ran, ['entry']);
  assert.equal(errors.length, 1);
  assert.match(String(errors[0]?.[0]), /Start-up stage "broken" failed/);
  assert.equal((errors[0]?.[1] as Error).message, 'chunk failed');
});

test('nextTask resolves after the current task, not in its microtasks', async () => {
  const order: string[] = [];
  const yielded = nextTask().then(() => order.push('next task'));
  await Promise.resolve();
  order.push('microtask');
  await yielded;
  assert.deepEqual(order, ['microtask', 'next task']);
});

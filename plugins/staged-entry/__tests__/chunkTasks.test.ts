import {test} from 'node:test';
import assert from 'node:assert/strict';
import {inNewTask} from '../chunkTasks';

test('a wrapped chunk load resolves with the same result, after a yield', async () => {
  const log: string[] = [];
  const ensure = inNewTask(
    (chunk) => Promise.resolve(void log.push(`load ${chunk}`)).then(() => `chunk ${chunk}`),
    () => Promise.resolve(void log.push('yield')),
  );
  assert.equal(await ensure('945'), 'chunk 945');
  assert.deepEqual(log, ['load 945', 'yield']);
});

test('imports of loaded chunks resolve one task each, so their modules run apart', async () => {
  // Each yield is a "task" the test runs by hand, in order.
  const tasks: Array<() => void> = [];
  const ensure = inNewTask(
    () => Promise.resolve(),
    () => new Promise<void>((resolve) => void tasks.push(resolve)),
  );
  const ran: string[] = [];
  const imports = [ensure('a').then(() => ran.push('module a')), ensure('b').then(() => ran.push('module b'))];
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(ran, [], 'no module runs in the task that asked for the chunks');
  assert.equal(tasks.length, 2);
  tasks[0]?.();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(ran, ['module a']);
  tasks[1]?.();
  await Promise.all(imports);
  assert.deepEqual(ran, ['module a', 'module b']);
});

test('a failed chunk load still fails, without a yield', async () => {
  let yielded = false;
  const ensure = inNewTask(
    () => Promise.reject(new Error('ChunkLoadError')),
    () => Promise.resolve(void (yielded = true)),
  );
  await assert.rejects(ensure('1'), /ChunkLoadError/);
  assert.equal(yielded, false);
});

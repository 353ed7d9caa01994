import {test} from 'node:test';
import assert from 'node:assert/strict';
import {observedLongTasks, pageMainThread, type TraceEvent} from '../observedTasks';

const pageUrl = 'http://127.0.0.1:4000/docs/authentication/guides/api-key';
const thread = (pid: number, tid: number, name: string): TraceEvent => ({name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: {name}});
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const parse = (pid: number, tid: number, url: string): TraceEvent => ({
  name: 'ParseHTML',
  ph: 'X',
  pid,
  tid,
  ts: 5,
  dur: 10,
  tdur: 10,
  args: {beginData: {url}},
});

const events: TraceEvent[] = [
  thread(1, 10, 'CrRendererMain'),
  thread(2, 20, 'CrRendererMain'),
  thread(2, 21, 'Compositor'),
  // about:blank's renderer parses another document.
  parse(1, 10, 'about:blank'),
  parse(2, 20, pageUrl),
  task(2, 20, 100, 134, 38),
  task(2, 20, 400, 20, 20),
  // Shorter than 12.5 ms: Lighthouse's 4× keeps it under 50 ms.
  task(2, 20, 500, 12, 12),
  // Other threads and the other renderer do not count.
  task(2, 21, 100, 80, 80),
  task(1, 10, 100, 90, 90),
];

test('the page main thread is the renderer main thread that parsed the page', () => {
  assert.equal(pageMainThread(events, pageUrl), '2:20');
  assert.equal(pageMainThread(events, 'http://127.0.0.1:4000/other'), undefined);
});

test('long tasks are counted with their wall and thread time', () => {
  assert.deepEqual(observedLongTasks(events, pageUrl), {count: 2, wallMs: 154, cpuMs: 58});
  assert.equal(observedLongTasks(events, 'http://127.0.0.1:4000/other'), undefined);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loaderOf} from '../loaderOf';

test('a page entry loads its chunks, then requires its module as the compiled loader did', async () => {
  // The bundler's runtime, as the loaders call it: a global for this test only (other
  // packages, such as sass, take a global `__webpack_require__` for a bundle they run in).
  const calls: string[] = [];
  const runtime = Object.assign((id: string | number) => (calls.push(`require ${id}`), {id}), {
    e: (chunk: string) => (calls.push(`load ${chunk}`), Promise.resolve()),
    t: (id: string | number, mode: number) => (calls.push(`require.t ${id} ${mode}`), {id, mode}),
  });
  const global = globalThis as {__webpack_require__?: typeof runtime};
  global.__webpack_require__ = runtime;
  try {
    assert.deepEqual(await loaderOf([['1', '2'], 42])(), {id: 42});
    assert.deepEqual(await loaderOf([[], 'x', 19])(), {id: 'x', mode: 19});
    assert.deepEqual(calls, ['load 1', 'load 2', 'require 42', 'require.t x 19']);
  } finally {
    delete global.__webpack_require__;
  }
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {benchRuns, median, percentile} from '../stats';

test('percentiles by nearest rank, whatever the order of the values', () => {
  assert.equal(median([30, 10, 20]), 20);
  assert.equal(median([40, 10, 30, 20]), 20);
  assert.equal(percentile([5, 1, 4, 2, 3], 95), 5);
  assert.equal(percentile([5, 1, 4, 2, 3], 20), 1);
  assert.ok(Number.isNaN(median([])));
});

test('BENCH_RUNS sets the run count; anything but a whole number ≥ 1 is refused with its value', () => {
  assert.equal(benchRuns(3, {}), 3);
  assert.equal(benchRuns(3, {BENCH_RUNS: ''}), 3);
  assert.equal(benchRuns(3, {BENCH_RUNS: '5'}), 5);
  for (const bad of ['0', '-1', '2.5', 'three']) assert.throws(() => benchRuns(3, {BENCH_RUNS: bad}), new RegExp(`"${bad}"`));
});

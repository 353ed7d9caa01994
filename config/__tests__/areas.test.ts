/**
 * config/areas.ts is read by browser code (the home page cards), so it cannot
 * list openapi/ itself: its `isApi` flags are kept by hand. This test ties them
 * to the specs: an area is an API area exactly when openapi/<dir>.yaml exists.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {areas} from '../areas';
import {apiAreas} from '../openapi';

test('an area is marked isApi exactly when it has a spec in openapi/', () => {
  const marked = areas.filter((area) => area.isApi).map((area) => area.dir);
  assert.deepEqual([...marked].sort(), [...apiAreas].sort(), 'set `isApi` in config/areas.ts to match openapi/*.yaml');
});

test('every area folder appears once', () => {
  const dirs = areas.map((area) => area.dir);
  assert.deepEqual(dirs, [...new Set(dirs)]);
});

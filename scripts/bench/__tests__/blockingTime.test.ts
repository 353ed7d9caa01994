import {test} from 'node:test';
import assert from 'node:assert/strict';
import {blockingBySource, blockingSource, taskBlockingMs} from '../blockingTime';

const pageUrl = 'http://127.0.0.1:4000/docs/authentication/guides/api-key';

test('a task is attributed to the document, a script, a stylesheet, Lighthouse or nothing by its URL', () => {
  assert.equal(blockingSource(pageUrl, pageUrl), 'document');
  assert.equal(blockingSource('http://127.0.0.1:4000/assets/js/main.39221ee1.js', pageUrl), 'scripts');
  assert.equal(blockingSource('http://127.0.0.1:4000/assets/css/styles.eb43c042.css', pageUrl), 'stylesheets');
  assert.equal(blockingSource('http://127.0.0.1:4000/_lighthouse-eval.js', pageUrl), 'Lighthouse');
  assert.equal(blockingSource('Unattributable', pageUrl), 'unattributed');
  assert.equal(blockingSource(undefined, pageUrl), 'unattributed');
  // Another page's document is not this one's.
  assert.equal(blockingSource('http://127.0.0.1:4000/docs/', pageUrl), 'unattributed');
});

test('blocking time is the part between first paint and interactive beyond 50 ms, as Lighthouse counts it', () => {
  assert.equal(taskBlockingMs({startTime: 1000, duration: 120}, 900, 3000), 70);
  assert.equal(taskBlockingMs({startTime: 1000, duration: 50}, 900, 3000), 0);
  // Started before the first paint: only the part after it counts.
  assert.equal(taskBlockingMs({startTime: 800, duration: 200}, 900, 3000), 50);
  assert.equal(taskBlockingMs({startTime: 700, duration: 150}, 900, 3000), 0);
  // Ends after time to interactive: cut there.
  assert.equal(taskBlockingMs({startTime: 2900, duration: 300}, 900, 3000), 50);
});

test('the sums per source add every task once', () => {
  const sums = blockingBySource(
    [
      {url: pageUrl, startTime: 1000, duration: 226},
      {url: pageUrl, startTime: 1435, duration: 141},
      {url: 'http://127.0.0.1:4000/assets/js/main.js', startTime: 2320, duration: 58},
      {url: 'Unattributable', startTime: 600, duration: 169},
    ],
    {pageUrl, fcpMs: 950, ttiMs: 2600},
  );
  assert.deepEqual(sums, {document: 176 + 91, scripts: 8, stylesheets: 0, Lighthouse: 0, unattributed: 0});
});

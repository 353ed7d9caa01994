import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {chunkFilesScriptId, runtimeSource, type ChunkList, type PageChunkFiles} from '../runtime';

const page: PageChunkFiles = {
  list: 'assets/js/chunk-files.0123abcd.json',
  table: '7',
  files: {'1': 'assets/js/rone.aaaaaa.js', '7': 'assets/js/route-table.bbbbbb.js', '9': 'assets/js/9.cccccc.js'},
};
const whole: ChunkList = {
  files: {...page.files, '2': 'assets/js/rtwo.dddddd.js'},
  names: {rone: '1', rtwo: '2', 'route-table': '7'},
  eager: ['9'],
};

type Require = {
  p: string;
  e: (id: string) => Promise<unknown>;
  u: (id: string) => string | undefined;
  gca: (name: string) => string | undefined;
};

/** The runtime code in a sandbox: a page with `block`, a stock `e` that records its calls, a fetch that answers `respond`. */
function runtime(block: string | undefined, respond: () => Promise<{ok: boolean; status?: number; statusText?: string; json?: () => Promise<unknown>}>) {
  const ensured: string[] = [];
  const fetched: string[] = [];
  const require: Require = {
    p: '/',
    e: (id) => {
      ensured.push(id);
      return Promise.resolve([]);
    },
    u: () => 'stock',
    gca: () => 'stock',
  };
  const document = {getElementById: (id: string) => (id === chunkFilesScriptId && block !== undefined ? {textContent: block} : null)};
  const fetch = (url: string) => {
    fetched.push(url);
    return respond();
  };
  vm.runInNewContext(runtimeSource(['24014', '99437']), {__webpack_require__: require, document, fetch, Promise, Error, JSON, String});
  return {require, ensured, fetched};
}

const ok = () => Promise.resolve({ok: true, json: () => Promise.resolve(whole)});

test("a chunk of the page's block loads at once, by the block's file", async () => {
  const {require, ensured, fetched} = runtime(JSON.stringify(page), ok);
  assert.equal(require.u('1'), 'assets/js/rone.aaaaaa.js');
  assert.equal(require.u('9'), 'assets/js/9.cccccc.js', "the worker's file is there before any list");
  await require.e('1');
  assert.deepEqual(ensured, ['1']);
  assert.deepEqual(fetched, []);
});

test('a chunk the stock loader needs no file for (initial, or a stylesheet only) loads at once', async () => {
  const {require, ensured, fetched} = runtime(JSON.stringify(page), ok);
  await Promise.all([require.e('24014'), require.e('99437')]);
  assert.deepEqual(ensured, ['24014', '99437']);
  assert.deepEqual(fetched, []);
});

test('a chunk the page lacks waits for the whole list, fetched once', async () => {
  const {require, ensured, fetched} = runtime(JSON.stringify(page), ok);
  assert.equal(require.u('2'), undefined);
  assert.equal(require.gca('rtwo'), undefined, 'gca answers once the list is in');
  const first = require.e('2');
  assert.deepEqual(ensured, [], 'the stock loader waits for the list');
  await Promise.all([first, require.e('2')]);
  assert.deepEqual(ensured, ['2', '2']);
  assert.deepEqual(fetched, ['/assets/js/chunk-files.0123abcd.json']);
  assert.equal(require.u('2'), 'assets/js/rtwo.dddddd.js');
  assert.equal(require.gca('rtwo'), '/assets/js/rtwo.dddddd.js');
});

test("the route table's chunk loads beside the list, and is in only when both are", async () => {
  let answer: () => void = () => undefined;
  const {require, ensured, fetched} = runtime(
    JSON.stringify(page),
    () => new Promise((resolve) => (answer = () => resolve({ok: true, json: () => Promise.resolve(whole)}))),
  );
  let done = false;
  const table = require.e('7').then(() => (done = true));
  assert.deepEqual(ensured, ['7'], 'the table downloads at once');
  assert.deepEqual(fetched, ['/assets/js/chunk-files.0123abcd.json'], 'and the list beside it');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(done, false);
  answer();
  await table;
  assert.equal(require.gca('rtwo'), '/assets/js/rtwo.dddddd.js');
});

test('a list that fails rejects the load as a chunk load error, and the next load asks again', async () => {
  let calls = 0;
  const {require, ensured, fetched} = runtime(JSON.stringify(page), () => {
    calls += 1;
    return calls === 1 ? Promise.resolve({ok: false, status: 503, statusText: 'Service Unavailable'}) : ok();
  });
  await assert.rejects(require.e('2'), (error: Error) => {
    assert.equal(error.name, 'ChunkLoadError');
    assert.match(error.message, /Loading the chunk list failed\. \(\/assets\/js\/chunk-files\.0123abcd\.json: 503 Service Unavailable\)/);
    return true;
  });
  assert.deepEqual(ensured, []);
  await require.e('2');
  assert.deepEqual(ensured, ['2']);
  assert.equal(fetched.length, 2);
});

test('a page without the block says so when a chunk is asked for', () => {
  const {require} = runtime(undefined, ok);
  assert.throws(() => require.u('1'), /This page has no #__chunk-files block \(plugins\/chunk-files writes it after the build\)/);
});

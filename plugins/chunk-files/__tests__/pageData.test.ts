import {test} from 'node:test';
import assert from 'node:assert/strict';
import {entryScripts, pageChunkFiles, withChunkFiles} from '../pageData';
import {chunkList, listAsset, stockChunkIds} from '../ChunkFilesPlugin';
import type {ChunkList} from '../runtime';

type FakeChunk = Parameters<typeof chunkList>[0] extends Iterable<infer C> ? C : never;
const chunk = (id: string, name: string | undefined, files: string[], initial = false, runtime = false): FakeChunk =>
  ({id, name, files: new Set(files), canBeInitial: () => initial, hasRuntime: () => runtime}) as unknown as FakeChunk;

const list: ChunkList = chunkList([
  chunk('69783', 'runtime~main', ['assets/js/runtime~main.11111111.js'], true, true),
  chunk('71889', 'main', ['assets/js/main.22222222.js'], true),
  chunk('24014', 'styles', ['assets/css/styles.33333333.css'], true),
  chunk('10415', 'r5em', ['assets/js/r5em.34c269.js']),
  chunk('99437', undefined, ['assets/css/openapi-styles.44444444.css', 'assets/js/99437.555555.js']),
  chunk('27543', undefined, ['assets/js/27543.ffe0f6.js'], false, true),
  chunk('32818', 'route-table', ['assets/js/route-table.834ce7.js']),
]);

test('the list holds the lazily loaded chunks: their JavaScript file, their names, and the workers', () => {
  assert.deepEqual(list, {
    files: {
      '10415': 'assets/js/r5em.34c269.js',
      '99437': 'assets/js/99437.555555.js',
      '27543': 'assets/js/27543.ffe0f6.js',
      '32818': 'assets/js/route-table.834ce7.js',
    },
    names: {r5em: '10415', 'route-table': '32818'},
    eager: ['27543'],
  });
  const {name, json} = listAsset(list);
  assert.match(name, /^assets\/js\/chunk-files\.[0-9a-f]{8}\.json$/);
  assert.notEqual(listAsset({...list, eager: []}).name, name, 'another list is another file');
  assert.deepEqual(JSON.parse(json), list);
});

test('the runtime loads initial and stylesheet-only chunks without the list', () => {
  const chunks = [
    chunk('69783', 'runtime~main', [], true, true),
    chunk('24014', 'styles', [], true),
    chunk('99437', undefined, []),
    chunk('10415', 'r5em', []),
  ];
  assert.deepEqual(
    stockChunkIds(chunks, (c) => c.id !== '99437'),
    ['69783', '24014', '99437'],
  );
  assert.throws(() => stockChunkIds([{...chunks[0], id: null} as unknown as FakeChunk], () => true), /has no id yet/);
});

const html = `<html><head>
<link rel="preload" as="script" fetchpriority="low" data-entry href="/assets/js/runtime~main.11111111.js" />
<link rel=preload as=script fetchpriority=low data-entry href=/assets/js/main.22222222.js />
<link rel=preload as=script fetchpriority=low data-entry href=/assets/js/r5em.34c269.js />
<link rel="preload" href="/fonts/a.woff2" as="font">
</head><body><div id="__docusaurus"></div></body></html>`;

test("a page's block: its own chunks by their URL, the worker, the route table and the list", () => {
  assert.deepEqual(entryScripts(html), ['/assets/js/runtime~main.11111111.js', '/assets/js/main.22222222.js', '/assets/js/r5em.34c269.js']);
  assert.deepEqual(pageChunkFiles(entryScripts(html), list, 'assets/js/chunk-files.0123abcd.json', '/'), {
    list: 'assets/js/chunk-files.0123abcd.json',
    table: '32818',
    files: {'10415': 'assets/js/r5em.34c269.js', '27543': 'assets/js/27543.ffe0f6.js', '32818': 'assets/js/route-table.834ce7.js'},
  });
  assert.equal(pageChunkFiles([], list, 'x', '/'), undefined, 'a page without scripts (a redirect) gets no block');
  assert.throws(() => pageChunkFiles(['/other/assets/js/main.js'], list, 'x', '/docs/'), /not under the base URL \/docs\//);
  const noWorkerFile = {...list, files: {'10415': 'assets/js/r5em.34c269.js'}};
  assert.throws(() => pageChunkFiles(entryScripts(html), noWorkerFile, 'x', '/'), /names chunk 27543 as started by the page's code but has no file for it/);
  const noTable = {...noWorkerFile, eager: []};
  assert.throws(() => pageChunkFiles(entryScripts(html), noTable, 'x', '/'), /expected one route-table chunk in the chunk list, found 0/);
});

test('the block goes before </body>, once however often the page is written, with < escaped', () => {
  const data = {list: 'assets/js/chunk-files.0123abcd.json', table: '1', files: {'1': 'assets/js/</script>.js'}};
  const once = withChunkFiles(html, data);
  assert.equal(withChunkFiles(once, data), once);
  assert.match(once, /<script type="application\/json" id="__chunk-files">\{[^<]*\}<\/script><\/body>/);
  assert.ok(once.includes('\\u003c/script>'));
  assert.throws(() => withChunkFiles('<html>', data), /no <\/body>/);
});

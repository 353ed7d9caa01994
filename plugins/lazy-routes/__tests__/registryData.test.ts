import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageChainsOf, registryEntries, withRegistry} from '../registryData';
import type {ChainRoute} from '../chain';

// The compiled registry's shapes, as the browser build writes them (minified, in the route table's chunk).
const chunk = `(self.webpackChunk=self.webpackChunk||[]).push([["32818"],{4242(e,t,n){n.d(t,{default:()=>r});let r={
rall:[()=>Promise.all([n.e("24014"),n.e("35005"),n.e("58753")]).then(n.bind(n,97602)),0,97602],
rone:[()=>n.e("67838").then(n.bind(n,86569)),0,86569],
rjsn:[()=>n.e("60860").then(n.t.bind(n,27093,19)),0,27093],
rnow:[()=>Promise.resolve().then(n.bind(n,91020)),0,91020],
"r-q":[()=>n.e("1").then(n.bind(n,"abc")),0,"abc"]}}}]);`;

test('each entry as compiled: chunks, module id and, for require.t, its mode', () => {
  const entries = registryEntries(chunk, new Set(['rall', 'rone', 'rjsn', 'rnow', 'r-q']));
  assert.deepEqual(Object.fromEntries(entries), {
    rall: [['24014', '35005', '58753'], 97602],
    rone: [['67838'], 86569],
    rjsn: [['60860'], 27093, 19],
    rnow: [[], 91020],
    'r-q': [['1'], 'abc'],
  });
});

test('a chunk name the registry lacks, or a loader of another shape, fails the build by name', () => {
  assert.throws(() => registryEntries(chunk, new Set(['rall', 'rmissing'])), /no entry for rmissing/);
  const mismatched = 'x={rbad:[()=>n.e("1").then(n.bind(n,5)),0,6]}';
  assert.throws(() => registryEntries(mismatched, new Set(['rbad'])), /registry entry rbad: the loader requires module 5, the entry names 6/);
  const unbound = 'x={rbad:[()=>n.e("1").then(m),0,6]}';
  assert.throws(() => registryEntries(unbound, new Set(['rbad'])), /registry entry rbad: the \.then argument is not a bound require/);
});

const chains: ChainRoute[] = [
  {
    fields: {path: '/docs'},
    hash: 'b02',
    chunkNames: {__comp: 'rone', __context: {plugin: 'rjsn'}},
    child: {fields: {path: '/docs/a', exact: true}, hash: 'c03', chunkNames: {content: 'rall'}},
  },
  {fields: {path: '/', exact: true}, hash: 'e05', chunkNames: {__comp: 'rnow'}},
];

test("a page gets its chain's entries, and only those, outside the app root before </body>", () => {
  const html = `<html><body><div id=__docusaurus><script type=application/json id=__route-chain>${JSON.stringify(chains)}</script></div></body></html>`;
  assert.deepEqual(pageChainsOf(html), chains);
  const entries = registryEntries(chunk, new Set(['rall', 'rone', 'rjsn', 'rnow', 'r-q']));
  const written = withRegistry(html, chains, entries);
  assert.equal(
    written,
    html.replace(
      '</div></body>',
      `</div><script type="application/json" id="__route-registry">${JSON.stringify({rone: [['67838'], 86569], rjsn: [['60860'], 27093, 19], rall: [['24014', '35005', '58753'], 97602], rnow: [[], 91020]})}</script></body>`,
    ),
  );
  assert.equal(withRegistry(written, chains, entries), written, 'written again, the page keeps one block');
  assert.equal(pageChainsOf('<html><body>redirecting…</body></html>'), undefined);
});

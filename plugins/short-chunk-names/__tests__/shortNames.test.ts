import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {registryNames, shortChunkNames} from '../names';

type Loader = {
  renameRegistry: (source: string, names: Record<string, string>) => string;
  renameRoutes: (source: string, names: Record<string, string>) => string;
};
const {renameRegistry, renameRoutes} = createRequire(import.meta.url)('../loader.cjs') as Loader;

// The shape Docusaurus 3.10 writes (.docusaurus/registry.js).
const registry = `export default {
  "00105d01": [() => import(/* webpackChunkName: "00105d01" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],
  "d160fc13": [() => import(/* webpackChunkName: "d160fc13" */ "@generated/p/b.json"), "@generated/p/b.json", require.resolveWeak("@generated/p/b.json")],};
`;
const names = shortChunkNames(registryNames(registry));

/** 8-hex names as Docusaurus makes them: a hash of the module path. */
function hexNames(count: number, seed: number): string[] {
  const found = new Set<string>();
  let x = seed;
  while (found.size < count) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    found.add(x.toString(16).padStart(8, '0'));
  }
  return [...found];
}

test('registry.js lists its chunk names', () => {
  assert.deepEqual(registryNames(registry), ['00105d01', 'd160fc13']);
});

test('every name gets a distinct short name: "r" and 3 or more base-36 characters', () => {
  const many = hexNames(2000, 7);
  const short = Object.values(shortChunkNames(many));
  assert.equal(short.length, many.length);
  assert.equal(new Set(short).size, many.length, 'no two chunks share a name');
  for (const value of short) assert.match(value, /^r[0-9a-z]{3,}$/);
  const average = short.reduce((sum, v) => sum + v.length, 0) / short.length;
  assert.ok(average < 5.5, `2,000 names average ${average} characters, against 8`);
});

test('a new route renames at most the names that end in the same base-36 digits as its own', () => {
  const before = hexNames(400, 11);
  const added = hexNames(401, 11).find((n) => !before.includes(n));
  assert.ok(added);
  const old = shortChunkNames(before);
  const now = shortChunkNames([...before, added]);
  const changed = before.filter((n) => old[n] !== now[n]);
  assert.ok(changed.length <= 2, `${changed.length} names changed`);
  for (const name of changed) assert.equal(now[name]?.slice(0, 4), now[added]?.slice(0, 4), `${name} changed although it shares no digits with the new name`);
});

test('a name that is not 8 hex digits stops the build', () => {
  assert.throws(() => shortChunkNames(['docs-intro']), /is not 8 hex digits: Docusaurus changed how it names route chunks/);
});

test('registry.js: key and webpackChunkName get the same short name; the rest of the entry is unchanged', () => {
  const renamed = renameRegistry(registry, names);
  const a = names['00105d01'];
  assert.equal(
    renamed.split('\n')[1],
    `  "${a}": [() => import(/* webpackChunkName: "${a}" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],`,
  );
  assert.ok(!/00105d01|d160fc13/.test(renamed), 'no old name is left');
});

test('registry.js of another shape, or a name missing from the map, fails the build with what was expected', () => {
  assert.throws(() => renameRegistry(registry.replace('/* webpackChunkName: "00105d01" */ ', ''), names), /in each of its 2 entries, found 1/);
  assert.throws(() => renameRegistry(registry, {'00105d01': 'r000'}), /registry\.js names chunk "d160fc13", which registry\.js does not list/);
});

test('routes.js: every chunk name plugins/lazy-routes put into a route entry gets the name registry.js gets; paths and hashes stay', () => {
  const routes = `{path: '/docs/a', component: ComponentCreator('/docs/a', '1f2', {"__comp":"00105d01","__context":{"plugin":"d160fc13"}}), sidebar: "api"}`;
  assert.equal(
    renameRoutes(routes, names),
    `{path: '/docs/a', component: ComponentCreator('/docs/a', '1f2', {"__comp":"${names['00105d01']}","__context":{"plugin":"${names.d160fc13}"}}), sidebar: "api"}`,
  );
  assert.throws(() => renameRoutes(`ComponentCreator('/x', '001', {"__comp":"aaaaaaaa"})`, names), /routes\.js names chunk "aaaaaaaa"/);
});

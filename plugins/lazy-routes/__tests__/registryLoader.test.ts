import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const {withoutModulePaths} = createRequire(import.meta.url)('../registryLoader.cjs') as {withoutModulePaths: (source: string) => string};

// The shape Docusaurus 3.10 writes (.docusaurus/registry.js), one route with a quote in its path.
const registry = `export default {
  "00105d01": [() => import(/* webpackChunkName: "00105d01" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-\\"x\\".json"), "@generated/p/docs-\\"x\\".json", require.resolveWeak("@generated/p/docs-\\"x\\".json")],};
`;

test('each entry keeps its loader and module id; the module path in between becomes 0', () => {
  const slim = withoutModulePaths(registry);
  assert.equal(
    slim.split('\n')[1],
    `  "00105d01": [() => import(/* webpackChunkName: "00105d01" */ "@site/docs/a.mdx"), 0, require.resolveWeak("@site/docs/a.mdx")],`,
  );
  assert.match(slim, /"@generated\/p\/docs-\\"x\\"\.json"\), 0, require\.resolveWeak\("@generated\/p\/docs-\\"x\\"\.json"\)\]/);
  assert.ok(slim.length < registry.length);
});

test('a registry of another shape fails with what was expected, instead of shipping a half-changed table', () => {
  const changed = registry.replace('"@site/docs/a.mdx", require.resolveWeak', 'require.resolveWeak');
  assert.throws(() => withoutModulePaths(changed), /in each of its 2 entries, found 1/);
  assert.throws(() => withoutModulePaths('export default {};'), /of its 0 entries/);
});

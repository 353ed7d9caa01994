// Bundler loader for Docusaurus's generated `registry.js` (CommonJS: the
// bundler requires it without a TypeScript loader). Each entry is
// `[loader, modulePath, moduleId]`; the module path was only ever read to
// report a rendered route's modules, which ComponentCreator now reports by
// chunk name (plugins/theme-patches/patches.ts). So the path, a long string
// per route in main.js, becomes 0. Fails the build if an entry does not have
// the expected shape (an upgrade changed the file: check the patch too).
const importCall = '() => import(';
const modulePath = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

function withoutModulePaths(source) {
  const entries = source.split(importCall).length - 1;
  let replaced = 0;
  const result = source.replace(modulePath, () => {
    replaced += 1;
    return '), 0, require.resolveWeak(';
  });
  if (entries === 0 || replaced !== entries) {
    throw new Error(`[lazy-routes] registry.js: expected [loader, "module path", require.resolveWeak(…)] in each of its ${entries} entries, found ${replaced}`);
  }
  return result;
}

module.exports = function registryLoader(source) {
  return withoutModulePaths(source);
};
module.exports.withoutModulePaths = withoutModulePaths;

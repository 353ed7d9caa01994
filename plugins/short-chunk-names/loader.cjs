// Bundler loader (CommonJS: the bundler requires it without a TypeScript
// loader) for Docusaurus's registry.js and routes.js: renames each chunk name
// by `options.names` (old → short, from ./names.ts; see ./index.ts).
// `options.kind` says which file it is. In routes.js the names are those
// plugins/lazy-routes puts into each route's entry. Fails the build if a name
// is missing from the map or the registry has another shape.
const registryEntry = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//gm;

function renamed(names, name, file) {
  const short = names[name];
  if (short === undefined) throw new Error(`[short-chunk-names] ${file} names chunk ${JSON.stringify(name)}, which registry.js does not list`);
  return short;
}

/** registry.js with each entry's key and webpackChunkName renamed. */
function renameRegistry(source, names) {
  const entries = source.split('() => import(').length - 1;
  let found = 0;
  const result = source.replace(registryEntry, (_, key, chunkName) => {
    found += 1;
    if (key !== chunkName) throw new Error(`[short-chunk-names] registry.js: entry "${key}" loads chunk "${chunkName}"`);
    const short = renamed(names, key, 'registry.js');
    return `  "${short}": [() => import(/* webpackChunkName: "${short}" */`;
  });
  if (entries === 0 || found !== entries) {
    throw new Error(
      `[short-chunk-names] registry.js: expected "<name>": [() => import(/* webpackChunkName: "<name>" */ …)] in each of its ${entries} entries, found ${found}`,
    );
  }
  return result;
}

/**
 * routes.js with each chunk name renamed: every double-quoted string of 8 hex
 * digits, which only the chunk names plugins/lazy-routes adds are (paths are
 * single-quoted, route hashes 3 digits).
 */
function renameRoutes(source, names) {
  return source.replace(/"([0-9a-f]{8})"/g, (_, name) => `"${renamed(names, name, 'routes.js')}"`);
}

module.exports = function shortChunkNamesLoader(source) {
  const {kind, names} = this.getOptions();
  return kind === 'registry' ? renameRegistry(source, names) : renameRoutes(source, names);
};
module.exports.renameRegistry = renameRegistry;
module.exports.renameRoutes = renameRoutes;

// Bundler loader (CommonJS: the bundler requires it without a TypeScript
// loader) for Docusaurus's registry.js and routesChunkNames.json: renames
// each chunk name by `options.names` (old → short, from ./names.ts; see
// ./index.ts). `options.kind` says which file it is. Fails the build if a
// name is missing from the map or the registry has another shape.
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

/** routesChunkNames.json with each chunk name (every string value, however deep) renamed; route keys stay. */
function renameRoutesChunkNames(json, names) {
  const rename = (value) => {
    if (typeof value === 'string') return renamed(names, value, 'routesChunkNames.json');
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v)]));
    return value;
  };
  return JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(json)).map(([route, tree]) => [route, rename(tree)])));
}

module.exports = function shortChunkNamesLoader(source) {
  const {kind, names} = this.getOptions();
  return kind === 'registry' ? renameRegistry(source, names) : renameRoutesChunkNames(source, names);
};
module.exports.renameRegistry = renameRegistry;
module.exports.renameRoutesChunkNames = renameRoutesChunkNames;

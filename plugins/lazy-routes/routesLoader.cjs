// Bundler loader for Docusaurus's generated routes.js (production; CommonJS:
// the bundler requires it without a TypeScript loader). Each route's chunk
// names, from routesChunkNames.json (`options.chunkNames`, read by ./index.ts), go into its
// `ComponentCreator('<path>', '<hash>')` call as a third argument
// (./lazyComponentCreator.ts files them). The JSON file's own copy, which
// repeats every route path as a key, is then not bundled (./index.ts).
// Fails the build when a route and its chunk names do not pair up one to one.
const call = /ComponentCreator\('([^'\\]*)', '([0-9a-f]+)'\)/g;

function withChunkNames(source, chunkNames) {
  const used = new Set();
  const result = source.replace(call, (_, routePath, hash) => {
    const key = `${routePath}-${hash}`;
    if (!(key in chunkNames)) throw new Error(`[lazy-routes] routes.js: route ${key} has no entry in routesChunkNames.json`);
    used.add(key);
    return `ComponentCreator('${routePath}', '${hash}', ${JSON.stringify(chunkNames[key])})`;
  });
  const calls = source.split('ComponentCreator(').length - 1;
  const notFound = source.includes("ComponentCreator('*')") ? 1 : 0;
  if (used.size + notFound !== calls) {
    throw new Error(
      `[lazy-routes] routes.js: expected ComponentCreator('<path>', '<hash>') in each of its ${calls} calls, found ${used.size} (and ${notFound} for the 404 route)`,
    );
  }
  const unused = Object.keys(chunkNames).filter((key) => !used.has(key));
  if (unused.length > 0) throw new Error(`[lazy-routes] routesChunkNames.json: no route of routes.js is ${unused.join(', ')}`);
  return result;
}

module.exports = function routesLoader(source) {
  return withChunkNames(source, this.getOptions().chunkNames);
};
module.exports.withChunkNames = withChunkNames;

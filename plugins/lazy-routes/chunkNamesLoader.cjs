// Bundler loader for Docusaurus's generated routesChunkNames.json
// (production; CommonJS: the bundler requires it without a TypeScript
// loader): the module becomes a re-export of `options.module`
// (./routeChunkNames.ts), which the route table fills (./routesLoader.cjs).
module.exports = function chunkNamesLoader() {
  return `export {default} from ${JSON.stringify(this.getOptions().module)};\n`;
};

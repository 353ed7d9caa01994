// Bundler loader for Docusaurus's generated `docusaurus.config.mjs`, in the
// browser build only: the site config without the fields only the build reads.
// `ssrTemplate` (the HTML template) and the plugin, preset and theme lists
// with their options (the redirect table among them) were about half of the
// module: 2.5 of 5 KB gzip of every page's main.js. No browser code reads them
// (plugins/client-config/__tests__ checks the installed theme and ours).
// Fails the build if the file is not `export default <JSON>;` (an upgrade
// changed Docusaurus's codegen: check this loader).
const buildOnlyFields = ['ssrTemplate', 'plugins', 'presets', 'themes', 'clientModules'];
const prefix = 'export default ';

function withoutBuildOnlyFields(source) {
  const start = source.indexOf(prefix);
  const end = source.lastIndexOf(';');
  let config;
  try {
    if (start < 0 || end < start) throw new Error(`no "${prefix}…;"`);
    config = JSON.parse(source.slice(start + prefix.length, end));
  } catch (error) {
    throw new Error(`[client-config] docusaurus.config.mjs: expected "${prefix}<JSON>;" (${error.message})`);
  }
  for (const field of buildOnlyFields) delete config[field];
  return `${source.slice(0, start)}${prefix}${JSON.stringify(config)};\n`;
}

module.exports = function clientConfigLoader(source) {
  return withoutBuildOnlyFields(source);
};
module.exports.withoutBuildOnlyFields = withoutBuildOnlyFields;
module.exports.buildOnlyFields = buildOnlyFields;

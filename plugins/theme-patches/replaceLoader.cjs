// Bundler loader (CommonJS: the bundler requires it without a TypeScript
// loader): replaces `options.search` by `options.replace` in the module's
// source, and fails the build if `search` is not there exactly once.
// Used by ./index.ts, which checks the same at config time.
module.exports = function replaceLoader(source) {
  const {search, replace} = this.getOptions();
  const count = source.split(search).length - 1;
  if (count !== 1) throw new Error(`[theme-patches] ${this.resourcePath}: expected \`${search}\` once, found it ${count} times`);
  return source.replace(search, replace);
};

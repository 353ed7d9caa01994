// Bundler loader (CommonJS: the bundler requires it without a TypeScript
// loader): replaces every `options.search` by `options.replace` in the
// module's source, and fails the build unless `search` is there exactly
// `options.occurrences` times. Used by ./index.ts, which checks the same at
// config time (./patches.ts, applyPatch).
module.exports = function replaceLoader(source) {
  const {search, replace, occurrences} = this.getOptions();
  const parts = source.split(search);
  if (parts.length - 1 !== occurrences) {
    throw new Error(`[theme-patches] ${this.resourcePath}: expected \`${search}\` ${occurrences} times, found it ${parts.length - 1} times`);
  }
  return parts.join(replace);
};

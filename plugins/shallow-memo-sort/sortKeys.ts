/** The line of theme-common's reactUtils.js that sorts with ICU, and what replaces it. */
export const keySortReplacement = {
  search: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
  replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
};

/** The source with the line replaced; throws, naming `file`, unless the line is there exactly once. */
export function patchKeySort(source: string, file: string): string {
  const count = source.split(keySortReplacement.search).length - 1;
  if (count !== 1) {
    throw new Error(
      `[shallow-memo-sort] ${file}: expected the line \`${keySortReplacement.search}\` once, found it ${count} times; update plugins/shallow-memo-sort for this Docusaurus version`,
    );
  }
  return source.replace(keySortReplacement.search, keySortReplacement.replace);
}

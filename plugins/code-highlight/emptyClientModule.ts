/**
 * Stands in for @docusaurus/theme-classic's `prism-include-languages` client
 * module (see ./index.ts), which imported Prism into every page only to
 * register the extra languages. src/components/LazyHighlight/prism.ts
 * registers them in the chunks that highlight code.
 */
export {};

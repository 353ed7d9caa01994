/**
 * The tslib helpers that `@docusaurus/utils-common` calls in the browser, and
 * only those (see ./index.ts). Same behaviour as tslib's.
 */

/** What `import x from 'cjs-module'` gets: the module's default export, or the module itself as `default`. */
export function __importDefault<T>(mod: T): T | {default: T} {
  return typeof mod === 'object' && mod !== null && '__esModule' in mod && mod.__esModule ? mod : {default: mod};
}

/**
 * Theme components that remount their whole content right after hydration:
 * each renders its child with `key={String(useIsBrowser())}`, and that value
 * flips from false to true once the page has hydrated. The reasons were
 * workarounds — code blocks, for Prism colors inlined for the light mode (ours
 * are CSS: plugins/code-highlight); tabs, for an old hydration bug of the
 * stored tab choice (facebook/docusaurus#5653), which the tabs' state now
 * syncs after hydration in a layout effect. The cost was not: a guide's code
 * tabs and an endpoint page's schema, status and example tabs — most of their
 * elements — were rendered twice on every first view, and the code blocks'
 * server HTML could not be reused.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export const remountingComponents = [
  ['@docusaurus/theme-classic', 'lib/theme/CodeBlock/index.js'],
  ['@docusaurus/theme-classic', 'lib/theme/Tabs/index.js'],
  ['docusaurus-theme-openapi-docs', 'lib/theme/Tabs/index.js'],
  ['docusaurus-theme-openapi-docs', 'lib/theme/ApiTabs/index.js'],
  ['docusaurus-theme-openapi-docs', 'lib/theme/MimeTabs/index.js'],
  ['docusaurus-theme-openapi-docs', 'lib/theme/SchemaTabs/index.js'],
  ['docusaurus-theme-openapi-docs', 'lib/theme/DiscriminatorTabs/index.js'],
  // Callbacks, in the generated endpoint pages.
  ['docusaurus-theme-openapi-docs', 'lib/theme/OperationTabs/index.js'],
] as const;

/** Absolute paths of the components above, as installed for the site in `siteDir`. */
export function remountingFiles(siteDir: string): string[] {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return remountingComponents.map(([pkg, file]) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file));
}

/**
 * Why a component's `useIsBrowser()` may be made constant: its only use is
 * the remount key. Returns what is wrong with the source, or null.
 */
export function keyOnlyUse(source: string): string | null {
  const declarations = source.match(/\bisBrowser\s*=/g)?.length ?? 0;
  const uses = source.match(/\bisBrowser\b/g)?.length ?? 0;
  const keyUses = source.match(/key(?:\s*:\s*|=\{)String\(isBrowser\)/g)?.length ?? 0;
  if (declarations !== 1 || keyUses !== 1)
    return `expected one isBrowser variable used as a remount key, found ${declarations} declaration(s) and ${keyUses} key use(s)`;
  if (uses !== 2) return `isBrowser is used ${uses - 1} times: not only as the remount key`;
  return null;
}

/** Throws, naming the file, when an upgraded theme uses useIsBrowser for more than the key. */
export function checkRemountingFiles(files: string[]): void {
  for (const file of files) {
    if (!fs.existsSync(file)) throw new Error(`[hydrate-once] ${file} is gone: update plugins/hydrate-once/remounts.ts for this theme version`);
    const problem = keyOnlyUse(fs.readFileSync(file, 'utf8'));
    if (problem !== null) throw new Error(`[hydrate-once] ${file}: ${problem}; update plugins/hydrate-once/remounts.ts for this theme version`);
  }
}

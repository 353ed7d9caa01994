/**
 * Applies ./patches.ts: one-line fixes to installed theme files, each with
 * its reason there. The lines are checked when the config loads, and again by
 * ./replaceLoader.cjs on the source the bundler reads, so an upgraded theme
 * that no longer has a line fails the build with the file's name.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyPatch, patches, type Patch} from './patches';

/**
 * The installed file a patch applies to, for the site in `siteDir`: the
 * package is looked up as Node resolves it (these packages export neither
 * their package.json nor, for every one, a main entry). Its real path, as the
 * bundler names modules: under a symlinked node_modules a rule for the linked
 * path would match nothing, and the build would go on without the patch.
 */
export function patchedFile(siteDir: string, patch: Patch): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const packageDir = (require.resolve.paths(patch.pkg) ?? [])
    .map((modulesDir) => path.join(modulesDir, patch.pkg))
    .find((dir) => fs.existsSync(path.join(dir, 'package.json')));
  if (packageDir === undefined) throw new Error(`[theme-patches] ${patch.pkg} is not installed`);
  return fs.realpathSync(path.join(packageDir, patch.file));
}

export default function themePatchesPlugin(context: LoadContext): Plugin {
  const loader = path.join(context.siteDir, 'plugins', 'theme-patches', 'replaceLoader.cjs');
  const rules = patches.map((patch) => {
    const file = patchedFile(context.siteDir, patch);
    applyPatch(fs.readFileSync(file, 'utf8'), patch, file);
    return {resource: file, use: [{loader, options: {search: patch.search, replace: patch.replace, occurrences: patch.occurrences ?? 1}}]};
  });
  return {
    name: 'theme-patches',
    configureWebpack() {
      return {module: {rules}};
    },
  };
}

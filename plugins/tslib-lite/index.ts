/**
 * Keeps the whole of `tslib` out of the browser bundle.
 *
 * `@docusaurus/utils-common` is compiled to CommonJS with TypeScript's
 * `importHelpers`: its index `require`s tslib for one helper,
 * `__importDefault`. A module that is `require`d keeps every export, so every
 * page's main.js carried all of tslib's helpers (about 4 KB gzip) for that
 * one. In the browser build, the package's own requests for `tslib` resolve to
 * ./helpers.ts instead; every other package still gets the real tslib.
 *
 * Checked when the site loads: if an upgrade of the package calls a helper that
 * ./helpers.ts lacks, the build stops and names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeRegexp} from '@docusaurus/utils';
import * as helpers from './helpers';

/** The module the package's `tslib` resolves to in the browser build. */
export function helpersFile(siteDir: string): string {
  return path.join(siteDir, 'plugins', 'tslib-lite', 'helpers.ts');
}

/** The package whose requests for tslib are redirected. */
export const packageName = '@docusaurus/utils-common';

/** The tslib helpers that the JavaScript files under `dir` call (`tslib_1.__name`), sorted. */
export function helpersCalledIn(dir: string): string[] {
  const called = new Set<string>();
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(/\btslib(?:_\d+)?\.(__\w+)/g)) called.add(match[1] as string);
  }
  return [...called].sort();
}

/** The package's `lib` folder, as installed for the site in `siteDir`. */
export function packageLibDir(siteDir: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return path.join(path.dirname(require.resolve(`${packageName}/package.json`)), 'lib');
}

export default function tslibLitePlugin(context: LoadContext): Plugin {
  const libDir = packageLibDir(context.siteDir);
  const missing = helpersCalledIn(libDir).filter((name) => !(name in helpers));
  if (missing.length) {
    throw new Error(
      `[tslib-lite] ${packageName} (${libDir}) calls tslib's ${missing.join(', ')}, which plugins/tslib-lite/helpers.ts lacks: add them there (same behaviour as tslib's)`,
    );
  }
  const packageDir = path.dirname(libDir);
  return {
    name: 'tslib-lite',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: new RegExp(`^${escapeRegexp(packageDir + path.sep)}`), resolve: {alias: {tslib$: helpersFile(context.siteDir)}}}],
        },
      };
    },
  };
}

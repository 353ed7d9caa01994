/**
 * Docusaurus's `useShallowMemoObject` (theme-common, used by every code
 * block's word-wrap observer and by the docs' secondary mobile menu) sorts an
 * object's keys with `localeCompare`. The first `localeCompare` of a page
 * builds ICU's collator: measured on an endpoint page, one 129 ms task at 4×
 * CPU throttling during hydration, for sorting four ASCII keys. The keys only
 * need one stable order, so this plugin compares them by code point instead
 * (./sortKeys.ts), in that one file, through ./replaceLoader.cjs. The build
 * fails if an upgrade changes the line.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {keySortReplacement, patchKeySort} from './sortKeys';

/** The installed theme-common's reactUtils.js, for the site in `siteDir`. */
export function reactUtilsFile(siteDir: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
}

export default function shallowMemoSortPlugin(context: LoadContext): Plugin {
  const file = reactUtilsFile(context.siteDir);
  // Throws, naming the file, if the line is not there exactly once.
  patchKeySort(fs.readFileSync(file, 'utf8'), file);
  return {
    name: 'shallow-memo-sort',
    configureWebpack() {
      return {
        module: {
          rules: [
            {resource: file, use: [{loader: path.join(context.siteDir, 'plugins', 'shallow-memo-sort', 'replaceLoader.cjs'), options: keySortReplacement}]},
          ],
        },
      };
    },
  };
}

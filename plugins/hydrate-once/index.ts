/**
 * Stops the theme components listed in ./remounts.ts from rendering their
 * content a second time after hydration: for those files only, the bundler
 * resolves `@docusaurus/useIsBrowser` to a constant (./hydratedKey.ts). The
 * build fails if an upgraded component uses it for anything but its key.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkRemountingFiles, remountingFiles} from './remounts';

export default function hydrateOncePlugin(context: LoadContext): Plugin {
  const files = remountingFiles(context.siteDir);
  checkRemountingFiles(files);
  const constant = path.join(context.siteDir, 'plugins', 'hydrate-once', 'hydratedKey.ts');
  return {
    name: 'hydrate-once',
    configureWebpack() {
      return {module: {rules: [{resource: files, resolve: {alias: {'@docusaurus/useIsBrowser': constant}}}]}};
    },
  };
}

/** docusaurus-theme-openapi-docs without its global stylesheet (see ./index.ts). */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function openApiThemeWithoutGlobalStyles(context: LoadContext): Plugin {
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  // The package's type declarations describe its theme components, not this entry point.
  const {default: openApiTheme} = require('docusaurus-theme-openapi-docs') as {default: () => Plugin};
  const theme = openApiTheme();
  const modules = theme.getClientModules?.() ?? [];
  if (modules.length !== 1 || !modules[0]?.endsWith('styles.scss')) {
    throw new Error(
      `[openapi-styles] expected the theme's only client module to be styles.scss, found ${JSON.stringify(modules)}: check plugins/openapi-styles after an upgrade`,
    );
  }
  return {...theme, getClientModules: () => []};
}

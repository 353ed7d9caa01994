/**
 * The OpenAPI theme's stylesheet for the pages that use it, not for every page.
 *
 * docusaurus-theme-openapi-docs adds its `styles.scss` as a global client
 * module, and Docusaurus bundles all CSS into one file: every page parsed
 * 92 of its 185 KB for the theme's classes, which only the generated API pages
 * (endpoint, info and tag pages) use. So:
 * - ./theme.ts is the theme without that client module (docusaurus.config.ts
 *   lists it instead of the package);
 * - the generated pages import src/css/openapiPages.ts (the theme's stylesheet,
 *   then our overrides, in that order);
 * - the plugin gives those two files a bundle of their own, which a page loads
 *   only if it uses them. The theme's component CSS modules stay in the one
 *   global file: guides use the theme's Tabs;
 * - ./codeTabLogos.ts drops the theme's code-tab logos of the languages the
 *   request editor does not show (`languageTabs`).
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeRegexp} from '@docusaurus/utils';
import {languageTabs} from '../../config/openapi';
import {codeTabLogos} from './codeTabLogos';

/** The files of the API pages' stylesheet, for the site in `siteDir`. */
export function openApiStyleFiles(siteDir: string): string[] {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));
  return [path.join(themeDir, 'lib', 'theme', 'styles.scss'), path.join(siteDir, 'src', 'css', 'openapi-overrides.css')];
}

/** The name of the stylesheet file (build/assets/css/<name>.<hash>.css). */
export const chunkName = 'openapi-styles';

export default function openApiStylesPlugin(context: LoadContext): Plugin {
  // A RegExp, which the bundler matches against each module's file, CSS modules included.
  const files = new RegExp(
    openApiStyleFiles(context.siteDir)
      .map((file) => `^${escapeRegexp(file)}$`)
      .join('|'),
  );
  const [themeStylesheet = ''] = openApiStyleFiles(context.siteDir);
  return {
    name: 'openapi-styles',
    configurePostCss(options) {
      options.plugins.push(
        codeTabLogos(
          themeStylesheet,
          languageTabs.map((tab) => tab.logoClass),
        ),
      );
      return options;
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Above Docusaurus's `styles` group (priority 50), which puts every CSS module in one file.
              [chunkName]: {
                name: chunkName,
                type: 'css/mini-extract',
                test: files,
                chunks: 'all',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}

/**
 * Code highlighting that costs a page's first view nothing:
 *
 * - Colors: the two themes of config/prism.ts become CSS for both color modes
 *   (./css.ts), written into Docusaurus's generated files and loaded as a
 *   client module, so they land in the main CSS bundle.
 * - Token types drawn like plain text in both modes are listed apart
 *   (global data), so those tokens render as text, not elements.
 * - Prism: theme-classic registers the extra Prism languages from an eager
 *   client module, which put Prism into the main bundle. Its module is
 *   replaced by an empty one (./emptyClientModule.ts); the chunks that
 *   highlight code register the languages themselves
 *   (src/components/LazyHighlight/prism.ts).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {coloredTypes, prismThemeCss} from './css';

/** The plugin's global data. */
export type CodeHighlightData = {coloredTypes: string[]};

/** theme-classic's client module, as Docusaurus imports it (an absolute path without extension). */
export function themeLanguagesModule(siteDir: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'prism-include-languages');
}

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, prismThemeCss({light: lightCodeTheme, dark: darkCodeTheme}));
  const eager = themeLanguagesModule(context.siteDir);
  if (!fs.existsSync(`${eager}.js`)) throw new Error(`[code-highlight] ${eager}.js is gone: check how this theme-classic version registers Prism languages`);
  return {
    name: 'code-highlight',
    getClientModules() {
      return [file];
    },
    // Read by src/theme/CodeBlock/Line/Token: tokens of other types are plain text.
    contentLoaded({actions}) {
      actions.setGlobalData({coloredTypes: coloredTypes({light: lightCodeTheme, dark: darkCodeTheme})} satisfies CodeHighlightData);
    },
    configureWebpack() {
      return {resolve: {alias: {[`${eager}$`]: path.join(context.siteDir, 'plugins', 'code-highlight', 'emptyClientModule.ts')}}};
    },
  };
}

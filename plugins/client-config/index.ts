/**
 * The browser bundle's copy of the site config without the fields only the
 * build reads (see ./clientConfigLoader.cjs). The server bundle, which renders
 * the HTML, keeps the whole config.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function clientConfigPlugin(context: LoadContext): Plugin {
  const configFile = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  const loader = path.join(context.siteDir, 'plugins', 'client-config', 'clientConfigLoader.cjs');
  return {
    name: 'client-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{resource: configFile, use: [{loader}]}]}};
    },
  };
}

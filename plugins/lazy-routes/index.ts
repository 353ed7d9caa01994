/**
 * Docusaurus's generated route table (`.docusaurus/routes.js`) calls
 * `ComponentCreator` for every route of the site when the main bundle runs:
 * 343 loadable components built before the first page can hydrate, about
 * 100 ms of a 550 ms task at 4× CPU throttling. For that file only, the
 * bundler resolves `@docusaurus/ComponentCreator` to ./lazyComponentCreator.ts,
 * which builds a route's component the first time the route is preloaded or
 * rendered. In production, `.docusaurus/registry.js` goes through
 * ./registryLoader.cjs, which drops each route's module path (−17 KB of
 * main.js, read by nothing since the ComponentCreator patch).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function lazyRoutesPlugin(context: LoadContext): Plugin {
  const routesFile = path.join(context.generatedFilesDir, 'routes.js');
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  const lazyCreator = path.join(context.siteDir, 'plugins', 'lazy-routes', 'lazyComponentCreator.ts');
  const registryLoader = path.join(context.siteDir, 'plugins', 'lazy-routes', 'registryLoader.cjs');
  return {
    name: 'lazy-routes',
    configureWebpack(config) {
      const rules = [{resource: routesFile, resolve: {alias: {'@docusaurus/ComponentCreator': lazyCreator}}}];
      // Not in development: the debug plugin's registry page shows the paths.
      if (config.mode !== 'production') return {module: {rules}};
      return {module: {rules: [...rules, {resource: registryFile, use: [{loader: registryLoader}]}]}};
    },
  };
}

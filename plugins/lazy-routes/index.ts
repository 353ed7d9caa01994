/**
 * Docusaurus's generated route table (`.docusaurus/routes.js`) calls
 * `ComponentCreator` for every route of the site when the main bundle runs:
 * 343 loadable components built before the first page can hydrate, about
 * 100 ms of a 550 ms task at 4× CPU throttling. For that file only, the
 * bundler resolves `@docusaurus/ComponentCreator` to ./lazyComponentCreator.ts,
 * which builds a route's component the first time the route is preloaded or
 * rendered.
 *
 * In production, what main.js carries of the route data is also slimmed:
 * - `.docusaurus/registry.js` goes through ./registryLoader.cjs, which drops
 *   each route's module path (−17 KB of main.js, read by nothing since the
 *   ComponentCreator patch);
 * - each route's chunk names go into its entry of routes.js
 *   (./routesLoader.cjs), and routesChunkNames.json, which keyed them by the
 *   route path again, becomes ./routeChunkNames.ts, filled by the route table
 *   (./chunkNamesLoader.cjs): −3 KB gzip.
 * Development keeps the generated files as they are (the debug plugin's
 * registry page shows the module paths).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function lazyRoutesPlugin(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  const here = (file: string) => path.join(context.siteDir, 'plugins', 'lazy-routes', file);
  return {
    name: 'lazy-routes',
    configureWebpack(config) {
      const rules = [{resource: generated('routes.js'), resolve: {alias: {'@docusaurus/ComponentCreator': here('lazyComponentCreator.ts')}}}];
      if (config.mode !== 'production') return {module: {rules}};
      const chunkNames: unknown = JSON.parse(fs.readFileSync(generated('routesChunkNames.json'), 'utf8'));
      return {
        module: {
          rules: [
            ...rules,
            {resource: generated('registry.js'), use: [{loader: here('registryLoader.cjs')}]},
            // Before other loaders of routes.js (plugins/short-chunk-names renames the names it adds).
            {resource: generated('routes.js'), enforce: 'pre' as const, use: [{loader: here('routesLoader.cjs'), options: {chunkNames}}]},
            {
              resource: generated('routesChunkNames.json'),
              type: 'javascript/auto',
              use: [{loader: here('chunkNamesLoader.cjs'), options: {module: here('routeChunkNames.ts')}}],
            },
          ],
        },
      };
    },
  };
}

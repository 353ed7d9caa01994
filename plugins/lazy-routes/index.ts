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
 * - the browser's route table and registry start with the page's own routes
 *   and their entries, which the build writes into the page (./chain.ts,
 *   ./registryData.ts), and take in the whole table and registry in idle time
 *   after hydration or at the first navigation (./pageRoutes.ts,
 *   ./pageRegistry.ts): `@generated/routes`, `@generated/registry` and
 *   ./allRoutes.ts resolve to them, and ./tablePatches.ts makes Docusaurus's
 *   App.js and preload.js use them.
 * Development keeps the generated files as they are (the debug plugin's
 * registry page shows the module paths).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {applyPatch} from '../theme-patches/patches';
import {patchedFile} from '../theme-patches/index';
import {tablePatches} from './tablePatches';
import {writePageRegistries} from './registryData';

export default function lazyRoutesPlugin(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  const here = (file: string) => path.join(context.siteDir, 'plugins', 'lazy-routes', file);
  return {
    name: 'lazy-routes',
    postBuild({outDir}) {
      const pages = writePageRegistries(outDir);
      console.log(`[lazy-routes] ${pages} pages → their route chain's registry entries`);
    },
    configureWebpack(config, isServer) {
      const rules = [{resource: generated('routes.js'), resolve: {alias: {'@docusaurus/ComponentCreator': here('lazyComponentCreator.ts')}}}];
      if (config.mode !== 'production') return {module: {rules}};
      const chunkNames: unknown = JSON.parse(fs.readFileSync(generated('routesChunkNames.json'), 'utf8'));
      if (!isServer) startWithPageRoutes(config, here);
      return {
        module: {
          rules: [
            ...(isServer ? [] : patchRules(context.siteDir)),
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

/**
 * The browser's table and registry start with the page's own: the table and
 * ./allRoutes.ts resolve to ./pageRoutes.ts, the registry to
 * ./pageRegistry.ts. Set before Docusaurus's own aliases, not merged after
 * them: `@generated` and `@site` would match first.
 */
function startWithPageRoutes(config: Configuration, here: (file: string) => string): void {
  const aliases = config.resolve?.alias;
  if (Array.isArray(aliases)) throw new Error('[lazy-routes] expected the bundler config’s resolve.alias to be an object');
  const pageRoutes = here('pageRoutes.ts');
  config.resolve = {
    ...config.resolve,
    alias: {
      '@generated/routes$': pageRoutes,
      '@generated/registry$': here('pageRegistry.ts'),
      '@site/plugins/lazy-routes/allRoutes$': pageRoutes,
      ...aliases,
    },
  };
}

/** ./tablePatches.ts, checked now and again on the source the bundler reads (plugins/theme-patches's loader). */
function patchRules(siteDir: string) {
  const loader = path.join(siteDir, 'plugins', 'theme-patches', 'replaceLoader.cjs');
  const files = new Map<string, Array<{loader: string; options: {search: string; replace: string; occurrences: number}}>>();
  for (const patch of tablePatches) {
    const file = patchedFile(siteDir, patch);
    applyPatch(fs.readFileSync(file, 'utf8'), patch, file);
    files.set(file, [...(files.get(file) ?? []), {loader, options: {search: patch.search, replace: patch.replace, occurrences: patch.occurrences ?? 1}}]);
  }
  return [...files].map(([resource, use]) => ({resource, use}));
}

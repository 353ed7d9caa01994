/**
 * `@docusaurus/plugin-content-docs`, unchanged except for the routes and the
 * global data it adds: the version data every docs page loads leaves out the
 * sidebars and the docs' titles and descriptions; each sidebar is a module that
 * only the pages which show it load (see ./leanVersion.ts); the global data,
 * in every page's main.js, lists only the docs the navbar needs (see
 * ./leanGlobalData.ts). Used instead of the preset's docs plugin
 * (docusaurus.config.ts sets the preset's `docs: false`).
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {leanGlobalData, navbarDocTargets} from './leanGlobalData';
import {withLeanVersions} from './leanVersion';

type DocsOptions = Parameters<typeof docsPlugin>[1];
type DocsContent = Awaited<ReturnType<NonNullable<Awaited<ReturnType<typeof docsPlugin>>['loadContent']>>>;

export default async function docsLeanPlugin(context: LoadContext, options: DocsOptions): Promise<Plugin<DocsContent>> {
  const plugin = await docsPlugin(context, options);
  const {contentLoaded} = plugin;
  if (!contentLoaded) throw new Error('docs-lean: @docusaurus/plugin-content-docs has no contentLoaded; check plugins/docs-lean after an upgrade');
  return {
    ...plugin,
    async contentLoaded(args) {
      const {actions} = args;
      const routes: RouteConfig[] = [];
      const navbar = context.siteConfig.themeConfig.navbar as {items?: unknown[]} | undefined;
      const targets = navbarDocTargets(navbar?.items ?? []);
      await contentLoaded({
        ...args,
        actions: {
          ...actions,
          addRoute: (route) => routes.push(route),
          // The docs plugin's own global data, whose type its client module exports.
          setGlobalData: (data) => actions.setGlobalData(leanGlobalData(data as GlobalPluginData, targets)),
        },
      });
      for (const route of routes) actions.addRoute(await withLeanVersions(route, actions.createData));
    },
  };
}

export {validateOptions};

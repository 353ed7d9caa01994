/**
 * `@docusaurus/plugin-content-docs`, unchanged except for the routes it adds:
 * the version metadata every docs page loads leaves out doc titles and descriptions
 * (see ./slimVersion.ts). Used instead of the preset's docs plugin
 * (docusaurus.config.ts sets the preset's `docs: false`).
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withSlimVersionDocs} from './slimVersion';

type DocsOptions = Parameters<typeof docsPlugin>[1];
type DocsContent = Awaited<ReturnType<NonNullable<Awaited<ReturnType<typeof docsPlugin>>['loadContent']>>>;

export default async function docsLeanPlugin(context: LoadContext, options: DocsOptions): Promise<Plugin<DocsContent>> {
  const plugin = await docsPlugin(context, options);
  const {contentLoaded} = plugin;
  if (!contentLoaded) throw new Error('docs-lean: @docusaurus/plugin-content-docs has no contentLoaded; check plugins/docs-lean after an upgrade');
  return {
    ...plugin,
    contentLoaded: (args) => contentLoaded({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withSlimVersionDocs(route))}}),
  };
}

export {validateOptions};

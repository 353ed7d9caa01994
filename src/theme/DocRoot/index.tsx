/**
 * Why: plugins/docs-lean takes the sidebars and doc entries out of the version
 * data every docs page loads (all 19 sidebars, about 6 KB gzip, where a page
 * shows one); the doc routes of a sidebar load that sidebar as a module of its
 * own (plugins/docs-lean/sidebarStore.ts). This wrapper puts the current doc
 * route's sidebar back into the version context, where the stock DocRoot (its
 * sidebar, breadcrumbs, category cards) reads it. The sidebar's data object is
 * the same on every page of that sidebar, so client navigation inside it keeps
 * the rendered sidebar, as the stock component does.
 */
import {useMemo, type ReactNode} from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import {matchPath, useLocation} from '@docusaurus/router';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {loadedSidebar, sidebarKey} from '@site/plugins/docs-lean/sidebarStore';

type Props = WrapperProps<typeof DocRootType>;

function withSidebar(version: PropVersionMetadata, sidebar: string | undefined): PropVersionMetadata {
  if (sidebar === undefined) return version;
  const key = sidebarKey(version.pluginId, version.version, sidebar);
  const data = loadedSidebar(key);
  // The route's sidebar module is preloaded with its content; missing, the page would render without its sidebar.
  if (!data) throw new Error(`The docs sidebar ${key} is not loaded: the doc route must list its module (plugins/docs-lean)`);
  // The doc entries keep id and sidebar only, on purpose (plugins/docs-lean/leanVersion.ts): the theme reads no more.
  return {...version, docsSidebars: {[sidebar]: data.items}, docs: data.docs as PropVersionMetadata['docs']};
}

export default function DocRootWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const {pathname} = useLocation();
  const route = props.route.routes?.find((docRoute) => matchPath(pathname, docRoute));
  const sidebar = typeof route?.sidebar === 'string' ? route.sidebar : undefined;
  const value = useMemo(() => withSidebar(version, sidebar), [version, sidebar]);
  return (
    <DocsVersionProvider version={value}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}

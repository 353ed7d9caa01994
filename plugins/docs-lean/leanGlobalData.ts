/**
 * The docs plugin's global data is in every page's main.js, and it lists every
 * doc of the version: id, path and sidebar, over 300 entries (36 KB raw, about
 * 4 KB gzip). In the browser the theme reads that list only to find the doc of
 * the current page: for the navbar items of type `doc` and `docSidebar` (is
 * the item active?), and for the version banner and the version dropdowns,
 * which a site with one docs version never shows (and whose navbar items
 * src/theme/NavbarItem/ComponentTypes.tsx does not include). So the list keeps
 * the docs those navbar items need: the docs of each sidebar a `docSidebar`
 * item opens, the doc of each `doc` item, and the version's main doc. On any
 * other page the current doc is not found, which for those items means
 * "not active", as the full list said too.
 */
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

/** What the navbar points at in the docs: sidebars of `docSidebar` items, doc ids of `doc` items. */
export type NavbarDocTargets = {sidebars: ReadonlySet<string>; docIds: ReadonlySet<string>};

type NavbarItem = {type?: unknown; sidebarId?: unknown; docId?: unknown; items?: unknown};

/** Collects the navbar's doc targets from the theme config's items, dropdown entries included. */
export function navbarDocTargets(items: readonly unknown[]): NavbarDocTargets {
  const sidebars = new Set<string>();
  const docIds = new Set<string>();
  const visit = (list: readonly unknown[]) => {
    for (const raw of list) {
      if (typeof raw !== 'object' || raw === null) continue;
      const item = raw as NavbarItem;
      if (item.type === 'docSidebar' && typeof item.sidebarId === 'string') sidebars.add(item.sidebarId);
      if (item.type === 'doc' && typeof item.docId === 'string') docIds.add(item.docId);
      if (Array.isArray(item.items)) visit(item.items);
    }
  };
  visit(items);
  return {sidebars, docIds};
}

/** The global data with each version's docs narrowed to what the navbar needs. */
export function leanGlobalData(data: GlobalPluginData, targets: NavbarDocTargets): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter(
        (doc) => doc.id === version.mainDocId || targets.docIds.has(doc.id) || (doc.sidebar !== undefined && targets.sidebars.has(doc.sidebar)),
      ),
    })),
  };
}

/**
 * The docs sidebars the browser has loaded, by plugin, version and sidebar
 * name. Each sidebar is a module of its own (written by ./leanVersion.ts) that
 * registers itself here when it runs; the doc routes that show the sidebar
 * load it with their content, so it has run before the route renders (the
 * route's modules are preloaded before hydration, before a client navigation
 * and before the server renders the page). src/theme/DocRoot reads it back.
 */
import type {PropSidebar, PropVersionDoc} from '@docusaurus/plugin-content-docs';

/** One sidebar: its items, and the id and sidebar of each doc it lists (what `useDocById` reads). */
export type SidebarData = {items: PropSidebar; docs: Record<string, Pick<PropVersionDoc, 'id' | 'sidebar'>>};

const loaded = new Map<string, SidebarData>();

export const sidebarKey = (pluginId: string, version: string, sidebar: string): string => `${pluginId}/${version}/${sidebar}`;

/** Called by a generated sidebar module; returns the data as the module's default export. */
export function registerSidebar(key: string, data: SidebarData): SidebarData {
  loaded.set(key, data);
  return data;
}

export const loadedSidebar = (key: string): SidebarData | undefined => loaded.get(key);

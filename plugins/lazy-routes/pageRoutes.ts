/**
 * `@generated/routes` in the browser's production build (./index.ts): the
 * route table starts with only the page's own routes, read from the page
 * (./chain.ts, written by ./RouteChainData.tsx), and takes in the whole table
 * and registry (./pageRegistry.ts) from a chunk of their own when
 * `allRoutes()` is first called: after hydration in idle time
 * (src/clientModules/idlePrefetch.ts), or by the first navigation or
 * prefetch. Together they are 13 KB gzip that no page needs to show itself.
 *
 * The table is one array, filled in place: Docusaurus's modules hold it from
 * their first import. The app's routes element, which Docusaurus builds once,
 * is rebuilt for the whole table (`useRoutesElement`, used by App.js through
 * ./tablePatches.ts), and `preload` (also patched) waits for the whole table
 * before it matches any path but the page's own.
 *
 * A page without its chain or its chain's registry entries (a page not
 * rendered by the site) loads the whole table before it hydrates, as if
 * every path were another page's.
 */
import {useMemo, useSyncExternalStore, type ReactElement} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfig} from 'react-router-config';
import create from './lazyComponentCreator';
import registry from './pageRegistry';
import {chainChunkNames, chainScriptId, keyRoutes, tableOf, type ChainRoute} from './chain';

function pageTable(): RouteConfig[] | undefined {
  const text = document.getElementById(chainScriptId)?.textContent;
  if (!text) return undefined;
  try {
    const chains = JSON.parse(text) as ChainRoute[];
    const missing = chainChunkNames(chains).filter((name) => !(name in registry));
    if (missing.length > 0) throw new Error(`no registry entry for ${missing.join(', ')}`);
    return tableOf(chains, create);
  } catch (error) {
    console.error('[lazy-routes] the page’s route chain cannot be read; loading every route', error);
    return undefined;
  }
}

const initialPath = window.location.pathname;
const initial = pageTable();
const routes: RouteConfig[] = initial ?? [];
export default routes;

let complete = false;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Resolves once the table holds every route of the site. A failed download is tried again on the next call. */
export function allRoutes(): Promise<void> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "route-table" */ '@generated/routes.js'),
    import(/* webpackChunkName: "route-table" */ '@generated/registry.js'),
  ]).then(
    ([{default: all}, {default: allEntries}]) => {
      Object.assign(registry, allEntries);
      keyRoutes(all);
      routes.splice(0, routes.length, ...all);
      complete = true;
      // Only a navigation waiting for the table needs the routes element now (the address has
      // changed, its page is not rendered yet). Otherwise the element is rebuilt at the next
      // navigation: rebuilt now, it would render the whole page again for nothing.
      if (window.location.pathname !== initialPath) for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Resolves once the table can match `pathname`: at once for the page's own path, else with the whole table. */
export function routesFor(pathname: string): Promise<void> {
  return complete || (initial !== undefined && pathname === initialPath) ? Promise.resolve() : allRoutes();
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isComplete = (): boolean => complete;

/** The router's element for the table as it is now: rebuilt at the first render (a navigation's) after the whole table is in. */
export function useRoutesElement(): ReactElement {
  const whole = useSyncExternalStore(subscribe, isComplete, isComplete);
  return useMemo(() => renderRoutes(routes), [whole]);
}

/**
 * A page's route chain: the routes of the site's table that render the page
 * (for a doc: the docs plugin's root, the version, the doc root and the doc),
 * plus the home page's route, which the docs' breadcrumbs look for. The
 * server writes it into each page (./RouteChainData.tsx); the browser starts
 * with it instead of the whole table (./pageRoutes.ts).
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';
import type {LazyRouteInfo} from './lazy';

/** The id of the page's `<script type="application/json">` holding its chain. */
export const chainScriptId = '__route-chain';

/** The id of the page's `<script type="application/json">` holding its chain's registry entries (./registryData.ts). */
export const registryScriptId = '__route-registry';

/**
 * A registry entry as the browser build compiled it: the chunks to load, the
 * module to require, and the interop mode of `__webpack_require__.t` when the
 * bundler wraps the module (JSON, CommonJS) instead of requiring it.
 */
export type RegistryEntry = [chunkIds: string[], moduleId: string | number, mode?: number];

/** A route as written into the page: its own fields, its ComponentCreator hash, its chunk names and its chain child. */
export type ChainRoute = {
  fields: Record<string, unknown>;
  hash?: string;
  chunkNames?: ChunkNames;
  child?: ChainRoute;
};

type Create = (path: string, hash: string, chunkNames?: ChunkNames) => RouteConfig['component'];

const info = (route: RouteConfig): LazyRouteInfo => {
  const component = route.component as Partial<LazyRouteInfo> | undefined;
  if (typeof component?.routeKey !== 'string') {
    throw new Error(`[lazy-routes] route ${String(route.path)} was not made by the lazy ComponentCreator (plugins/lazy-routes/lazyComponentCreator.ts)`);
  }
  return {routeKey: component.routeKey, routeHash: component.routeHash};
};

function written(route: RouteConfig, chunkNames: RouteChunkNames, child?: ChainRoute): ChainRoute {
  const {component: _component, routes: _routes, key: _key, ...fields} = route;
  const {routeKey, routeHash} = info(route);
  return {
    fields,
    ...(routeHash === undefined ? {} : {hash: routeHash}),
    ...(chunkNames[routeKey] ? {chunkNames: chunkNames[routeKey]} : {}),
    ...(child ? {child} : {}),
  };
}

/** The chains of the page at `pathname`: the matched branch, then the home route (`baseUrl`, exact, top level) if not in it. */
export function pageChains(routes: readonly RouteConfig[], pathname: string, chunkNames: RouteChunkNames, baseUrl: string): ChainRoute[] {
  const branch = matchRoutes([...routes], pathname).map(({route}) => route);
  const chains: ChainRoute[] = [];
  const top = branch.reduceRight<ChainRoute | undefined>((child, route) => written(route, chunkNames, child), undefined);
  if (top) chains.push(top);
  const home = routes.find((route) => route.path === baseUrl && route.exact === true);
  if (home && home !== branch[0]) chains.push(written(home, chunkNames));
  return chains;
}

/** The chains as the text of a `<script type="application/json">` (no `<` that could close it). */
export const chainsJson = (chains: readonly ChainRoute[]): string => JSON.stringify(chains).replace(/</g, '\\u003c');

/** A route table made of the chains, each route's component from `create` (the same call the full table makes). */
export function tableOf(chains: readonly ChainRoute[], create: Create): RouteConfig[] {
  const route = ({fields, hash, chunkNames, child}: ChainRoute): RouteConfig => {
    const path = String(fields.path);
    const component = create(path, hash as string, chunkNames);
    return {...fields, component, key: info({component}).routeKey, ...(child ? {routes: [route(child)]} : {})};
  };
  return chains.map(route);
}

/**
 * Keys every route by its ComponentCreator key, in place. The router renders
 * `route.key`, else the route's index: the page's route has one index in the
 * page's table and another in the whole table, and a new key would mount it again.
 */
export function keyRoutes(routes: readonly RouteConfig[]): void {
  for (const route of routes) {
    route.key = info(route).routeKey;
    if (route.routes) keyRoutes(route.routes);
  }
}

/** Every chunk name of the chains (nested names such as `__context.plugin` included). */
export function chainChunkNames(chains: readonly ChainRoute[]): string[] {
  const names = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string') names.add(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(add);
  };
  const visit = (route: ChainRoute | undefined): void => {
    if (!route) return;
    add(route.chunkNames);
    visit(route.child);
  };
  chains.forEach(visit);
  return [...names];
}

/**
 * Wraps a route-component creator (Docusaurus's `ComponentCreator`) so that
 * the creator runs the first time the component is needed: when the route is
 * preloaded (its static `preload`, which Docusaurus calls before rendering a
 * route, on the server and in the browser) or rendered. What it builds, and
 * so what renders, is the creator's own.
 *
 * One component per route (`${path}-${hash}`, the key Docusaurus files chunk
 * names by), however often it is asked for: the browser first builds the page's
 * own routes (./pageRoutes.ts), then the whole table, and a route in both must
 * stay the same component, or React would mount the page again.
 */
import {createElement, type ComponentType, type ReactNode} from 'react';
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

type RouteComponent = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};

/** What a lazy route component tells of the call that made it. */
export type LazyRouteInfo = {routeKey: string; routeHash: string | undefined};

export const routeKey = (path: string, hash: string | undefined): string => `${path}-${hash}`;

export function lazyCreator<C>(create: (path: string, hash: string) => C): (path: string, hash: string) => C {
  const made = new Map<string, C>();
  return (path, hash) => {
    const key = routeKey(path, hash);
    const known = made.get(key);
    if (known !== undefined) return known;
    let built: RouteComponent | undefined;
    const component = (): RouteComponent => (built ??= create(path, hash) as unknown as RouteComponent);
    function LazyRoute(props: Record<string, unknown>): ReactNode {
      return createElement(component(), props);
    }
    const info: LazyRouteInfo = {routeKey: key, routeHash: hash};
    const lazy = Object.assign(LazyRoute, info, {preload: () => component().preload()}) as unknown as C;
    made.set(key, lazy);
    return lazy;
  };
}

/**
 * Wraps a route-component creator so that a call with the route's chunk names
 * (production, ./routesLoader.cjs) files them in `filed` under
 * `${path}-${hash}`, the key Docusaurus looks them up by, then creates as before.
 */
export function filingCreator<C>(
  create: (path: string, hash: string) => C,
  filed: RouteChunkNames,
): (path: string, hash: string, chunkNames?: ChunkNames) => C {
  return (path, hash, chunkNames) => {
    if (chunkNames !== undefined) filed[routeKey(path, hash)] = chunkNames;
    return create(path, hash);
  };
}

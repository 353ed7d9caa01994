/**
 * Wraps a route-component creator (Docusaurus's `ComponentCreator`) so that
 * the creator runs the first time the component is needed: when the route is
 * preloaded (its static `preload`, which Docusaurus calls before rendering a
 * route, on the server and in the browser) or rendered. What it builds, and
 * so what renders, is the creator's own.
 */
import {createElement, type ComponentType, type ReactNode} from 'react';
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

type RouteComponent = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};

export function lazyCreator<C>(create: (path: string, hash: string) => C): (path: string, hash: string) => C {
  return (path, hash) => {
    let built: RouteComponent | undefined;
    const component = (): RouteComponent => (built ??= create(path, hash) as unknown as RouteComponent);
    function LazyRoute(props: Record<string, unknown>): ReactNode {
      return createElement(component(), props);
    }
    LazyRoute.preload = () => component().preload();
    return LazyRoute as unknown as C;
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
    if (chunkNames !== undefined) filed[`${path}-${hash}`] = chunkNames;
    return create(path, hash);
  };
}

/**
 * Wraps a route-component creator (Docusaurus's `ComponentCreator`) so that
 * the creator runs the first time the component is needed: when the route is
 * preloaded (its static `preload`, which Docusaurus calls before rendering a
 * route, on the server and in the browser) or rendered. What it builds, and
 * so what renders, is the creator's own.
 */
import {createElement, type ComponentType, type ReactNode} from 'react';

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

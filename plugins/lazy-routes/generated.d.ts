/** The whole generated route table and registry, imported by file name so that ./index.ts's aliases do not apply. */
declare module '@generated/routes.js' {
  import type {RouteConfig} from 'react-router-config';

  const routes: RouteConfig[];
  export default routes;
}

declare module '@generated/registry.js' {
  const registry: Record<string, [() => Promise<unknown>, 0, string | number]>;
  export default registry;
}

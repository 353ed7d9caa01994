/** The whole generated route table, imported by file name so that ./index.ts's alias of `@generated/routes` does not apply. */
declare module '@generated/routes.js' {
  import type {RouteConfig} from 'react-router-config';

  const routes: RouteConfig[];
  export default routes;
}

/**
 * Docusaurus's App.js and preload.js as the browser's production build reads
 * them (./index.ts), for a route table that starts with the page's own routes
 * (./pageRoutes.ts). Checked like plugins/theme-patches: the build fails if a
 * line is not there exactly once.
 */
import type {Patch} from '../theme-patches/patches';

const core = {pkg: '@docusaurus/core'};

export const tablePatches: readonly Patch[] = [
  {
    ...core,
    file: 'lib/client/App.js',
    search: "import routes from '@generated/routes';",
    replace: "import {useRoutesElement} from '@generated/routes';",
    why: 'App.js builds the routes element once, from the table as it is when the module runs: it now asks ./pageRoutes.ts for it.',
  },
  {
    ...core,
    file: 'lib/client/App.js',
    search: 'const routesElement = renderRoutes(routes);',
    replace: '',
    why: 'The element built once, from the page’s routes only, would not know any other page.',
  },
  {
    ...core,
    file: 'lib/client/App.js',
    search: 'function AppNavigation() {',
    replace: 'function AppNavigation() {\n    const routesElement = useRoutesElement();',
    why: 'Rebuilt when the whole table is in (./pageRoutes.ts, useRoutesElement).',
  },
  {
    ...core,
    file: 'lib/client/App.js',
    search: 'const normalizedLocation = normalizeLocation(location);',
    replace: 'const normalizedLocation = React.useMemo(() => normalizeLocation(location), [location]);',
    why:
      'normalizeLocation returns a new object for a path it has seen before, and PendingNavigation takes a new location object for a navigation. ' +
      'App.js rendered only when the location changed; it now also renders when the table grows, which without this made a navigation to the same page ' +
      '(route-update events for nothing, and a page view lost when the table came in during a real navigation).',
  },
  {
    ...core,
    file: 'lib/client/preload.js',
    search: "import routes from '@generated/routes';",
    replace: "import routes, {routesFor} from '@generated/routes';",
    why: 'preload matches a path against the table: it needs ./pageRoutes.ts’s routesFor.',
  },
  {
    ...core,
    file: 'lib/client/preload.js',
    search: 'export default function preload(pathname) {',
    replace: 'export default async function preload(pathname) {\n    await routesFor(pathname);',
    why: 'Before the whole table is in, only the page’s own path can be matched: any other waits for the table (the navigation and hover preloads).',
  },
];

import type {SidebarItems} from './helpers';

const page = (module: string) => `developer-tools/python-sdk/${module}`;

/**
 * The Python SDK reference (SPEC §2: one page per module). Reader's order: the
 * landing page (install, credentials, first call), the two modules every
 * script uses, then the API modules in the order of a typical workflow —
 * keys and usage, search, order, task, monitor, stream, analyse.
 */
export default [
  page('index'),
  {
    type: 'category',
    label: 'Client',
    collapsed: false,
    items: [page('session'), page('exceptions')],
  },
  {
    type: 'category',
    label: 'API modules',
    collapsed: false,
    items: [page('api_keys'), page('usage'), page('discovery'), page('ordering'), page('tasking'), page('monitoring'), page('ogc'), page('raster_analytics')],
  },
] satisfies SidebarItems;

import {apiReference, guides, type SidebarItems} from './helpers';

export default [
  'streaming-basemap/index',
  guides('streaming-basemap', ['basemap-api-guide', 'wmts-tile-matrix-sets', 'wfs-seamlines', 'basemap-clients']),
  // SPEC §2: the WMS seamlines API page belongs to no sidebar.
  apiReference('streaming-basemap', {exclude: ['streaming-basemap/api/seamlines-wms']}),
] satisfies SidebarItems;

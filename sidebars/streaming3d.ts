import {apiReference, guides, type SidebarItems} from './helpers';

export default [
  'streaming-3d/index',
  guides('streaming-3d', ['tileset', 'authentication', 'cesiumjs', 'other-clients']),
  apiReference('streaming-3d'),
] satisfies SidebarItems;

import {apiReference, guides, type SidebarItems} from './helpers';

export default [
  'streaming-imagery/index',
  guides('streaming-imagery', ['stream-an-image', 'footprints-wfs', 'web-maps']),
  apiReference('streaming-imagery'),
] satisfies SidebarItems;

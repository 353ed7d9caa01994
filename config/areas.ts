/**
 * The documentation areas, as data. Used by the navbar (the 'APIs' item's
 * active paths), the home page cards (through src/data/areas), the APIs
 * overview sidebar and tests. `path` is the area's landing page route.
 */
export type Area = {
  /** Docs folder under docs/ (also the landing page id prefix). */
  dir: string;
  title: string;
  /** One line: what a developer does with it. */
  purpose: string;
  path: string;
  /** True when the area documents an HTTP API (shown as an API card). */
  isApi: boolean;
};

export const areas = [
  {
    dir: 'authentication',
    title: 'Authentication',
    purpose: 'Create API keys and get OAuth bearer tokens for every other API.',
    path: '/docs/authentication/',
    isApi: true,
  },
  {dir: 'discovery', title: 'Discovery (STAC)', purpose: 'Search the imagery catalog with STAC and CQL2 filters.', path: '/docs/discovery/', isApi: true},
  {dir: 'ordering', title: 'Ordering', purpose: 'Order archive imagery and have it delivered to your cloud bucket.', path: '/docs/ordering/', isApi: true},
  {dir: 'tasking', title: 'Tasking', purpose: 'Commission new satellite collections over your area.', path: '/docs/tasking/', isApi: true},
  {dir: 'taskingv2', title: 'Tasking v2', purpose: 'Task with fastview and flexview options and the v2 lifecycle.', path: '/docs/taskingv2/', isApi: true},
  {dir: 'monitoring', title: 'Monitoring', purpose: 'Watch an area and be notified when new imagery arrives.', path: '/docs/monitoring/', isApi: true},
  {dir: 'analytics', title: 'Analytics', purpose: 'Compute band combinations on the fly and analyse vectors.', path: '/docs/analytics/', isApi: true},
  {
    dir: 'streaming-imagery',
    title: 'Streaming imagery',
    purpose: 'Stream catalog imagery into maps over WMS, WMTS and WFS.',
    path: '/docs/streaming-imagery/',
    isApi: true,
  },
  {
    dir: 'streaming-basemap',
    title: 'Streaming basemap',
    purpose: 'Put the global basemap and its seamlines on any map.',
    path: '/docs/streaming-basemap/',
    isApi: true,
  },
  {dir: 'streaming-3d', title: 'Streaming 3D', purpose: 'Stream 3D Tiles into CesiumJS and other 3D clients.', path: '/docs/streaming-3d/', isApi: true},
  {dir: 'usage', title: 'Usage', purpose: 'Check credits used and whether an action fits your limits.', path: '/docs/usage/', isApi: true},
  {dir: 'admin', title: 'Account administration', purpose: 'Script users, roles, scopes, products and credit limits.', path: '/docs/admin/', isApi: true},
  {
    dir: 'specifications',
    title: 'Specifications',
    purpose: 'Know exactly what you receive: ARD, elevation, change monitoring.',
    path: '/docs/specifications/',
    isApi: false,
  },
  {
    dir: 'integrations',
    title: 'Integrations',
    purpose: 'Use the platform from QGIS, ArcGIS Pro, ArcMap and the hub.',
    path: '/docs/integrations/',
    isApi: false,
  },
  {dir: 'developer-tools', title: 'Developer tools', purpose: 'API collection, Python SDK and sample projects.', path: '/docs/developer-tools/', isApi: false},
  {
    dir: 'migration-guides',
    title: 'Migration guides',
    purpose: 'Move from the previous platform generation step by step.',
    path: '/docs/migration-guides/',
    isApi: false,
  },
] as const satisfies readonly Area[];

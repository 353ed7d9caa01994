/**
 * The documentation areas, as data. Used by the navbar (the 'APIs' item's
 * active paths), the home page cards (through src/data/areas), the APIs
 * overview sidebar and tests.
 */
export type Area = {
  /** Docs folder under docs/ (also the landing page id prefix). */
  dir: string;
  title: string;
  /** One line: what a developer does with it. */
  purpose: string;
  /** The area's landing page route: always `/docs/<dir>/`, so it is derived, not written. */
  path: `/docs/${string}/`;
  /** True when the area documents an HTTP API (shown as an API card). */
  isApi: boolean;
};

type Row = readonly [dir: string, title: string, purpose: string];

const apiRows: readonly Row[] = [
  ['authentication', 'Authentication', 'Create API keys and get OAuth bearer tokens for every other API.'],
  ['discovery', 'Discovery (STAC)', 'Search the imagery catalog with STAC and CQL2 filters.'],
  ['ordering', 'Ordering', 'Order archive imagery and have it delivered to your cloud bucket.'],
  ['tasking', 'Tasking', 'Commission new satellite collections over your area.'],
  ['taskingv2', 'Tasking v2', 'Task with fastview and flexview options and the v2 lifecycle.'],
  ['monitoring', 'Monitoring', 'Watch an area and be notified when new imagery arrives.'],
  ['analytics', 'Analytics', 'Compute band combinations on the fly and analyse vectors.'],
  ['streaming-imagery', 'Streaming imagery', 'Stream catalog imagery into maps over WMS, WMTS and WFS.'],
  ['streaming-basemap', 'Streaming basemap', 'Put the global basemap and its seamlines on any map.'],
  ['streaming-3d', 'Streaming 3D', 'Stream 3D Tiles into CesiumJS and other 3D clients.'],
  ['usage', 'Usage', 'Check credits used and whether an action fits your limits.'],
  ['admin', 'Account administration', 'Script users, roles, scopes, products and credit limits.'],
];

const otherRows: readonly Row[] = [
  ['specifications', 'Specifications', 'Know exactly what you receive: ARD, elevation, change monitoring.'],
  ['integrations', 'Integrations', 'Use the platform from QGIS, ArcGIS Pro, ArcMap and the hub.'],
  ['developer-tools', 'Developer tools', 'API collection, Python SDK and sample projects.'],
  ['migration-guides', 'Migration guides', 'Move from the previous platform generation step by step.'],
];

const area =
  (isApi: boolean) =>
  ([dir, title, purpose]: Row): Area => ({dir, title, purpose, path: `/docs/${dir}/`, isApi});

/** API areas first (in the order the home page shows them), then the others. */
export const areas: readonly Area[] = [...apiRows.map(area(true)), ...otherRows.map(area(false))];

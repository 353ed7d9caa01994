/**
 * SPEC §2 ("Screens and routes") transcribed by hand, as the independent
 * expectation the config and browser tests compare the site with. Do not
 * derive these from config/: a test that reads its expectation from the code it
 * tests cannot fail. Change a row here only when the spec changes.
 */

/** "Sidebars: …" — the 19 sidebars. */
export const specSidebars = [
  'mgp',
  'ordering',
  'monitoring',
  'analytics',
  'admin',
  'discovery',
  'streamingimagery',
  'streamingbasemap',
  'streaming3d',
  'tasking',
  'taskingv2',
  'authentication',
  'usage',
  'integrations',
  'developertools',
  'contentguides',
  'migrationguides',
  'sdk',
  'sampleprojects',
] as const;

/** "Landing pages: …" — the 18 landing routes under /docs. */
export const specLandingPages = [
  '/docs/',
  '/docs/admin/',
  '/docs/analytics/',
  '/docs/authentication/',
  '/docs/developer-tools/',
  '/docs/developer-tools/python-sdk/',
  '/docs/discovery/',
  '/docs/integrations/',
  '/docs/migration-guides/',
  '/docs/monitoring/',
  '/docs/ordering/',
  '/docs/specifications/',
  '/docs/streaming-3d/',
  '/docs/streaming-basemap/',
  '/docs/streaming-imagery/',
  '/docs/tasking/',
  '/docs/taskingv2/',
  '/docs/usage/',
] as const;

/** The areas with an OpenAPI spec (openapi/<area>.yaml → /docs/<area>/api/): one per HTTP service of the platform. */
export const specApiAreas = [
  'admin',
  'analytics',
  'authentication',
  'discovery',
  'monitoring',
  'ordering',
  'streaming-3d',
  'streaming-basemap',
  'streaming-imagery',
  'tasking',
  'taskingv2',
  'usage',
] as const;

/**
 * "Redirects from old paths": every old path the portal promises to keep
 * working, and the page it must land on. One line per old path, under the
 * spec row ("Old subject") it comes from: the spec names subjects, these are
 * the paths those subjects were published under. Deliberately not in the
 * config's shape (rows by target, with reasons), so that neither is copied
 * from the other.
 */
export const specRedirects: Readonly<Record<string, string>> = {
  // ARD user guide ordering
  '/docs/specifications/ard-user-guide/ard-ordering': '/docs/ordering/guides/ard-ordering',
  '/docs/guides/ard-user-guide/ordering': '/docs/ordering/guides/ard-ordering',
  // PCM ordering example
  '/docs/ordering/guides/pcm-ordering-example': '/docs/specifications/change-monitoring-guide/change-monitoring-overview',
  '/docs/specifications/change-monitoring-guide/pcm-ordering-example': '/docs/specifications/change-monitoring-guide/change-monitoring-overview',
  '/docs/guides/pcm-ordering-example': '/docs/specifications/change-monitoring-guide/change-monitoring-overview',
  // core imagery order, core-imagery-ordering
  '/docs/ordering/guides/core-imagery-order': '/docs/ordering/guides/archive-ordering',
  '/docs/ordering/guides/core-imagery-ordering': '/docs/ordering/guides/archive-ordering',
  '/docs/guides/core-imagery-ordering': '/docs/ordering/guides/archive-ordering',
  // token-service guide
  '/docs/token-service': '/docs/authentication/guides/api-key',
  '/docs/authentication/guides/token-service': '/docs/authentication/guides/api-key',
  '/docs/guides/token-service-guide': '/docs/authentication/guides/api-key',
  // basemap guide
  '/docs/streaming-basemap/guides/basemap-guide': '/docs/streaming-basemap/guides/basemap-api-guide',
  '/docs/guides/basemap-guide': '/docs/streaming-basemap/guides/basemap-api-guide',
  '/docs/streaming-basemap/basemap-guide': '/docs/streaming-basemap/guides/basemap-api-guide',
  // monitoring sources-events
  '/docs/monitoring/api/sources-events': '/docs/monitoring/api/list-source-events',
  '/docs/monitoring/api/list-sources-events': '/docs/monitoring/api/list-source-events',
  // vivid advanced 15
  '/docs/ordering/guides/vivid-advanced-15': '/docs/ordering/guides/vivid-mosaic-15',
  '/docs/ordering/guides/vivid-advanced': '/docs/ordering/guides/vivid-mosaic-15',
  // vivid standard 30
  '/docs/ordering/guides/vivid-standard-30': '/docs/ordering/guides/vivid-mosaic-30',
  '/docs/ordering/guides/vivid-standard': '/docs/ordering/guides/vivid-mosaic-30',
  // rapid3d-ordering
  '/docs/ordering/guides/rapid3d-ordering': '/docs/ordering/guides/worldview-3d-ordering',
  '/docs/guides/rapid3d-ordering': '/docs/ordering/guides/worldview-3d-ordering',
  // old catalog search and gridded tutorials
  '/docs/discovery/guides/catalog-search-tutorial': '/docs/discovery/guides/first-search',
  '/docs/discovery/guides/catalog-search': '/docs/discovery/guides/first-search',
  '/docs/discovery/guides/gridded-search-tutorial': '/docs/discovery/guides/browse-images-and-image-grid',
  '/docs/discovery/guides/gridded-search': '/docs/discovery/guides/browse-images-and-image-grid',
  // sample-projects mgp-discovery-search, mgp-streaming-search, mgp-cql-playground
  '/docs/sample-projects/mgp-discovery-search': '/docs/sample-projects/discovery-search',
  '/docs/sample-projects/mgp-streaming-search': '/docs/sample-projects/streaming-search',
  '/docs/sample-projects/mgp-cql-playground': '/docs/sample-projects/cql-playground',
};

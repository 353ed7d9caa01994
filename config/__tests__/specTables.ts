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
 * "Redirects from old paths": one row per row of the spec's table, with the
 * old paths the portal promises to keep working (the spec names the subjects;
 * these are the paths those subjects were published under).
 */
export const specRedirects: ReadonlyArray<{subject: string; from: readonly string[]; to: string}> = [
  {
    subject: 'ARD user guide ordering',
    from: ['/docs/specifications/ard-user-guide/ard-ordering', '/docs/guides/ard-user-guide/ordering'],
    to: '/docs/ordering/guides/ard-ordering',
  },
  {
    subject: 'PCM ordering example',
    from: [
      '/docs/ordering/guides/pcm-ordering-example',
      '/docs/specifications/change-monitoring-guide/pcm-ordering-example',
      '/docs/guides/pcm-ordering-example',
    ],
    to: '/docs/specifications/change-monitoring-guide/change-monitoring-overview',
  },
  {
    subject: 'core imagery order, core-imagery-ordering',
    from: ['/docs/ordering/guides/core-imagery-order', '/docs/ordering/guides/core-imagery-ordering', '/docs/guides/core-imagery-ordering'],
    to: '/docs/ordering/guides/archive-ordering',
  },
  {
    subject: 'token-service guide',
    from: ['/docs/token-service', '/docs/authentication/guides/token-service', '/docs/guides/token-service-guide'],
    to: '/docs/authentication/guides/api-key',
  },
  {
    subject: 'basemap guide',
    from: ['/docs/streaming-basemap/guides/basemap-guide', '/docs/guides/basemap-guide', '/docs/streaming-basemap/basemap-guide'],
    to: '/docs/streaming-basemap/guides/basemap-api-guide',
  },
  {
    subject: 'monitoring sources-events',
    from: ['/docs/monitoring/api/sources-events', '/docs/monitoring/api/list-sources-events'],
    to: '/docs/monitoring/api/list-source-events',
  },
  {
    subject: 'vivid advanced 15',
    from: ['/docs/ordering/guides/vivid-advanced-15', '/docs/ordering/guides/vivid-advanced'],
    to: '/docs/ordering/guides/vivid-mosaic-15',
  },
  {
    subject: 'vivid standard 30',
    from: ['/docs/ordering/guides/vivid-standard-30', '/docs/ordering/guides/vivid-standard'],
    to: '/docs/ordering/guides/vivid-mosaic-30',
  },
  {
    subject: 'rapid3d-ordering',
    from: ['/docs/ordering/guides/rapid3d-ordering', '/docs/guides/rapid3d-ordering'],
    to: '/docs/ordering/guides/worldview-3d-ordering',
  },
  {
    subject: 'old catalog search tutorial',
    from: ['/docs/discovery/guides/catalog-search-tutorial', '/docs/discovery/guides/catalog-search'],
    to: '/docs/discovery/guides/first-search',
  },
  {
    subject: 'old gridded tutorial',
    from: ['/docs/discovery/guides/gridded-search-tutorial', '/docs/discovery/guides/gridded-search'],
    to: '/docs/discovery/guides/browse-images-and-image-grid',
  },
  {subject: 'sample-projects mgp-discovery-search', from: ['/docs/sample-projects/mgp-discovery-search'], to: '/docs/sample-projects/discovery-search'},
  {subject: 'sample-projects mgp-streaming-search', from: ['/docs/sample-projects/mgp-streaming-search'], to: '/docs/sample-projects/streaming-search'},
  {subject: 'sample-projects mgp-cql-playground', from: ['/docs/sample-projects/mgp-cql-playground'], to: '/docs/sample-projects/cql-playground'},
];

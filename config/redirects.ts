/**
 * Redirects from old paths (SPEC §2 "Redirects from old paths").
 * Each row says why it exists. A unit test fails when a target is not a built
 * route, so a row goes live together with the page it points to.
 */
export type RedirectRow = {
  /** Old paths, root-relative, no trailing slash. */
  from: string[];
  /** Current route. */
  to: string;
  /** Why the old path existed and what replaced it. */
  reason: string;
};

export const redirects: RedirectRow[] = [
  {
    from: ['/docs/token-service', '/docs/authentication/guides/token-service', '/docs/guides/token-service-guide'],
    to: '/docs/authentication/guides/api-key',
    reason: 'SPEC §2: the token-service guide was folded into the API key guide.',
  },
  {
    from: ['/docs/specifications/ard-user-guide/ard-ordering', '/docs/guides/ard-user-guide/ordering'],
    to: '/docs/ordering/guides/ard-ordering',
    reason: "SPEC §2: the ARD user guide's ordering chapter moved to the ordering guides.",
  },
  {
    from: ['/docs/ordering/guides/core-imagery-order', '/docs/ordering/guides/core-imagery-ordering', '/docs/guides/core-imagery-ordering'],
    to: '/docs/ordering/guides/archive-ordering',
    reason: 'SPEC §2: core imagery ordering is now archive ordering.',
  },
  {
    from: ['/docs/ordering/guides/vivid-advanced-15', '/docs/ordering/guides/vivid-advanced'],
    to: '/docs/ordering/guides/vivid-mosaic-15',
    reason: 'SPEC §2: vivid advanced 15 became Vivid Mosaic 15 cm.',
  },
  {
    from: ['/docs/ordering/guides/vivid-standard-30', '/docs/ordering/guides/vivid-standard'],
    to: '/docs/ordering/guides/vivid-mosaic-30',
    reason: 'SPEC §2: vivid standard 30 became Vivid Mosaic 30 cm.',
  },
  {
    from: ['/docs/ordering/guides/rapid3d-ordering', '/docs/guides/rapid3d-ordering'],
    to: '/docs/ordering/guides/worldview-3d-ordering',
    reason: 'SPEC §2: rapid3d ordering became WorldView-3D ordering.',
  },
  {
    from: ['/docs/discovery/guides/catalog-search-tutorial', '/docs/discovery/guides/catalog-search'],
    to: '/docs/discovery/guides/first-search',
    reason: 'SPEC §2: the old catalog search tutorial became "Your first search".',
  },
  {
    from: ['/docs/discovery/guides/gridded-search-tutorial', '/docs/discovery/guides/gridded-search'],
    to: '/docs/discovery/guides/browse-images-and-image-grid',
    reason: 'SPEC §2: the old gridded search tutorial became the browse images and image grid guide.',
  },
  {
    from: ['/docs/sample-projects/mgp-cql-playground'],
    to: '/docs/sample-projects/cql-playground',
    reason: 'SPEC §2: the sample projects lost their mgp- prefix.',
  },
  {
    from: ['/docs/monitoring/api/sources-events', '/docs/monitoring/api/list-sources-events'],
    to: '/docs/monitoring/api/list-source-events',
    reason: 'SPEC §2: the monitoring sources-events page is now "List source events".',
  },
  {
    from: ['/docs/streaming-basemap/guides/basemap-guide', '/docs/guides/basemap-guide', '/docs/streaming-basemap/basemap-guide'],
    to: '/docs/streaming-basemap/guides/basemap-api-guide',
    reason: 'SPEC §2: the basemap guide became the basemap API guide.',
  },
  {
    from: [
      '/docs/ordering/guides/pcm-ordering-example',
      '/docs/specifications/change-monitoring-guide/pcm-ordering-example',
      '/docs/guides/pcm-ordering-example',
    ],
    to: '/docs/specifications/change-monitoring-guide/change-monitoring-overview',
    reason: 'SPEC §2: the PCM ordering example is part of the change monitoring overview.',
  },
  {
    from: ['/docs/sample-projects/mgp-discovery-search'],
    to: '/docs/sample-projects/discovery-search',
    reason: 'SPEC §2: the sample projects lost their mgp- prefix.',
  },
  {
    from: ['/docs/sample-projects/mgp-streaming-search'],
    to: '/docs/sample-projects/streaming-search',
    reason: 'SPEC §2: the sample projects lost their mgp- prefix.',
  },
];

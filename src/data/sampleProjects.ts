/**
 * Sample projects shown on /sample-projects/. Each links to a page with the
 * complete source and how to run it (docs/sample-projects/). The programs
 * themselves live in samples/<name>/ and run in CI against a mock of the
 * platform (scripts/__tests__/samples.integration.test.ts).
 */
export type SampleProject = {
  title: string;
  /** What it shows, in one sentence. */
  summary: string;
  languages: readonly string[];
  apis: readonly string[];
  to: string;
};

export const sampleProjects = [
  {
    title: 'Discovery search',
    summary: 'Search the catalog with STAC and a CQL2 filter on cloud cover, follow the next links page by page, and save the footprints as GeoJSON.',
    languages: ['JavaScript (Node.js)'],
    apis: ['Discovery'],
    to: '/docs/sample-projects/discovery-search',
  },
  {
    title: 'Monitoring events',
    summary: 'Create a monitor over an area, list its events with cursor paging, and receive them on a webhook that verifies signatures.',
    languages: ['JavaScript (Node.js)'],
    apis: ['Monitoring'],
    to: '/docs/sample-projects/monitoring-events',
  },
  {
    title: 'Streaming search',
    summary: 'Find image footprints with WFS, then stream the clearest image with WMS GetMap and WMTS GetTile and save them as PNG files.',
    languages: ['JavaScript (Node.js)'],
    apis: ['Streaming imagery'],
    to: '/docs/sample-projects/streaming-search',
  },
  {
    title: 'CQL2 playground',
    summary: 'Compose a CQL2 filter in text or JSON, check it against the discovery queryables, and copy a ready STAC search body.',
    languages: ['Runs in your browser', 'curl', 'Python', 'JavaScript'],
    apis: ['Discovery'],
    to: '/docs/sample-projects/cql-playground',
  },
] as const satisfies readonly SampleProject[];

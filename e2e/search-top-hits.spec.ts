/**
 * Search relevance: for each area, the queries its issue names must put a page
 * of that area in the top 3 hits, as a reader sees them in the navbar search.
 * One test per area searches all of its queries on one page (the index is
 * downloaded once) and reports every miss, not only the first.
 */
import {test, expect, searchTopHits} from './fixtures';

type Case = readonly [query: string, pathPrefix: string];

const topHits: Record<string, Case[]> = {
  'authentication, usage and conventions': [
    ['bulk delete api keys', '/docs/authentication/api/bulk-delete-api-keys'],
    ['bearer token', '/docs/authentication/'],
    ['usage is allowed', '/docs/usage/'],
    ['rate limits', '/docs/api-conventions'],
  ],
  discovery: [
    ['queryables', '/docs/discovery/'],
    ['cql2 filter', '/docs/discovery/'],
    ['cloud cover', '/docs/discovery/'],
    ['stereo pair', '/docs/discovery/'],
    ['image grid', '/docs/discovery/'],
    ['paging', '/docs/discovery/'],
  ],
  ordering: [
    ['cancel order', '/docs/ordering/'],
    ['amazon s3 delivery', '/docs/ordering/'],
    ['azure', '/docs/ordering/'],
    ['google cloud storage', '/docs/ordering/'],
    ['webhook', '/docs/ordering/'],
    ['estimate usage', '/docs/ordering/'],
    ['pipelines', '/docs/ordering/'],
  ],
  monitoring: [
    ['create monitor', '/docs/monitoring/'],
    ['monitor events', '/docs/monitoring/'],
    ['toggle monitor', '/docs/monitoring/api/toggle-monitor'],
    ['source events', '/docs/monitoring/api/list-source-events'],
  ],
  // Tasking v1 (/docs/tasking/) and v2 (/docs/taskingv2/): '/docs/tasking' matches both.
  tasking: [
    ['tasking quote', '/docs/tasking'],
    ['flexview', '/docs/taskingv2/'],
    ['fastview', '/docs/taskingv2/'],
    ['end-use codes', '/docs/tasking'],
  ],
  admin: [
    ['reset password', '/docs/admin/'],
    ['assign role', '/docs/admin/'],
    ['credit limit', '/docs/admin/'],
    ['rate table', '/docs/admin/'],
    ['georestriction', '/docs/admin/'],
  ],
  'analytics and streaming': [
    ['wmts', '/docs/streaming-'],
    ['getmap', '/docs/streaming-'],
    ['seamlines', '/docs/streaming-basemap/'],
    ['3d tiles', '/docs/streaming-3d/'],
    ['gdal', '/docs/analytics/'],
    ['openlayers', '/docs/analytics/'],
    ['interpolation', '/docs/analytics/'],
    ['byte range', '/docs/analytics/'],
  ],
  'specifications, integrations and migration': [
    ['arcgis pro', '/docs/integrations/arcgispro'],
    ['qgis plugin', '/docs/integrations/qgis'],
    ['ard tiles', '/docs/specifications/ard-user-guide/'],
    ['digital surface model', '/docs/specifications/3d-elevation-guide'],
    ['change detection', '/docs/specifications/change-monitoring-guide/'],
    ['migration', '/docs/migration-guides/'],
  ],
  'developer tools': [
    ['postman', '/docs/developer-tools/api-collection'],
    ['python sdk install', '/docs/developer-tools/python-sdk'],
    ['openapi download', '/docs/developer-tools/'],
  ],
  'sample projects': [
    ['cql2 playground', '/docs/sample-projects/cql-playground'],
    ['sample project', '/docs/sample-projects/'],
  ],
};

for (const [area, cases] of Object.entries(topHits)) {
  test(`search: ${area} queries put the right page in the top 3`, async ({page}) => {
    const misses: string[] = [];
    for (const [query, pathPrefix] of cases) {
      const top = await searchTopHits(page, query, 3);
      if (!top.some((href) => href.startsWith(pathPrefix))) misses.push(`"${query}" → ${pathPrefix}: top 3 ${top.join(', ')}`);
    }
    expect(misses, `${misses.length} of ${cases.length} queries miss`).toEqual([]);
  });
}

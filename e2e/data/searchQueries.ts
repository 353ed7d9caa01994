/**
 * What readers type into the search box, and the page each query must find.
 * Run by e2e/search-top-hits.spec.ts (in the browser) and by
 * scripts/search-try.ts --check (in Node, same engine). A query passes when
 * its page is among the first `top` hits (a hit's URL without its #anchor).
 * Exact page titles and "METHOD /path" queries must come first (top 1).
 * Fix a failing query by better ranking, never by adding the expected page's
 * words to other pages.
 */
export type QueryKind = 'task' | 'title' | 'operation' | 'typo' | 'synonym' | 'error' | 'parameter' | 'sdk' | 'ogc' | 'area';

export type SearchQueryCase = {query: string; page: string; top: 1 | 3; kind: QueryKind};

const task = (query: string, page: string): SearchQueryCase => ({query, page, top: 3, kind: 'task'});
const title = (query: string, page: string): SearchQueryCase => ({query, page, top: 1, kind: 'title'});
const operation = (query: string, page: string): SearchQueryCase => ({query, page, top: 1, kind: 'operation'});
const typo = (query: string, page: string): SearchQueryCase => ({query, page, top: 3, kind: 'typo'});
const synonym = (query: string, page: string): SearchQueryCase => ({query, page, top: 3, kind: 'synonym'});
const error = (query: string, page: string): SearchQueryCase => ({query, page, top: 3, kind: 'error'});
const parameter = (query: string, page: string): SearchQueryCase => ({query, page, top: 3, kind: 'parameter'});
const sdk = (query: string, page: string): SearchQueryCase => ({query, page, top: 3, kind: 'sdk'});
const ogc = (query: string, page: string): SearchQueryCase => ({query, page, top: 3, kind: 'ogc'});
const area = (query: string, page: string): SearchQueryCase => ({query, page, top: 3, kind: 'area'});

export const searchQueries: readonly SearchQueryCase[] = [
  // Task phrases
  task('api key', '/docs/authentication/guides/api-key'),
  task('create an api key', '/docs/authentication/guides/api-key'),
  task('get a token', '/docs/authentication/guides/get-a-token'),
  task('token expiry', '/docs/authentication/guides/get-a-token'),
  task('cancel an order', '/docs/ordering/api/cancel-order'),
  task('order states', '/docs/ordering/'),
  task('rate limit', '/docs/api-conventions'),
  task('cloud cover', '/docs/discovery/guides/first-search'),
  task('place an order', '/docs/ordering/api/place-order'),
  task('order archive imagery', '/docs/ordering/guides/archive-ordering'),
  task('deliver to s3', '/docs/ordering/guides/cloud-storage-amazon-s3'),
  task('azure blob storage', '/docs/ordering/guides/cloud-storage-azure'),
  task('google cloud storage', '/docs/ordering/guides/cloud-storage-google'),
  task('first search', '/docs/discovery/guides/first-search'),
  task('paging', '/docs/discovery/guides/paging-sorting-fields'),
  task('stereo pairs', '/docs/discovery/guides/stereo-pairs'),
  task('create a monitor', '/docs/monitoring/api/create-monitor'),
  task('monitor events', '/docs/monitoring/api/list-monitor-events'),
  task('reset password', '/docs/admin/api/send-password-reset-email'),
  task('assign role', '/docs/admin/api/assign-user-roles'),
  task('credit limits', '/docs/admin/api/credit-limits'),
  task('idempotency key', '/docs/api-conventions'),
  task('estimate order cost', '/docs/ordering/api/estimate-order-usage'),
  task('check usage', '/docs/usage/api/check-usage'),
  task('end-use codes', '/docs/tasking/guides/end-use-codes'),
  task('3d tiles cesium', '/docs/streaming-3d/guides/cesiumjs'),
  task('postman collection', '/docs/developer-tools/api-collection'),
  task('migrate from the previous platform', '/docs/migration-guides/sw-migration-guide'),
  // Exact page titles: first hit
  title('Create and manage API keys', '/docs/authentication/guides/api-key'),
  title('Create your first monitor', '/docs/monitoring/guides/create-first-monitor'),
  title('Filter with CQL2', '/docs/discovery/guides/filter-with-cql2'),
  title('Order archive imagery', '/docs/ordering/guides/archive-ordering'),
  title('Events and webhooks', '/docs/monitoring/guides/events-and-webhooks'),
  title('WMTS tile matrix sets', '/docs/streaming-basemap/guides/wmts-tile-matrix-sets'),
  title('Rapid collection with fastview', '/docs/taskingv2/guides/fastview'),
  title('API conventions', '/docs/api-conventions'),
  title('Read rate tables and estimate costs', '/docs/admin/guides/rate-tables'),
  title('ARD user guide', '/docs/specifications/ard-user-guide/'),
  // METHOD /path: first hit
  operation('POST /ordering/v1/orders', '/docs/ordering/api/place-order'),
  operation('GET /ordering/v1/orders/{orderId}', '/docs/ordering/api/get-order'),
  operation('POST /auth/v1/token', '/docs/authentication/api/get-bearer-token'),
  operation('POST /discovery/v1/search', '/docs/discovery/api/search-items-post'),
  operation('GET /discovery/v1/search', '/docs/discovery/api/search-items-get'),
  operation('DELETE /auth/v1/api-keys/{keyId}', '/docs/authentication/api/delete-api-key'),
  operation('PATCH /tasking/v2/flexview/taskings/{taskingId}', '/docs/taskingv2/api/patch-flexview-tasking'),
  operation('GET /usage/v1/usage/allowed', '/docs/usage/api/check-usage-is-allowed'),
  // Typos: one wrong, missing, extra or swapped letter
  typo('odering', '/docs/ordering/'),
  typo('ordaring', '/docs/ordering/'),
  typo('clound cover', '/docs/discovery/guides/first-search'),
  typo('queryabels', '/docs/discovery/api/get-queryables'),
  typo('webhok', '/docs/monitoring/guides/events-and-webhooks'),
  typo('georestricton', '/docs/admin/api/georestrictions'),
  typo('montior events', '/docs/monitoring/api/list-monitor-events'),
  typo('flexveiw', '/docs/taskingv2/guides/flexview'),
  // Synonyms
  synonym('bearer', '/docs/authentication/guides/get-a-token'),
  synonym('oauth', '/docs/authentication/guides/get-a-token'),
  synonym('aoi', '/docs/tasking/guides/request-limits'),
  synonym('aoi size limit', '/docs/tasking/guides/request-limits'),
  synonym('area of interest', '/docs/tasking/guides/request-limits'),
  synonym('token', '/docs/authentication/guides/get-a-token'),
  synonym('footprint', '/docs/streaming-imagery/guides/footprints-wfs'),
  synonym('geometry filter', '/docs/discovery/guides/filter-with-cql2'),
  synonym('pagination', '/docs/discovery/guides/paging-sorting-fields'),
  // Error codes and statuses
  error('429', '/docs/api-conventions'),
  error('problem+json', '/docs/api-conventions'),
  error('401 unauthorized', '/docs/api-conventions'),
  error('usage-limit-exceeded', '/docs/api-conventions'),
  error('tasking statuses', '/docs/tasking/guides/status'),
  // Parameter names
  parameter('datetime', '/docs/discovery/guides/first-search'),
  parameter('bbox', '/docs/discovery/guides/first-search'),
  parameter('filter-lang', '/docs/discovery/guides/filter-with-cql2'),
  parameter('sortby', '/docs/discovery/guides/paging-sorting-fields'),
  parameter('Idempotency-Key', '/docs/api-conventions'),
  parameter('X-API-Key', '/docs/authentication/guides/api-key'),
  parameter('eo:cloud_cover', '/docs/discovery/guides/filter-with-cql2'),
  // SDK function names
  sdk('search_items', '/docs/developer-tools/python-sdk/discovery'),
  sdk('place_order', '/docs/developer-tools/python-sdk/ordering'),
  sdk('create_api_key', '/docs/developer-tools/python-sdk/api_keys'),
  sdk('toggle_monitor', '/docs/developer-tools/python-sdk/monitoring'),
  sdk('pip install', '/docs/developer-tools/python-sdk/'),
  sdk('ImageryError', '/docs/developer-tools/python-sdk/exceptions'),
  // OGC operations
  ogc('GetMap', '/docs/streaming-imagery/guides/stream-an-image'),
  ogc('GetCapabilities', '/docs/streaming-basemap/guides/basemap-api-guide'),
  ogc('WMTS', '/docs/streaming-imagery/api/imagery-wmts'),
  ogc('GetFeature', '/docs/sample-projects/streaming-search'),
  ogc('GetTile', '/docs/streaming-basemap/guides/basemap-api-guide'),
  ogc('basemap seamlines', '/docs/streaming-basemap/guides/wfs-seamlines'),
  // Areas and products
  area('qgis plugin', '/docs/integrations/qgis'),
  area('arcgis pro', '/docs/integrations/arcgispro'),
  area('digital surface model', '/docs/specifications/3d-elevation-guide'),
  area('change detection', '/docs/specifications/change-monitoring-guide/'),
  area('gdal', '/docs/analytics/guides/example-gdal'),
  area('cql2 playground', '/docs/sample-projects/cql-playground'),
  area('vivid mosaic', '/docs/ordering/guides/mosaics'),
];

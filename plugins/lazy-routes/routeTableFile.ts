/**
 * The file of the whole route table and registry, the chunk ./pageRoutes.ts
 * names "route-table" (its URL path, or a path ending in its file name). The
 * build reads the registry from it (./registryData.ts); the benchmark and the
 * browser tests tell it apart from a page's own scripts.
 */
export const routeTableFile = /(?:^|\/)route-table\.[0-9a-f]+\.js$/;

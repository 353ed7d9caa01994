/**
 * The chunk files a route needs, each named once. Docusaurus's own prefetch
 * lists every chunk of every route a link leads to, including the chunks all
 * docs pages share (layout, sidebar, version data), and adds one
 * `<link rel="prefetch">` per chunk and link: on an endpoint page, 240 links
 * for 23 distinct files, in tasks of up to 120 ms at 4× CPU throttling.
 * Pure functions over the route data; src/clientModules/idlePrefetch.ts
 * applies them to the site's routes.
 */
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

/** Every chunk name in a route's (nested) chunk-name tree. */
export function chunkNamesOf(tree: ChunkNames | ChunkNames[] | string): string[] {
  if (typeof tree === 'string') return [tree];
  const values: Array<ChunkNames | ChunkNames[] | string> = Array.isArray(tree) ? tree : Object.values(tree);
  return values.flatMap(chunkNamesOf);
}

/**
 * Chunk names by route path. The keys of `routesChunkNames` are paths with a
 * hash suffix (`/docs/x-3f2`); several keys can share a path.
 */
export function chunkNamesByPath(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [pathWithHash, tree] of Object.entries(routesChunkNames)) {
    const routePath = pathWithHash.replace(/-[^-]+$/, '');
    byPath.set(routePath, [...(byPath.get(routePath) ?? []), ...chunkNamesOf(tree)]);
  }
  return byPath;
}

/**
 * The URLs to prefetch for the matched route paths: each chunk's URL
 * (`urlOf` returns undefined, or a URL containing "undefined", for a chunk
 * the bundler merged into another), minus those already `requested`, which
 * this adds them to.
 */
export function newChunkUrls(
  matchedPaths: readonly string[],
  byPath: ReadonlyMap<string, readonly string[]>,
  urlOf: (chunkName: string) => string | undefined,
  requested: Set<string>,
): string[] {
  const urls: string[] = [];
  for (const chunkName of matchedPaths.flatMap((routePath) => byPath.get(routePath) ?? [])) {
    const url = urlOf(chunkName);
    if (url === undefined || url.includes('undefined') || requested.has(url)) continue;
    requested.add(url);
    urls.push(url);
  }
  return urls;
}

/**
 * "The site prefetches page assets for the next route" (SPEC §7): Docusaurus
 * prefetches the chunks of every internal link that scrolls into view. Its
 * own prefetch matches each link against the site's 340 routes and adds a
 * `<link rel="prefetch">` for every chunk of the route, including the ones
 * the page already has or another link already asked for: on an endpoint
 * page, 240 links for 23 distinct files, in tasks of 70–120 ms at 4× CPU
 * throttling right after hydration. This module replaces that prefetch:
 * each chunk file is prefetched once and not at all if the page already
 * loaded it (src/utils/chunkUrls.ts), in idle time, a few links at a time
 * (src/utils/idleQueue.ts). Like Docusaurus, nothing is prefetched on 2g or
 * in data-saver mode, nor for a route already preloaded. Preloading on hover
 * or touch, which a click needs at once, is Docusaurus's own.
 *
 * The browser's route table starts with the page's own routes
 * (plugins/lazy-routes): this module also takes in the whole table, the
 * first thing it does when idle after hydration, and matches links only
 * once the table is whole.
 *
 * `window.docusaurus` is set by Docusaurus's client entry after client modules
 * load, so it is wrapped on the first route update, which comes before any
 * link's visibility callback.
 */
import type {ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {allRoutes} from '@site/plugins/lazy-routes/allRoutes';
import {chunkNamesByPath, newChunkUrls} from '@site/src/utils/chunkUrls';
import {createIdleQueue, whenIdle} from '@site/src/utils/idleQueue';

/** The bundler's runtime: `gca` gives a chunk name's URL once the chunk list is in, which the route table brings (plugins/chunk-files). */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

type NetworkInformation = {effectiveType?: string; saveData?: boolean};

const slowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return connection?.effectiveType?.includes('2g') === true || connection?.saveData === true;
};

let byPath: Map<string, string[]> | undefined;
const requested = new Set<string>();
const handled = new Set<string>();

/** A chunk's URL, asked of the bundler and made absolute once per chunk: links share most of their chunks (layout, sidebar). */
const urls = new Map<string, string | undefined>();
function urlOf(chunkName: string): string | undefined {
  if (!urls.has(chunkName)) {
    const url = __webpack_require__.gca(chunkName);
    urls.set(chunkName, url === undefined ? undefined : new URL(url, window.location.href).href);
  }
  return urls.get(chunkName);
}

function prefetchRoute(routePath: string): void {
  byPath ??= chunkNamesByPath(routesChunkNames);
  // What the page itself has loaded so far (scripts, data): no need to ask again.
  for (const entry of performance.getEntriesByType('resource')) requested.add(entry.name);
  const matched = matchRoutes(routes, routePath).map((match) => match.route.path ?? '');
  for (const url of newChunkUrls(matched, byPath, urlOf, requested)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  }
}

let wrapped = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (wrapped) return;
    wrapped = true;
    // The whole route table, then the route index in an idle task of its own,
    // before the first link's job (idle callbacks run in order): built inside
    // that job, it made the job a 60 ms task at 4× CPU throttling. If the
    // table fails to download, no link is prefetched; a navigation asks for
    // the table again (plugins/lazy-routes/pageRoutes.ts).
    const table = new Promise<void>((resolve) => {
      whenIdle(() => {
        allRoutes().then(
          () =>
            whenIdle(() => {
              byPath ??= chunkNamesByPath(routesChunkNames);
              resolve();
            }),
          () => undefined,
        );
      });
    });
    const original = window.docusaurus;
    const queue = createIdleQueue<string>(prefetchRoute);
    const enqueue = (routePath: string): void => void table.then(() => queue(routePath));
    window.docusaurus = {
      // Links preload on hover and drop the promise: a download that fails
      // there (the route table, a chunk) is left to the click, whose
      // navigation loads the page in full when it cannot (Docusaurus's
      // PendingNavigation), instead of becoming an unhandled rejection.
      preload: (routePath) => {
        handled.add(routePath);
        const preloaded = original.preload(routePath);
        return preloaded && preloaded.catch((): void[] => []);
      },
      prefetch: (routePath) => {
        if (slowConnection() || handled.has(routePath)) return false;
        handled.add(routePath);
        enqueue(routePath);
        return false;
      },
    };
  },
};

export default clientModule;

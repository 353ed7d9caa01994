/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into
 * view, and each prefetch matches the link against every route of the site
 * (over 340 here) to find its chunks. Right after hydration a docs page has
 * dozens of links in view (navbar, sidebar, content), so that work came in
 * long tasks: about 200 ms of main-thread time on a guide page, unthrottled.
 * This module keeps the prefetching but runs it in idle time, a few links at
 * a time (src/utils/idleQueue.ts). Preloading on hover or touch, which a
 * click needs at once, is unchanged.
 *
 * `window.docusaurus` is set by Docusaurus's client entry after client modules
 * load, so it is wrapped on the first route update, which comes before any
 * link's visibility callback.
 */
import type {ClientModule} from '@docusaurus/types';
import {createIdleQueue} from '@site/src/utils/idleQueue';

let wrapped = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (wrapped) return;
    wrapped = true;
    const original = window.docusaurus;
    const enqueue = createIdleQueue<string>((path) => void original.prefetch(path));
    window.docusaurus = {
      preload: original.preload,
      prefetch: (path) => {
        enqueue(path);
        return false;
      },
    };
  },
};

export default clientModule;

/**
 * Starts loading the code highlighter when a client-side navigation starts,
 * alongside the next page's own chunks, so its code blocks rarely show
 * uncolored first (src/components/LazyHighlight). The first page loaded
 * never needs it: its code blocks are the server's HTML.
 */
import type {ClientModule} from '@docusaurus/types';
import {preloadHighlighter} from '@site/src/components/LazyHighlight';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation !== null && previousLocation.pathname !== location.pathname) {
      preloadHighlighter().catch(() => {
        // The code block shows plain code and reports the failure itself.
      });
    }
  },
};

export default clientModule;

/**
 * Client module: after a search hit navigates to a page, marks the matched
 * word in the article (or main content) and removes the highlight request
 * from history state, so reloading or going back does not highlight again.
 *
 * A client module (not a component in the navbar) because `onRouteDidUpdate`
 * runs once the new page is in the DOM; the router location changes earlier,
 * while the previous page is still displayed.
 */
import type {ClientModule} from '@docusaurus/types';

type HistoryEntry = {key?: string; state?: {highlightState?: {wordToHighlight?: string}} & Record<string, unknown>};

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    const entry = window.history.state as HistoryEntry | null;
    const word = entry?.state?.highlightState?.wordToHighlight;
    if (!entry?.state || !word) return;
    const {highlightState: _applied, ...rest} = entry.state;
    window.history.replaceState({...entry, state: rest}, '');
    const root = document.querySelector('article') ?? document.querySelector('main');
    if (!root) return;
    void import('mark.js').then(({default: Mark}) => {
      new Mark(root).mark(word, {ignoreJoiners: true, className: 'search-highlight'});
    });
  },
};

export default clientModule;

/**
 * Client module: after a search hit navigates to a page, marks the matched
 * word in the article (or main content) and removes the highlight request
 * from history state, so reloading or going back does not highlight again.
 *
 * A client module (not a component in the navbar) because `onRouteDidUpdate`
 * runs once the new route is rendered; the router location changes earlier,
 * while the previous page is still displayed. API pages load their component
 * lazily, so the article may appear a little later: wait for it (5 s at most).
 */
import type {ClientModule} from '@docusaurus/types';

type HistoryEntry = {key?: string; state?: {highlightState?: {wordToHighlight?: string}} & Record<string, unknown>};

const waitLimitMs = 5000;

function whenArticleReady(callback: (root: HTMLElement) => void): void {
  const started = performance.now();
  const attempt = () => {
    const article = document.querySelector<HTMLElement>('article');
    if (article) return callback(article);
    if (performance.now() - started > waitLimitMs) {
      const main = document.querySelector<HTMLElement>('main');
      if (main) callback(main);
      return undefined;
    }
    requestAnimationFrame(attempt);
    return undefined;
  };
  attempt();
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    const entry = window.history.state as HistoryEntry | null;
    const word = entry?.state?.highlightState?.wordToHighlight;
    if (!entry?.state || !word) return;
    const {highlightState: _applied, ...rest} = entry.state;
    window.history.replaceState({...entry, state: rest}, '');
    whenArticleReady((root) => {
      void import('mark.js').then(({default: Mark}) => {
        new Mark(root).mark(word, {ignoreJoiners: true, className: 'search-highlight'});
      });
    });
  },
};

export default clientModule;

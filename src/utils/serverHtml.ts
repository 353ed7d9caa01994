/**
 * Static islands: reuse, as HTML, a subtree the server already rendered.
 *
 * On the page the browser loaded first, React hydrates the server's HTML: it
 * renders every component again and matches each element. For output that
 * is expensive to render and never changes in the browser (highlighted code:
 * Prism tokenizes every line and each token is an element; Markdown parsed to
 * HTML), a component can instead hand React the element's existing HTML
 * through `dangerouslySetInnerHTML`, which React hydrates as one element
 * without looking inside. On client-side navigation there is no server HTML,
 * and the component renders normally.
 *
 * The island is found by `useId()`, which React keeps identical on the server
 * and during hydration. `accept` checks that the element found really holds
 * this content (e.g. the same text); if the content changes later, the island
 * is dropped and the component renders normally.
 */
import {useId, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The attribute that marks an island's element; its value is the island's id. */
export const islandAttribute = 'data-static-island';

export type ServerHtml = {
  /** Put this on the element as `data-static-island`. */
  id: string;
  /** The server's inner HTML, or null: render normally. */
  html: string | null;
};

let islands: Map<string, Element> | undefined;

/**
 * The server-rendered islands by id, read once: an endpoint page has hundreds,
 * and one `querySelector` each walked the whole document every time. After
 * hydration (Docusaurus sets `data-has-hydrated`) no island is offered, so a
 * page reached by client-side navigation never reuses another page's HTML.
 */
function serverIsland(id: string): Element | undefined {
  if (document.documentElement.dataset.hasHydrated === 'true') return undefined;
  islands ??= new Map(Array.from(document.querySelectorAll(`[${islandAttribute}]`), (element) => [element.getAttribute(islandAttribute) ?? '', element]));
  return islands.get(id);
}

export function useServerHtml(content: string, accept: (element: Element, content: string) => boolean): ServerHtml {
  const id = useId();
  const [hydrated] = useState(() => {
    if (!ExecutionEnvironment.canUseDOM) return null;
    const element = serverIsland(id);
    return element !== undefined && accept(element, content) ? {content, html: element.innerHTML} : null;
  });
  return {id, html: hydrated !== null && hydrated.content === content ? hydrated.html : null};
}

/**
 * Static islands: reuse, as HTML, a subtree the server already rendered.
 *
 * On the page the browser loaded first, React hydrates the server's HTML: it
 * renders every component again and matches each element. For output that
 * is expensive to render and never changes in the browser (highlighted code:
 * Prism tokenizes every line and each token is an element), a component can
 * instead hand React the element's existing HTML through
 * `dangerouslySetInnerHTML`, which React hydrates as one element without
 * looking inside. On client-side navigation there is no server HTML, and the
 * component renders normally.
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

export function useServerHtml(content: string, accept: (element: Element, content: string) => boolean): ServerHtml {
  const id = useId();
  const [hydrated] = useState(() => {
    if (!ExecutionEnvironment.canUseDOM) return null;
    const element = document.querySelector(`[${islandAttribute}="${CSS.escape(id)}"]`);
    return element !== null && accept(element, content) ? {content, html: element.innerHTML} : null;
  });
  return {id, html: hydrated !== null && hydrated.content === content ? hydrated.html : null};
}

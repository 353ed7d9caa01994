/**
 * Client module: a table wider than its column scrolls sideways (Infima makes
 * markdown tables `display: block; overflow: auto`), and so does a diagram on a
 * narrow screen (src/components/Diagram). Keyboard users can only scroll a
 * region they can focus, so every one that overflows gets `tabindex="0"`,
 * `role="region"` and a name: its `data-scroll-name`, a table's caption, or the
 * nearest heading before it (WCAG 2.1.1; axe rule scrollable-region-focusable).
 * Those that fit stay out of the tab order. Diagrams come from the server
 * already marked (src/utils/scrollRegion.ts): on a phone they always overflow.
 *
 * Runs on the frame after each route change, when the window is resized, and
 * when content appears later (API pages render tabs and collapsibles on demand).
 */
import type {ClientModule} from '@docusaurus/types';
import {mutationsIn} from '../utils/mutationsIn';
import {scrollRegionAttributes, scrollRegionMarker as marker} from '../utils/scrollRegion';

/** What can scroll sideways: the page's tables, and elements that name themselves (diagrams). */
const scrollables = 'main table, main [data-scroll-name]';

function nameOf(element: HTMLElement): string {
  const named = element.dataset.scrollName;
  if (named) return named;
  const caption = element instanceof HTMLTableElement ? element.caption?.textContent?.trim() : undefined;
  if (caption) return caption;
  let node: Element | null = element;
  while (node && node.tagName !== 'ARTICLE' && node.tagName !== 'MAIN') {
    let sibling = node.previousElementSibling;
    while (sibling) {
      // The heading's anchor link adds a zero-width space (or "#") to its text.
      if (/^H[1-6]$/.test(sibling.tagName)) return `Table: ${sibling.textContent?.replace(/[\s#\u200B]+$/u, '').trim() ?? ''}`;
      sibling = sibling.previousElementSibling;
    }
    node = node.parentElement;
  }
  return 'Table';
}

export function markScrollRegions(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(scrollables).forEach((element) => {
    const overflows = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
    const marked = element.hasAttribute(marker);
    if (overflows && !marked) {
      // The marker lists what this module added, so that only that is undone.
      const added = scrollRegionAttributes.filter((name) => !element.hasAttribute(name));
      element.setAttribute(marker, added.join(' '));
      if (added.includes('tabindex')) element.tabIndex = 0;
      if (added.includes('role')) element.setAttribute('role', 'region');
      if (added.includes('aria-label')) element.setAttribute('aria-label', nameOf(element));
    } else if (!overflows && marked) {
      for (const name of (element.getAttribute(marker) ?? '').split(' ').filter(Boolean)) element.removeAttribute(name);
      element.removeAttribute(marker);
    }
  });
}

let scheduled = false;
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() => {
    scheduled = false;
    markScrollRegions(document);
  });
}

let listening = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // On the next frame, not now: on the first page this runs inside React's
    // hydration commit, where reading the tables' sizes forced a layout of the
    // whole page into that task (about 20 ms of a 56–87 ms task at 4× CPU
    // throttling); in the frame, it is the layout the frame does anyway.
    schedule();
    if (listening) return;
    listening = true;
    window.addEventListener('resize', schedule);
    // Content rendered later in the page; changes elsewhere (navbar, search hits) hold no page table or diagram.
    new MutationObserver((records) => {
      if (mutationsIn(records, 'main')) schedule();
    }).observe(document.body, {childList: true, subtree: true});
  },
};

export default clientModule;

/**
 * Client module: a table wider than its column scrolls sideways (Infima makes
 * markdown tables `display: block; overflow: auto`). Keyboard users can only
 * scroll a region they can focus, so every table that overflows gets
 * `tabindex="0"`, `role="region"` and a name from the nearest heading before it
 * (WCAG 2.1.1; axe rule scrollable-region-focusable). Tables that fit stay out
 * of the tab order.
 *
 * Runs on the frame after each route change, when the window is resized, and
 * when content appears later (API pages render tabs and collapsibles on demand).
 */
import type {ClientModule} from '@docusaurus/types';
import {mutationsIn} from '../utils/mutationsIn';

const marker = 'data-scroll-region';

function nameOf(table: HTMLTableElement): string {
  const caption = table.caption?.textContent?.trim();
  if (caption) return caption;
  let node: Element | null = table;
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

export function markScrollableTables(root: ParentNode): void {
  root.querySelectorAll<HTMLTableElement>('main table').forEach((table) => {
    const overflows = table.scrollWidth > table.clientWidth + 1 || table.scrollHeight > table.clientHeight + 1;
    const marked = table.hasAttribute(marker);
    if (overflows && !marked) {
      // The marker lists what this module added, so that only that is undone.
      const added = ['tabindex', 'role', 'aria-label'].filter((name) => !table.hasAttribute(name));
      table.setAttribute(marker, added.join(' '));
      if (added.includes('tabindex')) table.tabIndex = 0;
      if (added.includes('role')) table.setAttribute('role', 'region');
      if (added.includes('aria-label')) table.setAttribute('aria-label', nameOf(table));
    } else if (!overflows && marked) {
      for (const name of (table.getAttribute(marker) ?? '').split(' ').filter(Boolean)) table.removeAttribute(name);
      table.removeAttribute(marker);
    }
  });
}

let scheduled = false;
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() => {
    scheduled = false;
    markScrollableTables(document);
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
    // Content rendered later in the page; changes elsewhere (navbar, search hits) hold no page table.
    new MutationObserver((records) => {
      if (mutationsIn(records, 'main')) schedule();
    }).observe(document.body, {childList: true, subtree: true});
  },
};

export default clientModule;

/**
 * Rehype plugin: a table of four or more columns can be read on a phone as
 * one card per row.
 *
 * At 390 px, 241 of the guides' 310 four-column tables (mostly "Status |
 * Problem type | Cause | Fix") were still wider than the screen after
 * plugins/table-code-breaks, and a reader scrolled sideways through every
 * row. This step marks such a table `data-cards` and gives each body cell its
 * column's header text as `data-label`; src/css/custom.css shows the rows as
 * cards below 600 px, each cell under its label, and keeps the table as it is
 * on wider screens. The markup stays a table with its header row, so screen
 * readers announce it as one at every width (the labels are drawn with empty
 * alternative text).
 */
import type {Element, ElementContent, Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

/** Tables with at least this many columns become cards on a phone. */
export const minCardColumns = 4;

const isElement = (node: ElementContent, tagName: string): node is Element => node.type === 'element' && node.tagName === tagName;

const textOf = (node: ElementContent): string => (node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '');

const childElements = (node: Element, tagName: string): Element[] => node.children.filter((child): child is Element => isElement(child, tagName));

/** Marks `table` and labels its body cells when it has enough columns; returns whether it did. */
export function labelTable(table: Element): boolean {
  const [head] = childElements(table, 'thead');
  const [headerRow] = head ? childElements(head, 'tr') : [];
  const labels = headerRow ? childElements(headerRow, 'th').map((th) => textOf(th).trim()) : [];
  if (labels.length < minCardColumns || labels.some((label) => label === '')) return false;
  table.properties = {...table.properties, dataCards: ''};
  for (const body of childElements(table, 'tbody')) {
    for (const row of childElements(body, 'tr')) {
      childElements(row, 'td').forEach((cell, i) => {
        const label = labels[i];
        if (label !== undefined) cell.properties = {...cell.properties, dataLabel: label};
      });
    }
  }
  return true;
}

export default function rehypeTableCards() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'table') return undefined;
      labelTable(node);
      return SKIP;
    });
  };
}

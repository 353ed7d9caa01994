/**
 * Rehype plugin: long inline code in a table cell may wrap after `_ / . : = & ? ,`.
 *
 * A table's narrowest width is the sum of its columns' longest unbreakable
 * words, and inline code is one word: at 390 px, `partially_fulfilled` or
 * `/ordering/v1/orders/{orderId}` kept tables wider than the column, with
 * their last column (usually the explanation) off screen. A `<wbr>` after each
 * of those characters lets the code wrap there and nowhere else (never inside
 * a word), and adds no character: copied code is the code.
 *
 * The changed `<code>` is marked as authored JSX (MDX's `_mdxExplicitJsx`), so
 * MDX does not hand it to the theme's code component, which takes a `code`
 * with an element child for a code block. The HTML is the theme's own: a bare
 * `<code>`.
 */
import type {Element, ElementContent, Root, Text} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

declare module 'hast' {
  interface ElementData {
    /** MDX passes it through to the compiled JSX: authored JSX, not mapped to a component (see @mdx-js/mdx's types). */
    _mdxExplicitJsx?: boolean;
  }
}

/** Code shorter than this fits any column; it stays one word. */
export const minBreakLength = 12;

/** Where a break may go: after these characters, when more text follows. */
const breakAfter = /(?<=[_/.:=&?,])(?=.)/;

const asAuthored = {_mdxExplicitJsx: true} as const;

/** `value` as text pieces with a `<wbr>` between them, or undefined when it stays whole. */
export function withBreaks(value: string): ElementContent[] | undefined {
  if (value.length < minBreakLength) return undefined;
  const pieces = value.split(breakAfter);
  if (pieces.length < 2) return undefined;
  const wbr = (): Element => ({type: 'element', tagName: 'wbr', properties: {}, children: [], data: asAuthored});
  return pieces.flatMap((piece, i): ElementContent[] => (i === 0 ? [{type: 'text', value: piece}] : [wbr(), {type: 'text', value: piece}]));
}

/** Markdown's inline code: `code` with one text child and no attributes (a code block's has its language class). */
function plainCodeText(node: ElementContent): Text | undefined {
  if (node.type !== 'element' || node.tagName !== 'code' || Object.keys(node.properties).length > 0) return undefined;
  const [only, ...rest] = node.children;
  return only?.type === 'text' && rest.length === 0 ? only : undefined;
}

export default function rehypeTableCodeBreaks() {
  return (tree: Root): void => {
    visit(tree, 'element', (cell) => {
      if (cell.tagName !== 'td' && cell.tagName !== 'th') return undefined;
      visit(cell, 'element', (code) => {
        const text = plainCodeText(code);
        const pieces = text && withBreaks(text.value);
        if (!pieces) return undefined;
        code.children = pieces;
        code.data = {...code.data, ...asAuthored};
        return SKIP;
      });
      return SKIP;
    });
  };
}

/**
 * Rehype plugin: long inline code and URL-like link text in a table cell may
 * wrap after `_ / . : = & ? , @ ( [`.
 *
 * A table's narrowest width is the sum of its columns' longest unbreakable
 * words, and inline code is one word: at 390 px, `partially_fulfilled` or
 * `/ordering/v1/orders/{orderId}` kept tables wider than the column, with
 * their last column (usually the explanation) off screen; so did a link whose
 * text is a URL or an e-mail address. A `<wbr>` after each of those characters
 * lets the text wrap there and nowhere else (never inside a word), and adds no
 * character: copied code is the code.
 *
 * A piece still `anywhereLength` or more characters long between two such
 * characters, spaces and hyphens (an example key or hash, a long class name)
 * would keep the table too wide: its element gets `data-wrap="anywhere"`, and
 * below 600 px src/css/custom.css lets it break between any two characters.
 * Everything else keeps its words whole.
 *
 * The changed `<code>` is marked as authored JSX (MDX's `_mdxExplicitJsx`), so
 * MDX does not hand it to the theme's code component, which takes a `code`
 * with an element child for a code block. The HTML is the theme's own: a bare
 * `<code>` (with `data-wrap` when marked). Links stay the theme's links.
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

/** A piece between break characters at least this long may also break anywhere on a phone. */
export const anywhereLength = 16;

/** Where a break may go: after these characters, when more text follows. */
const breakAfter = /(?<=[_/.:=&?,@([])(?=.)/;

const asAuthored = {_mdxExplicitJsx: true} as const;

/** How `value` may wrap in a table cell: text pieces with a `<wbr>` between them, and whether a piece is too long to stay whole. */
export function withBreaks(value: string): {pieces?: ElementContent[]; anywhere: boolean} {
  const parts = value.length < minBreakLength ? [value] : value.split(breakAfter);
  // The browser itself may break at spaces and after hyphens.
  const anywhere = parts.some((part) => part.split(/\s+|(?<=-)/).some((word) => word.length >= anywhereLength));
  if (parts.length < 2) return {anywhere};
  const wbr = (): Element => ({type: 'element', tagName: 'wbr', properties: {}, children: [], data: asAuthored});
  return {pieces: parts.flatMap((part, i): ElementContent[] => (i === 0 ? [{type: 'text', value: part}] : [wbr(), {type: 'text', value: part}])), anywhere};
}

/** The only child of `node` when it is text: markdown's inline code, or a link's text. */
function onlyText(node: Element): Text | undefined {
  const [only, ...rest] = node.children;
  return only?.type === 'text' && rest.length === 0 ? only : undefined;
}

/** Markdown's inline code: `code` with one text child and no attributes (a code block's has its language class). */
function plainCodeText(node: Element): Text | undefined {
  return node.tagName === 'code' && Object.keys(node.properties).length === 0 ? onlyText(node) : undefined;
}

/** A link whose text is one long word, such as a URL or an e-mail address. */
function urlLikeLinkText(node: Element): Text | undefined {
  const text = node.tagName === 'a' ? onlyText(node) : undefined;
  return text && !/\s/.test(text.value) && /[/@.]/.test(text.value) ? text : undefined;
}

export default function rehypeTableCodeBreaks() {
  return (tree: Root): void => {
    visit(tree, 'element', (cell) => {
      if (cell.tagName !== 'td' && cell.tagName !== 'th') return undefined;
      visit(cell, 'element', (node) => {
        const code = plainCodeText(node);
        const text = code ?? urlLikeLinkText(node);
        if (!text) return undefined;
        const {pieces, anywhere} = withBreaks(text.value);
        if (pieces) node.children = pieces;
        if (anywhere) node.properties = {...node.properties, dataWrap: 'anywhere'};
        if (code && (pieces || anywhere)) node.data = {...node.data, ...asAuthored};
        return SKIP;
      });
      return SKIP;
    });
  };
}

/**
 * Code block themes. The light theme is prism-react-renderer's `github` with
 * token colors darkened to reach 4.5:1 on its background (axe color-contrast).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const darker: Record<string, string> = {
  comment: '#57606a',
  prolog: '#57606a',
  doctype: '#57606a',
  cdata: '#57606a',
  string: '#0a3069',
  'attr-value': '#0a3069',
  property: '#0550ae',
  number: '#0550ae',
  boolean: '#0550ae',
  constant: '#0550ae',
  symbol: '#0550ae',
  entity: '#0550ae',
  url: '#0550ae',
  regex: '#0550ae',
  inserted: '#116329',
  variable: '#953800',
  keyword: '#a40e26',
  atrule: '#a40e26',
  'attr-name': '#a40e26',
  function: '#6639ba',
  deleted: '#82071e',
  selector: '#116329',
  tag: '#116329',
  parameter: '#953800',
  'assign-left': '#953800',
  'class-name': '#6639ba',
  builtin: '#6639ba',
  operator: '#24292f',
  punctuation: '#24292f',
};

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: Object.entries(darker).map(([type, color]) => ({types: [type], style: {color}})),
};

/**
 * Dracula, with comments lightened: its #6272a4 has about 3:1 on #282a36
 * (axe color-contrast in dark mode); #9ea8c7 has about 6:1.
 */
export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  styles: [
    ...themes.dracula.styles
      .map((style) => ({...style, types: style.types.filter((type) => type !== 'comment' && type !== 'prolog' && type !== 'doctype' && type !== 'cdata')}))
      .filter((style) => style.types.length > 0),
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9ea8c7'}},
  ],
};

/**
 * The theme React renders code with: no colors, so tokens carry only their
 * class names. plugins/code-highlight turns the two themes above into CSS for both
 * color modes, so a code block's HTML is the same in both and never has to be
 * rendered again when the mode changes (src/theme/CodeBlock/Content).
 */
export const tokenClassTheme: PrismTheme = {plain: {}, styles: []};

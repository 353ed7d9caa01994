import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../../config/prism';
import {prismThemeCss, tokenStyles} from '../css';

const light: PrismTheme = {
  plain: {color: '#111', backgroundColor: '#fff'},
  styles: [
    {types: ['comment', 'string'], style: {color: '#222'}},
    {types: ['string'], style: {color: '#333', fontStyle: 'italic'}},
  ],
};
const dark: PrismTheme = {plain: {color: '#eee', backgroundColor: '#000'}, styles: [{types: ['keyword'], style: {color: '#abc'}}]};

test('tokenStyles merges entries in theme order, as prism-react-renderer does', () => {
  assert.deepEqual(Object.fromEntries(tokenStyles(light)), {comment: {color: '#222'}, string: {color: '#333', fontStyle: 'italic'}});
});

test('each mode gets its own variables and token rules, scoped to its data-theme', () => {
  const css = prismThemeCss({light, dark});
  assert.match(css, /\[data-theme='light'\] \{ --prism-color: #111; --prism-background-color: #fff; \}/);
  assert.match(css, /\[data-theme='light'\] \.token\.string \{ color: #333; font-style: italic; \}/);
  assert.match(css, /\[data-theme='dark'\] \.token\.keyword \{ color: #abc; \}/);
  // A type only the light theme colors must not leak into dark mode.
  assert.doesNotMatch(css, /\[data-theme='dark'\] \.token\.string/);
  assert.doesNotMatch(css, /^\.token\./m);
});

test('language-specific entries, missing plain colors and odd type names are refused', () => {
  assert.throws(() => prismThemeCss({light: {...light, styles: [{types: ['tag'], languages: ['markup'], style: {color: '#1'}}]}, dark}), /language-specific/);
  assert.throws(() => prismThemeCss({light: {plain: {color: '#1'}, styles: []}, dark}), /light code theme needs plain/);
  assert.throws(() => prismThemeCss({light: {...light, styles: [{types: ['a b'], style: {color: '#1'}}]}, dark}), /not a CSS class name/);
});

test('the site themes convert, with every token type of both', () => {
  const css = prismThemeCss({light: lightCodeTheme, dark: darkCodeTheme});
  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    for (const type of tokenStyles(theme).keys()) assert.ok(css.includes(`[data-theme='${mode}'] .token.${type} {`), `${mode} ${type}`);
  }
});

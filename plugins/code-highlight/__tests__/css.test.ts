import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../../config/prism';
import {canonicalColor, coloredTypes, prismThemeCss, tokenStyles} from '../css';

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

test('colored types: any declaration other than the plain color, in either mode', () => {
  const lightTheme: PrismTheme = {
    plain: {color: '#111', backgroundColor: '#fff'},
    styles: [
      {types: ['punctuation'], style: {color: '#111'}},
      {types: ['string'], style: {color: '#222'}},
      {types: ['keyword'], style: {color: '#111', fontStyle: 'italic'}},
    ],
  };
  const darkTheme: PrismTheme = {
    plain: {color: '#eee', backgroundColor: '#000'},
    styles: [
      {types: ['punctuation', 'operator'], style: {color: '#eee'}},
      {types: ['comment'], style: {color: '#999'}},
    ],
  };
  // punctuation: the plain color in both; operator: the plain color in dark, no rule in light.
  assert.deepEqual(coloredTypes({light: lightTheme, dark: darkTheme}), ['comment', 'keyword', 'string']);
});

test("with the site's themes, punctuation and operators are drawn like plain text; strings, keywords and comments are not", () => {
  const colored = coloredTypes({light: lightCodeTheme, dark: darkCodeTheme});
  for (const type of ['punctuation', 'operator', 'plain']) assert.ok(!colored.includes(type), type);
  for (const type of ['string', 'keyword', 'comment', 'number', 'function']) assert.ok(colored.includes(type), type);
});

test('one color in hex (either case, short or long) or rgb() is one canonical string; others stay distinct', () => {
  const same = ['#F8F8F2', '#f8f8f2', 'rgb(248, 248, 242)', 'rgb(248,248,242)'].map(canonicalColor);
  assert.deepEqual(new Set(same), new Set(['rgb(248, 248, 242)']));
  assert.equal(canonicalColor('#fff'), canonicalColor('#FFFFFF'));
  assert.notEqual(canonicalColor('#f8f8f2'), canonicalColor('#f8f8f3'));
  assert.equal(canonicalColor('hsl(0, 0%, 100%)'), 'hsl(0, 0%, 100%)');
});

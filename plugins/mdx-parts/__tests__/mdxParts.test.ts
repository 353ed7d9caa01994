import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, type ComponentType, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import recmaMdxParts, {partPrefix, partSize} from '../index';

// @mdx-js/mdx is ESM only, and one of its dependencies (estree-walker) cannot be required: imported, not required.
const mdx = () => import('@mdx-js/mdx');

/** A page of `blocks` sections: headings, lists, a provided component and a destructured one in each. */
function page(blocks: number): string {
  const sections = Array.from(
    {length: blocks},
    (_, i) => `## Section ${i}\n\nText ${i} with **bold** and \`code\`.\n\n- a ${i}\n- b ${i}\n\n<Note n="${i}">inside ${i}</Note>\n`,
  );
  return `export const answer = 42;\n\n# Title\n\n${sections.join('\n')}\n{answer}\n`;
}

const components = {
  Note: ({n, children}: {n: string; children?: ReactNode}) => createElement('aside', {'data-n': n}, children),
  h2: ({children}: {children?: ReactNode}) => createElement('h2', {className: 'mapped'}, children),
};

async function html(source: string, plugins: Array<typeof recmaMdxParts>): Promise<string> {
  const {default: Content} = await (await mdx()).evaluate(source, {...runtime, recmaPlugins: plugins});
  return renderToStaticMarkup(createElement(Content as ComponentType<{components: typeof components}>, {components}));
}

test('a long page is split into parts and renders the same HTML, mapped components and all', async () => {
  const {compile} = await mdx();
  const source = page(30);
  const code = String(await compile(source, {recmaPlugins: [recmaMdxParts]}));
  const parts = [...code.matchAll(new RegExp(`function ${partPrefix}(\\d+)`, 'g'))].length;
  assert.ok(parts >= 3, `expected several parts, got ${parts}`);
  const [split, whole] = await Promise.all([html(source, [recmaMdxParts]), html(source, [])]);
  assert.equal(split, whole);
  assert.match(whole, /<h2 class="mapped">Section 29<\/h2>/);
  assert.match(whole, /<aside data-n="29">inside 29<\/aside>/);
  assert.match(whole, /42/);
});

test(`a page of at most ${partSize} top-level children is left as it is`, async () => {
  const {compile} = await mdx();
  const source = page(2);
  assert.equal(String(await compile(source, {recmaPlugins: [recmaMdxParts]})), String(await compile(source)));
});

test('a missing component still fails as MDX reports it', async () => {
  const {default: Content} = await (await mdx()).evaluate(page(30), {...runtime, recmaPlugins: [recmaMdxParts]});
  assert.throws(() => renderToStaticMarkup(createElement(Content)), /Expected component `Note` to be defined/);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, type ComponentType, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import {renderToStaticMarkup} from 'react-dom/server';
import rehypeTableCodeBreaks, {anywhereLength, minBreakLength, withBreaks} from '../index';

// @mdx-js/mdx is ESM only: imported, not required.
const mdx = () => import('@mdx-js/mdx');

/** The theme maps markdown's `code`; a mapped element shows which code went through the mapping. */
const components = {code: ({children}: {children?: ReactNode}) => createElement('code', {'data-mapped': ''}, children)};

async function html(source: string): Promise<string> {
  const {default: Content} = await (await mdx()).evaluate(source, {...runtime, remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableCodeBreaks]});
  return renderToStaticMarkup(createElement(Content as ComponentType<{components: typeof components}>, {components}));
}

const table = `| From | To |
|---|---|
| \`collected\` | \`partially_fulfilled\` |
| \`GET\` | \`/ordering/v1/orders/{orderId}\` |
`;

test('long code in a table cell may wrap after _ / . and the like, and its text is unchanged', async () => {
  const out = await html(table);
  assert.match(out, /<code>partially_<wbr\/>fulfilled<\/code>/);
  assert.match(out, /<code>\/<wbr\/>ordering\/<wbr\/>v1\/<wbr\/>orders\/<wbr\/>\{orderId\}<\/code>/);
  // Short code stays one word, through the theme's mapping as before.
  assert.match(out, /<code data-mapped="">collected<\/code>/);
  assert.equal(out.replace(/<[^>]+>/g, '').includes('partially_fulfilled'), true);
});

test('code outside tables and code blocks are left to the theme', async () => {
  const out = await html('Set `partially_fulfilled` here.\n\n```text\npartially_fulfilled/a.b\n```\n');
  assert.doesNotMatch(out, /<wbr/);
  assert.match(out, /<code data-mapped="">partially_fulfilled<\/code>/);
});

test(`code shorter than ${minBreakLength} characters or without a break character stays whole`, () => {
  assert.equal(withBreaks('a_b').pieces, undefined);
  assert.equal(withBreaks('averylongword').pieces, undefined);
  // No break at the end: a trailing "/" stays with its word.
  assert.deepEqual(
    withBreaks('/orders/items/').pieces?.map((piece) => (piece.type === 'text' ? piece.value : '|')),
    ['/', '|', 'orders/', '|', 'items/'],
  );
});

test(`a piece of ${anywhereLength} or more characters between break characters is marked to wrap anywhere; shorter ones are not`, () => {
  assert.equal(withBreaks('created_at').anywhere, false);
  assert.equal(withBreaks('partially_fulfilled').anywhere, false);
  assert.equal(withBreaks('ak_live_Q8m3Zt6Rw1Yp4Vx9Lc2H').anywhere, true);
  assert.equal(withBreaks('0123456789abcdef').anywhere, true);
  // A call or a generic type breaks after its bracket, not inside a word.
  assert.deepEqual(
    withBreaks('get_conformance(session)').pieces?.map((piece) => (piece.type === 'text' ? piece.value : '|')),
    ['get_', '|', 'conformance(', '|', 'session)'],
  );
  assert.equal(withBreaks('get_conformance(session)').anywhere, false);
  assert.equal(withBreaks('list[Collection]').anywhere, false);
  // The browser already breaks at spaces and after hyphens.
  assert.equal(withBreaks('usage-limit-exceeded').anywhere, false);
  assert.equal(withBreaks('datetime | str | None').anywhere, false);
});

test('a link whose text is a URL or an e-mail address wraps at its punctuation; other links and long code are handled as marked', async () => {
  const out = await html(`| Channel | Where |
|---|---|
| Status page | [https://status.example.com](https://status.example.com) |
| E-mail | [support@example.com](mailto:support@example.com) |
| Guide | [the ordering quickstart guide](/docs/ordering/guides/quickstart) |
| Key | \`ak_live_Q8m3Zt6Rw1Yp4Vx9Lc2H\` |
`);
  assert.match(out, /<a href="https:\/\/status.example.com">https:<wbr\/>\/<wbr\/>\/<wbr\/>status.<wbr\/>example.<wbr\/>com<\/a>/);
  assert.match(out, /<a href="mailto:support@example.com">support@<wbr\/>example.<wbr\/>com<\/a>/);
  assert.match(out, /<a href="\/docs\/ordering\/guides\/quickstart">the ordering quickstart guide<\/a>/);
  assert.match(out, /<code data-wrap="anywhere">ak_<wbr\/>live_<wbr\/>Q8m3Zt6Rw1Yp4Vx9Lc2H<\/code>/);
  assert.doesNotMatch(out, /<a[^>]*data-wrap/);
});

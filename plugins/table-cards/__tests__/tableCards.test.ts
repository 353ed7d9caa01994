import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, type ComponentType} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import rehypeTableCards, {minCardColumns} from '../index';

// @mdx-js/mdx is ESM only: imported, not required.
const mdx = () => import('@mdx-js/mdx');

async function html(source: string): Promise<string> {
  const {default: Content} = await (await mdx()).evaluate(source, {...runtime, remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableCards]});
  return renderToStaticMarkup(createElement(Content as ComponentType));
}

test(`a table of ${minCardColumns} columns is marked, and each body cell carries its column's header text`, async () => {
  const out = await html('| Status | Problem type | Cause | Fix |\n|---|---|---|---|\n| 400 | `validation-error` | A value is off. | Read **errors**. |\n');
  assert.match(out, /<table data-cards="">/);
  assert.match(out, /<th>Problem type<\/th>/);
  assert.match(out, /<td data-label="Status">400<\/td><td data-label="Problem type"><code>validation-error<\/code><\/td>/);
  assert.match(out, /<td data-label="Fix">Read <strong>errors<\/strong>\.<\/td>/);
});

test('a header made of code or emphasis gives its text as the label', async () => {
  const out = await html('| `id` | *Type* | Rule | Note |\n|---|---|---|---|\n| a | b | c | d |\n');
  assert.match(out, /<td data-label="id">a<\/td><td data-label="Type">b<\/td>/);
});

test(`a table of fewer than ${minCardColumns} columns, or with an empty header, stays as it is`, async () => {
  const narrow = await html('| A | B | C |\n|---|---|---|\n| 1 | 2 | 3 |\n');
  assert.doesNotMatch(narrow, /data-cards|data-label/);
  const unnamed = await html('|  | B | C | D |\n|---|---|---|---|\n| 1 | 2 | 3 | 4 |\n');
  assert.doesNotMatch(unnamed, /data-cards|data-label/);
});

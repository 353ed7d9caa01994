import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cardDescription, operationsByTagPage, rewriteTagPage} from '../tagPage';

const generatedTagPage = `---
id: orders
title: "Orders"
---

Place and follow orders.

\`\`\`mdx-code-block
import DocCardList from '@theme/DocCardList';
import {useCurrentSidebarCategory} from '@docusaurus/theme-common';

<DocCardList items={useCurrentSidebarCategory().items}/>
\`\`\`
`;

test('a card shows the first sentence of the description as plain text', () => {
  const description = 'Cancel an order in `submitted` or **accepted**. See [order states](/docs/x). Second sentence.\n\nMore.';
  assert.equal(cardDescription({description}), 'Cancel an order in submitted or accepted.');
  assert.equal(cardDescription({summary: 'Place an order'}), 'Place an order');
  assert.equal(cardDescription({description: 'Version 1.2 of the API: no full stop'}), 'Version 1.2 of the API: no full stop');
});

test('a tag page lists its cards with their descriptions and no longer imports DocCardList', () => {
  const page = rewriteTagPage(generatedTagPage, 'orders.tag.mdx', {'ordering/api/place-order': 'Place an order.'});
  assert.match(page, /<ApiTagCards descriptions=\{\{"ordering\/api\/place-order":"Place an order\."\}\}\/>/);
  assert.doesNotMatch(page, /DocCardList/);
  assert.ok(page.startsWith('---\nid: orders'), 'front matter and text kept');
  assert.match(page, /Place and follow orders\./);
});

test('a descriptions text with "$&" is written as is', () => {
  const page = rewriteTagPage(generatedTagPage, 'orders.tag.mdx', {a: 'costs $& more'});
  assert.match(page, /"a":"costs \$& more"/);
});

test('a tag page whose card list the plugin wrote differently stops the run with the file named', () => {
  assert.throws(
    () => rewriteTagPage(generatedTagPage.replace('DocCardList items', 'DocCardList  items'), 'docs/x/api/orders.tag.mdx', {}),
    /docs\/x\/api\/orders\.tag\.mdx: the generated DocCardList block was not found/,
  );
});

test('the operations of each tag page come from the generated sidebar categories', () => {
  const byTag = operationsByTagPage([
    {type: 'doc', id: 'ordering/api/ordering-api'},
    {
      type: 'category',
      link: {type: 'doc', id: 'ordering/api/orders'},
      items: [
        {type: 'doc', id: 'ordering/api/place-order'},
        {type: 'doc', id: 'ordering/api/get-order'},
      ],
    },
    {type: 'category', link: {type: 'doc', id: 'ordering/api/pipelines'}, items: [{type: 'doc', id: 'ordering/api/get-pipeline'}]},
  ]);
  assert.deepEqual(
    [...byTag],
    [
      ['ordering/api/orders', ['ordering/api/place-order', 'ordering/api/get-order']],
      ['ordering/api/pipelines', ['ordering/api/get-pipeline']],
    ],
  );
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import {encodeIndex} from '../compact';
import {createSearcher} from '../engine';
import {buildEntries, kindOf, type ExtractedPage} from '../entries';
import type {SearchDoc} from '../extract';

const page = (url: string, title: string, content: string, sections: Array<[string, string]> = [], extra: Partial<ExtractedPage> = {}): ExtractedPage => ({
  url,
  context: 'Ordering',
  names: [],
  description: '',
  docs: [
    {title, type: 0, url, content, keywords: ''} satisfies SearchDoc,
    ...sections.map(([heading, text]): SearchDoc => ({
      title: heading,
      type: 1,
      pageTitle: title,
      url: `${url}#${heading.toLowerCase()}`,
      content: text,
      keywords: '',
    })),
  ],
  ...extra,
});

const shared = 'Errors follow the problem details format of the platform.';
const pages = [
  page('/docs/ordering/guides/archive', 'Order archive imagery', `Order imagery from the archive. ${shared}`, [
    ['Order states', 'An order moves from submitted , then to delivered. 📄️ Next'],
  ]),
  page('/docs/ordering/api/place-order', 'Place an order', `POST /ordering/v1/orders Place an order now. ${shared}`, [], {
    operation: 'POST /ordering/v1/orders',
    names: ['pipeline', 'destination'],
  }),
  page('/docs/ordering/api/get-order', 'Get order details', `GET /ordering/v1/orders/:orderId Read one order. ${shared}`, [], {
    operation: 'GET /ordering/v1/orders/:orderId',
  }),
  page('/docs/monitoring/guides/webhooks', 'Events and webhooks', `A webhook receives monitoring events. ${shared}`),
  page('/docs/tasking/guides/limits', 'Tasking request limits', `Order tasking within limits. ${shared}`),
];

function searcher() {
  const entries = buildEntries(pages);
  return createSearcher(lunr, encodeIndex(lunr, entries.inputs), {
    searchDocs: entries.docs,
    contexts: entries.contexts,
    options: {maxHits: 8, highlightResult: true},
  });
}

const urls = (query: string) =>
  searcher()
    .search(query)
    .map((hit) => hit.url);

test('the compact index round-trips: every page is found by a word of its text', () => {
  assert.equal(urls('webhook')[0], '/docs/monitoring/guides/webhooks');
  assert.equal(urls('archive')[0], '/docs/ordering/guides/archive');
});

test('"METHOD /path" puts the operation first, whatever its path parameters are called', () => {
  assert.equal(urls('POST /ordering/v1/orders')[0], '/docs/ordering/api/place-order');
  assert.equal(urls('GET /ordering/v1/orders/{id}')[0], '/docs/ordering/api/get-order');
});

test('a typo (swapped or missing letter) finds the word meant', () => {
  assert.equal(urls('wehbook')[0], '/docs/monitoring/guides/webhooks');
  assert.equal(urls('archve')[0], '/docs/ordering/guides/archive');
});

test('a one-letter word being typed matches the start of title words only; two letters match everywhere', () => {
  assert.deepEqual(urls('w'), ['/docs/monitoring/guides/webhooks']);
  // "monitoring" is in a page's text, not in any title.
  assert.deepEqual(urls('m'), []);
  assert.equal(urls('mo')[0], '/docs/monitoring/guides/webhooks');
});

test('an exact title comes first; a section hit links to its anchor', () => {
  assert.equal(urls('place an order')[0], '/docs/ordering/api/place-order');
  const hit = searcher().search('order states')[0];
  assert.equal(hit?.url, '/docs/ordering/guides/archive#order states');
  assert.equal(hit?.subcategory, 'Order states');
  assert.equal(hit?.kind, 'Guide');
});

test('snippets are clean text with the query marked; boilerplate shared by many pages is not indexed', () => {
  const hit = searcher().search('submitted')[0];
  assert.ok(hit && !/\p{Extended_Pictographic}/u.test(hit.text), hit?.text);
  // The text walk's "submitted , then" reads as written.
  assert.match(hit.text, /submitted, then/);
  assert.ok(hit?.textSegments.some((s) => s.match && s.text === 'submitted'));
  assert.deepEqual(urls('problem format'), []);
});

test('a searcher that answered other queries first (its per-word scores cached) ranks as a fresh one', () => {
  // "quota" is also scored as "limit", at a lower weight than "limit" typed itself.
  const queries = ['cancel order', 'order states', 'quota', 'limit', 'webhook limits', 'w', 'wehbook', 'order'];
  const used = searcher();
  for (const query of [...queries, ...queries]) used.search(query);
  for (const query of queries) assert.deepEqual(used.search(query), searcher().search(query), query);
});

test('page kinds come from the URL', () => {
  assert.deepEqual(
    ['/docs/ordering/api/x', '/docs/developer-tools/python-sdk/ordering', '/docs/specifications/ard-user-guide/', '/docs/ordering/guides/x'].map(kindOf),
    ['API', 'SDK', 'Spec', 'Guide'],
  );
});

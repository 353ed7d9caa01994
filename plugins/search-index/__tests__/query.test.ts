import {test} from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import {queryScores} from '../query';

// An index built by lunr itself, with positions kept, field and document
// boosts: queryScores must rank and score exactly as lunr's Index#query does.
const index = lunr(function () {
  this.ref('id');
  this.field('title', {boost: 10});
  this.field('body');
  this.metadataWhitelist = ['position'];
  const docs = [
    ['1', 'Place an order', 'Place an order for archive imagery. Orders move to delivered.'],
    ['2', 'Order states', 'An order is queued, then processing, then delivered or failed.'],
    ['3', 'Cloud cover', 'Filter scenes by cloud cover with the eo:cloud_cover property.'],
    ['4', 'Cloud storage delivery', 'Deliver orders to cloud storage buckets.'],
    ['5', 'Tokens', 'A token expires after one hour; ask for a new token before it expires.'],
    ['6', 'Ordering overview', 'Ordering covers orders, order states and delivery.'],
  ] as const;
  docs.forEach(([id, title, body], i) => this.add({id, title, body}, {boost: 1 + i / 10}));
});

const queries: Array<[string, (q: lunr.Query) => void]> = [
  ['one term', (q) => q.term('order', {})],
  ['a prefix', (q) => q.term('ord', {wildcard: lunr.Query.wildcard.TRAILING})],
  [
    'exact and prefix, boosted',
    (q) => {
      q.term('cloud', {boost: 10});
      q.term('cloud', {boost: 2, wildcard: lunr.Query.wildcard.TRAILING});
    },
  ],
  [
    'exact and prefix of different terms, boosted apart',
    (q) => {
      q.term('order', {boost: 10});
      q.term('ord', {boost: 2, wildcard: lunr.Query.wildcard.TRAILING});
      q.term('cloud', {boost: 1});
    },
  ],
  ['a prefix in titles only', (q) => q.term('c', {wildcard: lunr.Query.wildcard.TRAILING, fields: ['title']})],
  ['an edit distance, no pipeline', (q) => q.term('ordr', {editDistance: 1, usePipeline: false, boost: 8})],
  [
    'the same term twice',
    (q) => {
      q.term('token', {boost: 3});
      q.term('token', {boost: 5});
    },
  ],
  [
    'several words',
    (q) => {
      q.term('order', {});
      q.term('deliv', {wildcard: lunr.Query.wildcard.TRAILING});
      q.term('expires', {fields: ['body']});
    },
  ],
  ['no match', (q) => q.term('zzz', {wildcard: lunr.Query.wildcard.TRAILING})],
];

for (const [name, build] of queries) {
  test(`queryScores matches lunr's Index#query: ${name}`, () => {
    const expected = index.query(build).map(({ref, score}) => ({ref, score}));
    assert.deepEqual(queryScores(lunr, index, build), expected);
  });
}

test('queryScores refuses what it does not implement: required terms', () => {
  assert.throws(() => queryScores(lunr, index, (q) => q.term('order', {presence: lunr.Query.presence.REQUIRED})), /not supported/);
});

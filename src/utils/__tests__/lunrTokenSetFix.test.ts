import {test} from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import {fixLunrTokenSetKeys} from '../lunrTokenSetFix';

type Node = {final: boolean; edges: Record<string, Node>; id: number; toString: () => string};

/** A TokenSet node with the given edges (label → child id), using the current prototype. */
function node(edges: Record<string, number>): Node {
  const n = Object.create(lunr.TokenSet.prototype) as Node;
  n.final = false;
  n.id = 0;
  n.edges = Object.fromEntries(Object.entries(edges).map(([label, id]) => [label, {final: true, edges: {}, id}]));
  return n;
}

// Edge '6' → node 172, versus edges '6' → node 1 and '7' → node 2.
const one = {'6': 172};
const two = {'6': 1, '7': 2};

test('upstream lunr gives two different nodes the same key when labels are digits (the bug)', () => {
  assert.equal(node(one).toString(), node(two).toString());
});

test('with the fix, different nodes get different keys, equal nodes equal keys', () => {
  fixLunrTokenSetKeys(lunr);
  assert.notEqual(node(one).toString(), node(two).toString());
  assert.equal(node(two).toString(), node({'7': 2, '6': 1}).toString());
});

test('with the fix, a prefix search over ids with digits finds only indexed words', () => {
  fixLunrTokenSetKeys(lunr);
  const words = ['key_9b1f4e7c2d', 'key_9b1f4e7c61', 'key_3c7a9d2e51', 'keyword'];
  const index = lunr(function build() {
    this.ref('id');
    this.field('content');
    words.forEach((content, id) => this.add({id: String(id), content}));
  });
  const loaded = lunr.Index.load(JSON.parse(JSON.stringify(index)) as object);
  assert.equal(loaded.query((q) => q.term('key', {wildcard: lunr.Query.wildcard.TRAILING})).length, 4);
});

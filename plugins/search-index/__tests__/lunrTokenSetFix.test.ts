/**
 * lunr 2.3.9 merges token-set nodes whose keys collide when labels are digits
 * (see ../lunrTokenSetFix.ts). Node ids are global and start at 1, so the bug
 * shows in the first token set a page builds: each case resets the counter.
 * The word list below was found by a random search: upstream lunr turns it
 * into a set that drops "9b3b4" and invents "9b0b5" and "9b6".
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import {fixLunrTokenSetKeys, upstreamTokenSetToString} from '../lunrTokenSetFix';

const words = [
  '0073',
  '02118',
  '024b',
  '17',
  '216b',
  '34',
  '46279',
  '50',
  '5643',
  '58',
  '5a3',
  '63084',
  '6388',
  '68a7',
  '6a',
  '74217',
  '79b',
  '7b',
  '80',
  '80b5',
  '86',
  '9264',
  '95',
  '99',
  '9b0',
  '9b3b4',
  'a026',
  'a42',
  'aa9',
  'b7',
  'b9',
];

type TokenSetStatics = {_nextId: number; fromArray: (list: string[]) => {toArray: () => string[]}};
const tokenSetProto = lunr.TokenSet.prototype as unknown as {toString: () => string};
// Upstream's key even when another test file has applied the fix first (the unit tests share one process).
const upstreamToString = upstreamTokenSetToString(lunr);

function tokenSetOf(list: string[]): string[] {
  (lunr.TokenSet as unknown as TokenSetStatics)._nextId = 1;
  return (lunr.TokenSet as unknown as TokenSetStatics).fromArray(list).toArray().sort();
}

test('upstream lunr: the token set of these words is wrong (the bug the fix exists for)', () => {
  tokenSetProto.toString = upstreamToString;
  const got = tokenSetOf(words);
  assert.ok(!got.includes('9b3b4'), 'upstream drops 9b3b4');
  assert.ok(got.includes('9b0b5'), 'upstream invents 9b0b5');
});

test('with the fix: the token set holds exactly the words', () => {
  fixLunrTokenSetKeys(lunr);
  assert.deepEqual(tokenSetOf(words), words);
  tokenSetProto.toString = upstreamToString;
});

test('with the fix: every word is found, and a word never indexed is not', () => {
  fixLunrTokenSetKeys(lunr);
  (lunr.TokenSet as unknown as TokenSetStatics)._nextId = 1;
  const index = lunr(function build() {
    this.ref('id');
    this.field('content');
    words.forEach((content, id) => this.add({id: String(id), content}));
  });
  for (const word of words) assert.equal(index.search(word).length, 1, word);
  assert.equal(index.search('9b0b5').length, 0);
  tokenSetProto.toString = upstreamToString;
});

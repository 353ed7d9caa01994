/**
 * decodeIndex builds the index from the term ids itself instead of calling
 * lunr's Builder (./compact.ts says why). What it must prove: the index is the
 * one the Builder's `add` and `build` make from the same terms, down to every
 * posting, field vector and boost, and queries score the same.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import {decodeIndex, encodeIndex, entryTerms, indexTerms, type IndexInput} from '../compact';
import {fixLunrTokenSetKeys} from '../lunrTokenSetFix';
import {indexFields, type IndexFile} from '../types';

/** The index as lunr's own Builder.add makes it from the decoded terms. */
function indexByAdd(file: IndexFile, boostOf: (entry: number) => number): lunr.Index {
  fixLunrTokenSetKeys(lunr);
  const builder = new lunr.Builder();
  builder.ref('id');
  for (const field of indexFields) builder.field(field.name, {boost: field.boost});
  builder.searchPipeline.add(lunr.stemmer);
  const lists = entryTerms(file);
  for (let entry = 0; entry < file.entries; entry++) {
    const doc: Record<string, string | string[]> = {id: String(entry)};
    indexFields.forEach((field, f) => {
      const list = lists[f]?.[entry] ?? [];
      const terms: string[] = [];
      for (let i = 0; i < list.length; i += 2) terms.push(...Array<string>(list[i + 1] ?? 0).fill(file.terms[list[i] ?? 0] ?? ''));
      doc[field.name] = terms;
    });
    builder.add(doc, {boost: boostOf(entry)});
  }
  return builder.build();
}

// Repeated terms (a capped frequency), a term in several fields, empty fields, digits and an OGC name.
const inputs: IndexInput[] = [
  {title: 'Place an order', keywords: 'POST /ordering/v1/orders', content: 'Place an order. The order is placed; orders, orders, orders and orders again.'},
  {title: 'Order states', keywords: '', content: 'An order moves from submitted to running to delivered or failed.'},
  {title: 'GetMap', keywords: 'WMS GetMap bbox', content: 'GetMap returns an image for a bbox in EPSG:4326, 1024 by 768 pixels.'},
  {title: 'Rate limits', keywords: '429', content: ''},
  {title: '', keywords: '', content: 'Errors follow problem+json; a 429 names its limit.'},
];
const boostOf = (entry: number) => [1, 1.5, 2, 1, 0.5][entry] ?? 1;

test("the file holds each entry's terms, with their counts capped at 4", () => {
  const file = encodeIndex(lunr, inputs);
  const lists = entryTerms(file);
  inputs.forEach((input, entry) => {
    indexFields.forEach((field, f) => {
      const counts = new Map<string, number>();
      for (const term of indexTerms(lunr, input[field.name])) counts.set(term, Math.min((counts.get(term) ?? 0) + 1, 4));
      const list = lists[f]?.[entry] ?? [];
      const stored = new Map<string, number>();
      for (let i = 0; i < list.length; i += 2) stored.set(file.terms[list[i] ?? 0] ?? '', list[i + 1] ?? 0);
      assert.deepEqual(stored, counts, `${field.name} of entry ${entry}`);
    });
  });
  // "orders" five times in one field: stored as 4.
  assert.equal(Math.max(...(lists[2]?.[0] ?? []).filter((_, i) => i % 2 === 1)), 4);
});

test('decodeIndex builds the index Builder.add builds, toJSON for toJSON', () => {
  const file = encodeIndex(lunr, inputs);
  const ours = decodeIndex(lunr, file, boostOf);
  const theirs = indexByAdd(file, boostOf);
  assert.deepEqual(ours.toJSON(), theirs.toJSON());
});

test('and queries score the same, prefix and fuzzy terms included', () => {
  const file = encodeIndex(lunr, inputs);
  const ours = decodeIndex(lunr, file, boostOf);
  const theirs = indexByAdd(file, boostOf);
  for (const query of ['order', 'ord*', 'getmap', 'ordr~1', '429', 'bbox epsg']) {
    assert.deepEqual(ours.search(query), theirs.search(query), query);
    assert.ok(ours.search(query).length > 0, `${query} finds something`);
  }
});

/**
 * The compact lunr index: at build time each entry's text is run through
 * lunr's own index pipeline (trimmer, stop words, stemmer) and stored term by
 * term: the entries holding each term, and how often (`IndexFile` in
 * ./types.ts). In the browser (a worker) the index is rebuilt from them, with
 * the BM25 field vectors and the token set lunr's Builder would have made.
 * No term positions are kept (nothing uses them) and no vectors are shipped:
 * they are derived, so the download carries each (entry, term) pair once.
 */
import type lunrModule from 'lunr';
import {splitTokens} from './text';
import {indexFields, type IndexFile} from './types';
import {fixLunrTokenSetKeys} from './lunrTokenSetFix';

type Lunr = typeof lunrModule;

/** Text of one entry, field by field. */
export type IndexInput = {title: string; keywords: string; content: string};

/**
 * A term repeated more often than this counts this often (BM25 saturates
 * anyway). The file stores count − 1 in two bits: 4 at most.
 */
const maxTermFrequency = 4;

/**
 * Long numbers (ids, coordinates, timestamps in samples) are left out: nobody
 * searches for them, and they would be a third of the vocabulary. Status
 * codes, years and EPSG codes (up to four digits) stay.
 */
const longNumber = /\d{5,}|\d\.\d|\d{1,4}[.,:]\d/;

/** Stemmed terms of `text`, through lunr's default index pipeline. */
export function indexTerms(lunr: Lunr, text: string): string[] {
  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  const tokens = splitTokens(text).filter((token) => !longNumber.test(token) || /^epsg:\d{4,5}$/.test(token));
  return pipeline.run(tokens.map((token) => new lunr.Token(token, {}))).map(String);
}

export function encodeIndex(lunr: Lunr, entries: readonly IndexInput[]): IndexFile {
  const perField = entries.map((entry) => indexFields.map((field) => indexTerms(lunr, entry[field.name])));
  const terms = [...new Set(perField.flat(2))].sort();
  const idOf = new Map(terms.map((term, i) => [term, i]));
  const postings = indexFields.map((_, f) => {
    const byTerm = terms.map((): number[] => []);
    const previous = new Int32Array(terms.length).fill(-1);
    perField.forEach((fields, entry) => {
      const counts = new Map<number, number>();
      for (const term of fields[f] ?? []) {
        const id = idOf.get(term) ?? 0;
        counts.set(id, Math.min((counts.get(id) ?? 0) + 1, maxTermFrequency));
      }
      for (const [id, n] of counts) {
        byTerm[id]?.push(((entry - (previous[id] ?? -1) - 1) << 2) | (n - 1));
        previous[id] = entry;
      }
    });
    return byTerm;
  });
  return {version: 3, fields: indexFields.map((field) => field.name), terms, entries: entries.length, postings};
}

/**
 * Each entry's terms, field by field, as lunr's Builder would meet them:
 * `lists[field][entry]` is `[term id, count, term id, count, …]`, ids ascending.
 */
export function entryTerms(file: IndexFile): number[][][] {
  return indexFields.map((_, f) => {
    const lists = Array.from({length: file.entries}, (): number[] => []);
    file.postings[f]?.forEach((holders, id) => {
      let entry = -1;
      for (const code of holders) {
        entry += (code >> 2) + 1;
        lists[entry]?.push(id, (code & 3) + 1);
      }
    });
    return lists;
  });
}

type Posting = Record<string, number | Record<string, object>>;

/** lunr.Builder's BM25 parameters (its defaults, which the site keeps). */
const k1 = 1.2;
const b = 0.75;

/**
 * Builds the lunr index from the compact form. `boostOf(i)` is entry i's
 * document boost. Refs are the entries' positions, as strings.
 *
 * What lunr's Builder would do with the decoded terms, done on the term ids:
 * each term's posting per field, the BM25 field vectors (lunr's formula,
 * rounding and order) and the token set, then `new lunr.Index` from them.
 * Why not the Builder: its `add` made a token and a metadata object for every
 * (entry, field, term) of the 124,000, and its `build` a term-keyed frequency
 * table per field of each entry and a `FieldRef` per vector; most of the
 * worker's set-up was collecting that garbage. The index is the same,
 * `toJSON()` for `toJSON()` (plugins/search-index/__tests__/compact.test.ts).
 */
export function decodeIndex(lunr: Lunr, file: IndexFile, boostOf: (entry: number) => number): lunrModule.Index {
  if (file.version !== 3) throw new Error(`search index: unknown format version ${String(file.version)}`);
  fixLunrTokenSetKeys(lunr);
  const count = file.entries;
  const lists = entryTerms(file);
  // No metadata is whitelisted, so every (term, field, entry) holds an empty object: one, shared, read only.
  const noMetadata: object = Object.freeze(Object.create(null) as object);
  const invertedIndex = Object.create(null) as Record<string, Posting>;
  const postings: Array<Posting | undefined> = [];
  // Each term's index in the vectors: the order the Builder would meet the terms in.
  const termIndexOf = new Int32Array(file.terms.length);
  let nextTermIndex = 0;
  // Entries holding the term, counted once per field that holds it (lunr.idf).
  const holders = new Int32Array(file.terms.length);
  // Field lengths count a repeated term as often as it is stored.
  const lengthSums = indexFields.map(() => 0);
  for (let entry = 0; entry < count; entry++) {
    const ref = String(entry);
    indexFields.forEach((field, f) => {
      const list = lists[f]?.[entry] ?? [];
      for (let i = 0; i < list.length; i += 2) {
        const id = list[i] ?? 0;
        lengthSums[f] = (lengthSums[f] ?? 0) + (list[i + 1] ?? 0);
        let posting = postings[id];
        if (posting === undefined) {
          posting = Object.create(null) as Posting;
          termIndexOf[id] = nextTermIndex;
          posting._index = nextTermIndex++;
          for (const other of indexFields) posting[other.name] = Object.create(null) as Record<string, object>;
          postings[id] = posting;
          invertedIndex[file.terms[id] ?? ''] = posting;
        }
        (posting[field.name] as Record<string, object>)[ref] = noMetadata;
        holders[id] = (holders[id] ?? 0) + 1;
      }
    });
  }
  const idf = Array.from(holders, (held) => Math.log(1 + Math.abs((count - held + 0.5) / (held + 0.5))));
  const averageLengths = lengthSums.map((sum) => sum / count);

  const fieldVectors = Object.create(null) as Record<string, lunrModule.Vector>;
  for (let entry = 0; entry < count; entry++) {
    const docBoost = boostOf(entry) || 1;
    indexFields.forEach((field, f) => {
      const list = lists[f]?.[entry] ?? [];
      let length = 0;
      for (let i = 1; i < list.length; i += 2) length += list[i] ?? 0;
      const lengthRatio = length / (averageLengths[f] ?? 1);
      // lunr's vector layout: [term index, score, term index, score, ...], sorted by term index.
      const elements: number[] = [];
      for (let i = 0; i < list.length; i += 2) {
        const id = list[i] ?? 0;
        const tf = list[i + 1] ?? 1;
        // lunr.Builder#createFieldVectors, operation for operation.
        let score = ((idf[id] ?? 0) * ((k1 + 1) * tf)) / (k1 * (1 - b + b * lengthRatio) + tf);
        score *= field.boost || 1;
        score *= docBoost;
        const termIndex = termIndexOf[id] ?? 0;
        // Insertion in place: a field holds 17 distinct terms on average here, 120 at most.
        let at = elements.length;
        elements.push(0, 0);
        while (at > 0 && (elements[at - 2] ?? 0) > termIndex) {
          elements[at] = elements[at - 2] ?? 0;
          elements[at + 1] = elements[at - 1] ?? 0;
          at -= 2;
        }
        elements[at] = termIndex;
        elements[at + 1] = Math.round(score * 1000) / 1000;
      }
      fieldVectors[`${field.name}/${entry}`] = new lunr.Vector(elements);
    });
  }

  const pipeline = new lunr.Pipeline();
  // The terms are already stemmed; queries are stemmed like the index.
  pipeline.add(lunr.stemmer);
  return new lunr.Index({
    invertedIndex,
    fieldVectors,
    tokenSet: (lunr.TokenSet as unknown as {fromArray: (sorted: string[]) => lunrModule.TokenSet}).fromArray(Object.keys(invertedIndex).sort()),
    fields: indexFields.map((field) => field.name),
    pipeline,
  } as unknown as lunrModule.Index.Attributes);
}

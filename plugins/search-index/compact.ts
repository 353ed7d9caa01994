/**
 * The compact lunr index: at build time each entry's text is run through
 * lunr's own index pipeline (trimmer, stop words, stemmer) and stored as term
 * ids; in the browser (a worker) the ids are fed back to lunr's Builder, which
 * computes the BM25 field vectors and the token set exactly as it would have.
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

/** A term repeated more often than this counts this often (BM25 saturates anyway). */
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
  const postings = indexFields.map((_, f) =>
    perField.map((fields) => {
      const counts = new Map<number, number>();
      for (const term of fields[f] ?? []) {
        const id = idOf.get(term) ?? 0;
        counts.set(id, Math.min((counts.get(id) ?? 0) + 1, maxTermFrequency));
      }
      const ids = [...counts.entries()].sort((a, b) => a[0] - b[0]).flatMap(([id, n]) => Array<number>(n).fill(id));
      return ids.map((id, i) => id - (i === 0 ? 0 : (ids[i - 1] ?? 0)));
    }),
  );
  return {version: 2, fields: indexFields.map((field) => field.name), terms, postings};
}

/** The term strings of one entry's field, decoded from its deltas. */
export function decodeTerms(terms: readonly string[], deltas: readonly number[]): string[] {
  let id = 0;
  return deltas.map((delta) => {
    id += delta;
    return terms[id] ?? '';
  });
}

/**
 * What `lunr.Builder.prototype.add` fills in (lunr 2.3.9, which has had no
 * release since 2020): the documents and their boosts, each term's posting per
 * field, and per field of each document its term frequencies and length.
 */
type BuilderState = {
  _documents: Record<string, {boost: number}>;
  documentCount: number;
  termIndex: number;
  invertedIndex: Record<string, Posting>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
};
type Posting = Record<string, number | Record<string, object>>;

/**
 * Builds the lunr index from the compact form. `boostOf(i)` is entry i's
 * document boost. Refs are the entries' positions, as strings.
 *
 * The Builder's state is filled here, as its `add` would fill it from the
 * decoded terms, and its `build` then derives the vectors and the token set.
 * Why not `add`: it made a token object and a metadata object for every
 * (entry, field, term) of the 124,000 and cost about 70 % of the index's
 * set-up in the worker, most of it garbage collection (cold Node, about 725 →
 * 515 ms for the whole set-up). The index is the same, `toJSON()` for
 * `toJSON()` (plugins/search-index/__tests__/compact.test.ts).
 */
export function decodeIndex(lunr: Lunr, file: IndexFile, boostOf: (entry: number) => number): lunrModule.Index {
  if (file.version !== 2) throw new Error(`search index: unknown format version ${String(file.version)}`);
  fixLunrTokenSetKeys(lunr);
  const builder = new lunr.Builder();
  builder.ref('id');
  for (const field of indexFields) builder.field(field.name, {boost: field.boost});
  // A new Builder has empty pipelines: the terms are already stemmed. Queries are stemmed like the index.
  builder.searchPipeline.add(lunr.stemmer);
  const state = builder as unknown as BuilderState;
  // No metadata is whitelisted, so every (term, field, entry) holds an empty object: one, shared, read only.
  const noMetadata: object = Object.freeze(Object.create(null) as object);
  const postings: Array<Posting | undefined> = [];
  const count = file.postings[0]?.length ?? 0;
  for (let entry = 0; entry < count; entry++) {
    const ref = String(entry);
    state._documents[ref] = {boost: boostOf(entry)};
    state.documentCount += 1;
    indexFields.forEach((field, f) => {
      const deltas = file.postings[f]?.[entry] ?? [];
      // lunr.FieldRef's string form (not in lunr's types): field name, '/', ref.
      const fieldRef = `${field.name}/${ref}`;
      const frequencies = Object.create(null) as Record<string, number>;
      state.fieldTermFrequencies[fieldRef] = frequencies;
      state.fieldLengths[fieldRef] = deltas.length;
      let id = 0;
      for (const delta of deltas) {
        id += delta;
        const term = file.terms[id] ?? '';
        const seen = frequencies[term];
        frequencies[term] = (seen ?? 0) + 1;
        if (seen !== undefined) continue;
        let posting = postings[id];
        if (posting === undefined) {
          posting = Object.create(null) as Posting;
          posting._index = state.termIndex++;
          for (const other of indexFields) posting[other.name] = Object.create(null) as Record<string, object>;
          postings[id] = posting;
          state.invertedIndex[term] = posting;
        }
        (posting[field.name] as Record<string, object>)[ref] = noMetadata;
      }
    });
  }
  return builder.build();
}

/**
 * The two files the search downloads on first use, as the index plugin writes
 * them and the search worker reads them. Both keep the names
 * docusaurus-lunr-search gives them (search-doc-<timestamp>.json and
 * lunr-index-<timestamp>.json, SPEC §7) but hold a compact form:
 * - search-doc: the entries a hit can show (title, section, area, kind, a
 *   short clean snippet), plus the options (maxHits, highlightResult);
 * - lunr-index: a forward index (the stemmed terms of each entry, field by
 *   field) from which the worker builds the lunr index with lunr's own Builder.
 */

/**
 * The two files' names, stamped with the build's time: the plugin publishes
 * them as its global data (`{fileNames}`) and the search box fetches them.
 */
export type FileNames = {searchDoc: string; lunrIndex: string};

/** Page kinds a hit shows. */
export const docKinds = ['Guide', 'API', 'SDK', 'Spec'] as const;
export type DocKind = (typeof docKinds)[number];

export type SearchOptions = {maxHits: number; highlightResult: boolean};

/** A page entry in search-doc. */
export type StoredPage = {
  /** Page title (h1). */
  t: string;
  /** Page URL. */
  u: string;
  /** Index into `contexts`: the area, and the API group where there is one (e.g. "Streaming imagery · WMS"). */
  c: number;
  /** Index into `docKinds`. */
  k: number;
  /** Short clean snippet. */
  s: string;
  /** "METHOD /path" of an API operation page. */
  o?: string;
};

/** A section entry (h2/h3) in search-doc. */
export type StoredSection = {
  /** Section heading. */
  t: string;
  /** Index of its page entry in `searchDocs`. */
  p: number;
  /** Anchor of the heading ('' when it has none). */
  a: string;
  s: string;
};

export type StoredDoc = StoredPage | StoredSection;

export type SearchDocFile = {searchDocs: StoredDoc[]; contexts: string[]; options: SearchOptions};

/** Indexed fields and their boosts, in the order `IndexFile.fields` lists them. */
export const indexFields = [
  {name: 'title', boost: 12},
  {name: 'keywords', boost: 5},
  {name: 'content', boost: 1},
] as const;

export type IndexFile = {
  version: 3;
  /** Field names, as in `indexFields`. */
  fields: string[];
  /** Vocabulary: stemmed terms, sorted. */
  terms: string[];
  /** How many entries there are: their refs are 0 to entries − 1. */
  entries: number;
  /**
   * postings[field][term]: the entries holding the term in that field,
   * ascending, one number each: `(gap << 2) | (count − 1)`, where gap is the
   * entries skipped since the previous one (from −1) and count the term's
   * occurrences in the field, capped at 4. Term by term, not entry by entry:
   * a frequent term's gaps are small numbers, and the file is 26 KB gzip
   * smaller than with each entry's term ids.
   */
  postings: number[][][];
};

export function isSection(doc: StoredDoc): doc is StoredSection {
  return 'p' in doc;
}

/**
 * The search engine: lunr over the compact index, plus the ranking the
 * reader's first three hits depend on. Runs in the search worker in the
 * browser and in Node for scripts and tests (same code, same results).
 *
 * For each query term (and its synonyms) lunr is asked for exact (stemmed),
 * prefix (as you type; a one-letter prefix in titles only) and one-edit
 * (typo) matches. A hit's score is the sum over terms, times the share of
 * query terms it matches squared (an entry with every word beats one that
 * repeats a single word), with bonuses when the query is the entry's title
 * and when it names an operation by "METHOD /path".
 */
import type lunrModule from 'lunr';
import {decodeIndex} from './compact';
import {queryScores} from './query';
import {synonyms} from './synonyms';
import {cleanText, highlightSegments, queryTerms, type Segment} from './text';
import {docKinds, isSection, type DocKind, type IndexFile, type SearchDocFile, type StoredDoc, type StoredPage} from './types';

type Lunr = typeof lunrModule;

/** One result, as the spec names its fields (url, text, subcategory, title) plus what a row shows. */
export type SearchHit = {
  url: string;
  /** Page title. */
  title: string;
  /** Section heading, when the hit is a section. */
  subcategory: string | null;
  /** Clean snippet. */
  text: string;
  /** Area, and API group where there is one. */
  context: string;
  kind: DocKind;
  titleSegments: Segment[];
  subcategorySegments: Segment[] | null;
  textSegments: Segment[];
  /** Word to highlight on the target page ('' when highlighting is off). */
  wordToHighlight: string;
};

export type Searcher = {search: (query: string) => SearchHit[]; entries: number};

/** Document boosts: a guide, spec or SDK page outranks an API operation page, and both outrank a section, on equal matches. */
const pageBoost = 1.5;
const apiPageBoost = 1.2;
const synonymWeight = 0.6;
/** Most hits shown per page, so one long page does not fill the list. */
const hitsPerPage = 2;

const methodPath = /^(get|post|put|patch|delete|head|options)\s+(\/\S*)$/i;

/** Lowercase words only: how titles and queries are compared for an exact-title match. */
export function normaliseTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A title's words, stemmed and without stop words: "Credit limits" and "credit limit" compare equal. */
function titleKey(lunr: Lunr, pipeline: lunrModule.Pipeline, text: string): string {
  const words = normaliseTitle(text)
    .split(' ')
    .filter((word) => word.length > 0 && lunr.stopWordFilter(new lunr.Token(word, {})) !== undefined);
  return words.map((word) => pipeline.runString(word)[0] ?? word).join(' ');
}

/** "POST /a/{id}/b" → "post /a/{}/b": path parameters match whatever they are called. */
export function normaliseOperation(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\{[^}]*\}|:[a-z_][\w-]*/gi, '{}')
    .replace(/\/+$/, '');
}

export function createSearcher(lunr: Lunr, indexFile: IndexFile, docFile: SearchDocFile): Searcher {
  const docs = docFile.searchDocs;
  const index = decodeIndex(lunr, indexFile, (i) => {
    const doc = docs[i];
    if (!doc || isSection(doc)) return 1;
    return docKinds[doc.k] === 'API' ? apiPageBoost : pageBoost;
  });
  const searchPipeline = new lunr.Pipeline();
  searchPipeline.add(lunr.stemmer);
  const postings = (index as unknown as {invertedIndex: Record<string, Record<string, Record<string, unknown>> | undefined>}).invertedIndex;
  const tokenSet = (index as unknown as {tokenSet: lunrModule.TokenSet}).tokenSet;
  const fromFuzzy = (lunr.TokenSet as unknown as {fromFuzzyString: (term: string, distance: number) => lunrModule.TokenSet}).fromFuzzyString;
  const stem = (word: string) => searchPipeline.runString(word)[0] ?? word;
  /** Entries holding a term, in any field. */
  const frequency = (term: string): number => {
    const posting = postings[term];
    if (!posting) return 0;
    return Object.entries(posting).reduce((sum, [field, refs]) => (field === '_index' ? sum : sum + Object.keys(refs).length), 0);
  };
  /**
   * For a word the index does not hold (a typo), the indexed term it most
   * likely meant: one edit away (swapped letters count as one), or the word
   * with up to three letters missing at its end; the most frequent wins.
   */
  const correction = (word: string): string | undefined => {
    const stemmed = stem(word);
    if (word.length < 4 || postings[stemmed]) return undefined;
    const candidates = new Set<string>();
    for (const form of new Set([stemmed, word])) {
      for (const term of tokenSet.intersect(fromFuzzy(form, 1)).toArray()) candidates.add(term);
    }
    for (let cut = 1; cut <= 3 && word.length - cut >= 4; cut++) {
      const prefix = word.slice(0, word.length - cut);
      if (postings[prefix]) candidates.add(prefix);
    }
    return [...candidates].sort((a, b) => frequency(b) - frequency(a) || a.localeCompare(b))[0];
  };
  const pageOf = (doc: StoredDoc): StoredPage | undefined => (isSection(doc) ? (docs[doc.p] as StoredPage | undefined) : doc);
  const pageIdOf = (id: number): number => {
    const doc = docs[id];
    return doc && isSection(doc) ? doc.p : id;
  };
  const operations = new Map<string, number>();
  docs.forEach((doc, i) => {
    if (!isSection(doc) && doc.o) operations.set(normaliseOperation(doc.o), i);
  });
  const titleKeys = docs.map((doc) => titleKey(lunr, searchPipeline, doc.t));
  const isStopWord = (term: string) => lunr.stopWordFilter(new lunr.Token(term, {})) === undefined;

  /**
   * Scores of the words typed last, by word: typing "cancel an order" scores
   * "cancel" once, not again at each letter of "order". Read only: a query
   * merges them into maps of its own.
   */
  const scoreCache = new Map<string, ReadonlyMap<number, number>>();
  const scoreCacheSize = 64;
  const scoresFor = (word: string, weight: number): ReadonlyMap<number, number> => {
    const key = `${weight} ${word}`;
    const cached = scoreCache.get(key);
    if (cached) {
      // Most recently used last, so the oldest is the first to go.
      scoreCache.delete(key);
      scoreCache.set(key, cached);
      return cached;
    }
    const scores = scoreWord(word, weight);
    scoreCache.set(key, scores);
    const oldest = scoreCache.keys().next().value;
    if (scoreCache.size > scoreCacheSize && oldest !== undefined) scoreCache.delete(oldest);
    return scores;
  };

  /** Scores by entry for one word: exact and prefix (as you type) matches, or the correction of a typo. */
  const scoreWord = (word: string, weight: number): Map<number, number> => {
    const scores = new Map<number, number>();
    const corrected = correction(word);
    try {
      const results = queryScores(lunr, index, (q) => {
        q.term(word, {boost: 10});
        // A one-letter prefix matches a good part of the vocabulary, and
        // scoring all of it took 15-30 ms per keystroke (of 2-9 ms for the
        // rest): the worker then competes for the CPU with the main thread
        // drawing the previous hits. While one letter is typed, titles only.
        q.term(word, {wildcard: lunr.Query.wildcard.TRAILING, boost: 2, ...(word.length < 2 ? {fields: ['title']} : {})});
        if (corrected) q.term(corrected, {boost: 8, usePipeline: false});
      });
      for (const result of results) scores.set(Number(result.ref), result.score * weight);
    } catch {
      // A term lunr cannot handle matches nothing; the query goes on.
    }
    return scores;
  };

  const search = (query: string): SearchHit[] => {
    const all = queryTerms(query);
    const terms = all.filter((term) => !isStopWord(term));
    const words = terms.length > 0 ? terms : all;
    if (words.length === 0) return [];

    const total = new Map<number, number>();
    const covered = new Map<number, number>();
    for (const word of words) {
      const merged = new Map(scoresFor(word, 1));
      for (const alternative of synonyms[word] ?? []) {
        for (const [id, score] of scoresFor(alternative, synonymWeight)) merged.set(id, Math.max(merged.get(id) ?? 0, score));
      }
      for (const [id, score] of merged) {
        total.set(id, (total.get(id) ?? 0) + score);
        covered.set(id, (covered.get(id) ?? 0) + 1);
      }
    }

    const wanted = titleKey(lunr, searchPipeline, query);
    const operation = methodPath.test(query.trim()) ? operations.get(normaliseOperation(query)) : undefined;
    const ranked = [...total.entries()]
      .map(([id, score]) => {
        const doc = docs[id];
        const share = (covered.get(id) ?? 0) / words.length;
        let final = score * share * share;
        if (doc && wanted && titleKeys[id] === wanted) final *= isSection(doc) ? 2 : 4;
        if (id === operation) final += 1e9;
        return {id, final};
      })
      .sort((a, b) => b.final - a.final || a.id - b.id);
    if (operation !== undefined && !total.has(operation)) ranked.unshift({id: operation, final: Infinity});

    const perPage = new Map<number, number>();
    const chosen: number[] = [];
    for (const {id} of ranked) {
      const page = pageIdOf(id);
      const seen = perPage.get(page) ?? 0;
      if (seen >= hitsPerPage) continue;
      perPage.set(page, seen + 1);
      chosen.push(id);
      if (chosen.length >= docFile.options.maxHits) break;
    }
    const marks = all.filter((term) => term.length > 1);
    return chosen.flatMap((id) => {
      const doc = docs[id];
      const page = doc && pageOf(doc);
      if (!doc || !page) return [];
      const subcategory = isSection(doc) ? doc.t : null;
      const url = isSection(doc) && doc.a ? `${page.u}#${doc.a}` : page.u;
      const text = cleanText(doc.s);
      const haystack = `${doc.t} ${text}`.toLowerCase();
      return [
        {
          url,
          title: page.t,
          subcategory,
          text,
          context: docFile.contexts[page.c] ?? '',
          kind: docKinds[page.k] ?? 'Guide',
          titleSegments: highlightSegments(page.t, marks),
          subcategorySegments: subcategory === null ? null : highlightSegments(subcategory, marks),
          textSegments: highlightSegments(text, marks),
          wordToHighlight: docFile.options.highlightResult ? (marks.find((term) => haystack.includes(term)) ?? '') : '',
        },
      ];
    });
  };
  return {search, entries: docs.length};
}

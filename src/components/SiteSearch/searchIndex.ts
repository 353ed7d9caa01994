/**
 * Loads the search files once per page session and answers queries.
 * Everything here runs only after the reader shows intent (hover, click,
 * focus or the shortcut): lunr itself is a dynamic import.
 */
import type lunr from 'lunr';
import type {Index} from 'lunr';
import {fixLunrTokenSetKeys} from '@site/src/utils/lunrTokenSetFix';
import {highlightSegments, queryTerms, searchTokenSeparator, snippet, type Segment} from '@site/src/utils/searchQuery';

export type SearchDoc = {
  title: string;
  type: 0 | 1;
  pageTitle?: string;
  url: string;
  content: string;
};
export type SearchOptions = {maxHits: number; highlightResult: boolean};
export type FileNames = {searchDoc: string; lunrIndex: string};

/** One result, as the spec names its fields. */
export type SearchHit = {
  url: string;
  /** Page title. */
  title: string;
  /** Section title, when the hit is a section. */
  subcategory: string | null;
  /** Snippet of the matched text. */
  text: string;
  titleSegments: Segment[];
  subcategorySegments: Segment[] | null;
  textSegments: Segment[];
  /** Word to highlight on the target page. */
  wordToHighlight: string;
};

export type LoadedSearch = {search: (query: string) => SearchHit[]};

let pending: Promise<LoadedSearch> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search file ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

type Lunr = typeof lunr;

/** Builds the query function from the loaded files. Pure: also used by scripts/search-try.ts. */
export function createSearcher(lunr: Lunr, indexJson: object, searchDocs: SearchDoc[], options: SearchOptions): LoadedSearch {
  lunr.tokenizer.separator = searchTokenSeparator;
  fixLunrTokenSetKeys(lunr);
  const index: Index = lunr.Index.load(indexJson);

  /** lunr's matches, or none if lunr fails: a query must never break the page. */
  const matches = (terms: string[]): Index.Result[] => {
    try {
      return index.query((q) => {
        q.term(terms, {boost: 10});
        q.term(terms, {wildcard: lunr.Query.wildcard.TRAILING});
      });
    } catch (error) {
      console.warn('Search failed for', terms, error);
      return [];
    }
  };

  const search = (query: string): SearchHit[] => {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const results = matches(terms);
    return results.slice(0, options.maxHits).flatMap((result) => {
      const doc = searchDocs[Number(result.ref)];
      if (!doc) return [];
      const isSection = doc.type === 1;
      const title = isSection ? (doc.pageTitle ?? doc.title) : doc.title;
      const subcategory = isSection ? doc.title : null;
      const text = snippet(doc.content, terms);
      const haystack = `${doc.title} ${doc.content}`.toLowerCase();
      return [{
        url: doc.url,
        title,
        subcategory,
        text,
        titleSegments: highlightSegments(title, terms),
        subcategorySegments: subcategory === null ? null : highlightSegments(subcategory, terms),
        textSegments: highlightSegments(text, terms),
        wordToHighlight: options.highlightResult ? (terms.find((term) => haystack.includes(term)) ?? '') : '',
      }];
    });
  };
  return {search};
}

async function load(baseUrl: string, fileNames: FileNames): Promise<LoadedSearch> {
  const [{default: lunr}, docFile, indexJson] = await Promise.all([
    import('lunr'),
    fetchJson<{searchDocs: SearchDoc[]; options: SearchOptions}>(`${baseUrl}${fileNames.searchDoc}`),
    fetchJson<object>(`${baseUrl}${fileNames.lunrIndex}`),
  ]);
  return createSearcher(lunr, indexJson, docFile.searchDocs, docFile.options);
}

/** Starts loading (once) and returns the same promise to every caller. */
export function loadSearch(baseUrl: string, fileNames: FileNames): Promise<LoadedSearch> {
  pending ??= load(baseUrl, fileNames).catch((error: unknown) => {
    pending = undefined; // allow a retry on the next interaction
    throw error;
  });
  return pending;
}

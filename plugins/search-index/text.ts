/**
 * Text helpers of the search, shared by the index builder (Node), the search
 * worker and scripts: how text is split into terms, how a raw query becomes
 * plain terms (never lunr query syntax, so no input can throw), how snippets
 * are cleaned and where matches are marked.
 */

/** Token separator used at index time and query time: spaces, '-', '/' and '.' between words. */
export const searchTokenSeparator = /[\s\-/]+/;

/** Longest query we look at, and most terms we send to lunr. */
export const maxQueryLength = 200;
export const maxTerms = 8;

/** Splits text into raw tokens (before lunr's trimmer, stop words and stemmer). */
export function splitTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(searchTokenSeparator)
    .filter((token) => token.length > 0);
}

/**
 * Splits a raw query into lowercase terms. Drops lunr's wildcard '*' (it is
 * interpreted even in programmatic terms), trims punctuation at both ends as
 * lunr's trimmer does at index time, and caps length and count.
 */
export function queryTerms(raw: string): string[] {
  return splitTokens(raw.slice(0, maxQueryLength))
    .map((token) => token.replace(/\*/g, '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((token) => token.length > 0)
    .slice(0, maxTerms);
}

/**
 * Text as a snippet shows it: no emoji or pictographs (the sidebar's "📄️"
 * card markers among them), no zero-width characters, single spaces.
 */
export function cleanText(text: string): string {
  return (
    text
      // One code point at a time; the variation selector (FE0F) and the combining
      // keycap (20E3) stand alone, not in a class where they would read as combining
      // with the character before them.
      .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{200B}-\u{200D}\u{FEFF}]|\u{FE0F}|\u{20E3}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Prose as a reader writes it: the page-text walk puts a space after every
 * element, so "`submitted`, then" came out as "submitted , then". Closes up
 * the space before closing punctuation that ends a word (not before the dot
 * of ".json") and after an opening bracket. For shown text only (snippets):
 * the index keeps the text as extracted.
 */
export function tidyPunctuation(text: string): string {
  return text.replace(/ +(?=[,.;:!?)\]](?:\s|$))/g, '').replace(/([([]) +/g, '$1');
}

export type Segment = {text: string; match: boolean};

/** Splits `text` into segments, marking case-insensitive occurrences of any term. */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  const wanted = terms.filter((term) => term.length > 1);
  if (wanted.length === 0) return [{text, match: false}];
  const escaped = wanted.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(${escaped.join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part.length > 0)
    .map((part) => ({text: part, match: wanted.some((term) => term === part.toLowerCase())}));
}

/**
 * Closest existing pages for a path that does not exist (the 404 page).
 * Pure: the page list comes from build/page-index.json (plugins/page-index).
 *
 * Score: shared path segments weigh most (a reader who mistyped one segment
 * keeps the others), then how alike the last segments are (typos, renamed
 * slugs), then the tokens the two paths share anywhere (words split on - _ .).
 */
import type {IndexedPage} from '@site/plugins/page-index/rows';

export type {IndexedPage};

const segmentsOf = (path: string): string[] =>
  path
    .toLowerCase()
    .split(/[?#]/)[0]!
    .split('/')
    .map((segment) => segment.replace(/\.html?$/, ''))
    .filter(Boolean);

const tokensOf = (segments: readonly string[]): Set<string> =>
  new Set(segments.flatMap((segment) => segment.split(/[-_.]+/)).filter((token) => token.length > 1));

/** Levenshtein distance, two rows. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 0..1: 1 when equal. */
function likeness(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

export function similarity(requested: string, candidate: string): number {
  const want = segmentsOf(requested);
  const have = segmentsOf(candidate);
  if (want.length === 0 || have.length === 0) return 0;
  // Segments in the same position that match exactly, from the start.
  let prefix = 0;
  while (prefix < want.length && prefix < have.length && want[prefix] === have[prefix]) prefix++;
  const last = likeness(want[want.length - 1]!, have[have.length - 1]!);
  const wantTokens = tokensOf(want);
  const haveTokens = tokensOf(have);
  const shared = [...wantTokens].filter((token) => haveTokens.has(token)).length;
  const tokenScore = shared / Math.max(wantTokens.size, haveTokens.size, 1);
  // Deep pages that share only the root ("docs") should not beat a close slug.
  const depthPenalty = Math.abs(want.length - have.length) * 0.05;
  return prefix / Math.max(want.length, have.length) + 1.5 * last + tokenScore - depthPenalty;
}

/** The `count` pages most like `requested`, best first; never the requested path itself. */
export function closestPages(requested: string, pages: readonly IndexedPage[], count = 5): IndexedPage[] {
  const normalized = `/${segmentsOf(requested).join('/')}`;
  return pages
    .filter((page) => `/${segmentsOf(page.path).join('/')}` !== normalized)
    .map((page) => ({page, score: similarity(requested, page.path)}))
    .sort((a, b) => b.score - a.score || a.page.path.length - b.page.path.length)
    .slice(0, count)
    .map(({page}) => page);
}

/** Validates the fetched JSON; anything malformed becomes an empty list (the 404 page still renders). */
export function parsePageIndex(data: unknown): IndexedPage[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (row): row is IndexedPage =>
      typeof row === 'object' && row !== null && typeof (row as IndexedPage).path === 'string' && typeof (row as IndexedPage).title === 'string',
  );
}

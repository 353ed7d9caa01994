/**
 * Search relevance, as a reader sees it in the navbar box: every query of
 * e2e/data/searchQueries.ts must put its page in the top 3 hits (top 1 for
 * exact titles and "METHOD /path"). One page runs the whole table (the index
 * loads once), reporting every miss of every kind, not only the first.
 */
import {test, expect} from './fixtures';
import {searchHits} from './searchHelpers';
import {searchQueries, type QueryKind, type SearchQueryCase} from './data/searchQueries';

test.describe.configure({timeout: 300_000});

const byKind = new Map<QueryKind, SearchQueryCase[]>();
for (const c of searchQueries) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);

test('the relevance table holds at least 80 queries of every kind the issue names', () => {
  expect(searchQueries.length).toBeGreaterThanOrEqual(80);
  expect([...byKind.keys()].sort()).toEqual(['area', 'error', 'ogc', 'operation', 'parameter', 'sdk', 'synonym', 'task', 'title', 'typo']);
});

// One page for the whole table: the index loads once (about 10 s of a busy
// 2-core machine per page). Soft per kind: every miss of every kind is reported.
test('search relevance: every query of the table puts its page in its top hits', async ({page}) => {
  for (const [kind, cases] of byKind) {
    const misses: string[] = [];
    for (const c of cases) {
      const hits = await searchHits(page, c.query);
      const top = hits.slice(0, c.top).map((href) => href.split('#')[0]);
      if (!top.includes(c.page)) misses.push(`"${c.query}" → ${c.page} not in top ${c.top}: ${hits.slice(0, 3).join(', ')}`);
    }
    expect.soft(misses, `${misses.length} of ${cases.length} ${kind} queries miss`).toEqual([]);
  }
});

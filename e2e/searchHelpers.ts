/**
 * Helpers for the search browser tests. Every wait is on a state the search
 * box exposes: `data-search-state` on its container (idle, loading, ready,
 * error) and `data-query` on the result list (the query the shown hits answer).
 */
import type {Locator, Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';

/**
 * Ceilings for state waits, not delays: on a machine whose CPU is busy with
 * builds, downloading and indexing can take tens of seconds, a query seconds.
 */
export const readyWait = {timeout: 90_000};
export const answerWait = {timeout: 30_000};

export const searchRoot = (page: Page): Locator => page.locator('.navbar__search');
export const searchBox = (page: Page): Locator => page.locator('.navbar__search input[type="search"]');
export const resultList = (page: Page): Locator => page.locator('.navbar__search [role="listbox"]');

/** Hovers the box and waits until the index is loaded. */
export async function openSearch(page: Page): Promise<Locator> {
  const box = searchBox(page);
  await box.hover();
  await expect(searchRoot(page)).toHaveAttribute('data-search-state', 'ready', readyWait);
  return box;
}

/** Types `query` and waits for the hits that answer it. */
export async function typeQuery(page: Page, query: string): Promise<Locator> {
  const box = searchBox(page);
  await box.fill(query);
  await expect(resultList(page)).toHaveAttribute('data-query', query, answerWait);
  return page.locator('a.search-hit');
}

/** The hrefs of the hits for `query`, in order, as a reader sees them. */
export async function searchHits(page: Page, query: string): Promise<string[]> {
  if (!(await page.locator('html[data-has-hydrated="true"]').count())) {
    await page.goto('/');
    await waitForHydration(page);
  }
  if ((await searchRoot(page).getAttribute('data-search-state')) !== 'ready') await openSearch(page);
  const hits = await typeQuery(page, query);
  return hits.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

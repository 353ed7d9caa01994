import {test, expect, waitForHydration} from './fixtures';

test("the home quick start links to the end-to-end tutorial, whose steps follow the reader's language", async ({page}) => {
  // Two long pages, loaded on a machine whose CPU is shared: give the whole test more time, never a fixed wait.
  test.slow();
  await page.goto('/');
  await waitForHydration(page);
  // The hero, beside the quick-start card, links the journey (src/components/HomeHero).
  await page.getByRole('link', {name: /Follow one image from search to order/}).click();
  await page.waitForURL(/\/docs\/end-to-end$/);
  // Client-side navigation loads the page's chunk first: wait for it to render, however busy the CPU.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('End-to-end tutorial', {timeout: 60_000});
  for (const step of [
    '1. Get a token',
    '2. Search the catalog',
    '3. Preview the image',
    '4. Order it to Amazon S3',
    '5. Follow the order',
    '6. Monitor the area',
  ]) {
    await expect(page.getByRole('heading', {level: 2, name: step})).toBeVisible();
  }
  // Choosing Python in one step's tabs switches every step (groupId code-samples).
  await page.getByRole('tab', {name: 'Python'}).first().click();
  await expect(page.getByRole('tab', {name: 'Python', selected: true})).toHaveCount(6);
  // The program at the end shows the sample's own files, filled at build time.
  await expect(page.locator('pre', {hasText: 'each step fed by the previous step'})).toHaveCount(1);
});

test("the event catalogue lists every API's event types with an example payload", async ({page}) => {
  test.slow();
  await page.goto('/docs/events');
  await waitForHydration(page);
  for (const group of ['Ordering', 'Monitoring', 'Catalog sources', 'Tasking v1', 'Tasking v2']) {
    await expect(page.getByRole('heading', {level: 2, name: group})).toBeVisible();
  }
  for (const type of ['order.delivered', 'monitor.item_matched', 'tasking.image_collected']) {
    const heading = page.getByRole('heading', {level: 3, name: type}).first();
    await expect(heading).toBeVisible();
  }
  await expect(page.locator('pre', {hasText: '"type": "order.delivered"'}).first()).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText('27 hours 35 minutes');
});

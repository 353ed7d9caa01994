import {test, expect, waitForHydration} from './fixtures';

test('the announcement bar closes and stays closed after reload', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('API conventions');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();
});

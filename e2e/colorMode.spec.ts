import {test, expect, waitForHydration} from './fixtures';

test('light by default; the switch persists across reload and syncs to a second tab', async ({page, context}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  const other = await context.newPage();
  await other.goto('/docs/usage/');
  await waitForHydration(other);
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await other.close();
});

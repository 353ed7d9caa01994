import {test, expect, waitForHydration} from './fixtures';

test('footer columns, links, copyright, version and logo in two variants', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Support', 'Portal', 'Legal']);
  const expected: Array<[string, string]> = [
    ['Changelog', '/docs/release-notes'],
    ['Contact Us', '/docs/contact'],
    ['Sales Inquiries', 'https://www.example.com/contact-sales'],
    ['Hub Status', 'https://status.example.com'],
    ['Account Administration', 'https://account.example.com'],
    ['Apps Documentation', 'https://apps.example.com/docs'],
    ['Discover', 'https://discover.example.com'],
    ['Discover Documentation', 'https://discover.example.com/docs'],
    ['Hub', 'https://hub.example.com'],
    ['Privacy', 'https://www.example.com/legal/privacy'],
    ['Terms', 'https://www.example.com/legal/terms'],
  ];
  const links = footer.locator('.footer__link-item');
  await expect(links).toHaveCount(expected.length);
  for (const [i, [text, href]] of expected.entries()) {
    await expect(links.nth(i)).toContainText(text);
    await expect(links.nth(i)).toHaveAttribute('href', href);
  }
  await expect(footer.locator('.footer__copyright')).toContainText('2025');
  await expect(footer.locator('.footer__copyright')).toContainText('1.0.0');
  const logo = footer.locator('.footer__logo');
  // The footer is dark in both modes (config/footer.ts), so both variants are the logo drawn for dark backgrounds.
  await expect(logo).toHaveAttribute('src', /logo-dark\.svg$/);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(footer.locator('.footer__logo')).toHaveAttribute('src', /logo-dark\.svg$/);
});

test('Changelog and Contact Us lead to real pages', async ({page}) => {
  await page.goto('/');
  await page.locator('footer a', {hasText: 'Changelog'}).click();
  await expect(page.locator('h1')).toHaveText('Release notes');
  await page.locator('footer a', {hasText: 'Contact Us'}).click();
  await expect(page).toHaveURL(/\/docs\/contact$/);
  await expect(page.locator('article h1')).toBeVisible();
});

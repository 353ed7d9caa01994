import {test, expect, waitForHydration} from './fixtures';

const developerTools = [
  ['Developer Tools Overview', '/docs/developer-tools/'],
  ['API Collection', '/docs/developer-tools/api-collection'],
  ['Account Services (Admin API)', '/docs/admin/'],
  ['Python SDK', '/docs/developer-tools/python-sdk/'],
  ['Sample Projects', '/sample-projects/'],
] as const;

const integrations = [
  ['Hub Integrations', '/docs/integrations/'],
  ['QGIS Plugin', '/docs/integrations/qgis'],
  ['ArcGIS Pro Plugin', '/docs/integrations/arcgispro'],
  ['ArcMap Plugin', '/docs/integrations/arcmap'],
] as const;

test.describe('desktop navbar', () => {
  test('items in spec order, Hub external on the right', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    // The first link of each top-level item is its label (dropdowns also hold their menu).
    const left = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
    const labels = await left.evaluateAll((items) => items.map((item) => (item.matches('a') ? item : item.querySelector('a'))?.textContent?.trim()));
    expect(labels).toEqual(['APIs', 'Specifications', 'Developer Tools', 'Integrations']);
    const hub = page.locator('.navbar__items--right a.navbar__item', {hasText: 'Hub'});
    await expect(hub).toHaveAttribute('href', 'https://hub.example.com');
    await expect(hub).toHaveAttribute('target', '_blank');
  });

  test('APIs opens the overview (mgp) sidebar, Specifications the specifications one', async ({page}) => {
    await page.goto('/');
    await page.locator('.navbar__item', {hasText: 'APIs'}).first().click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.locator('.theme-doc-sidebar-menu')).toContainText('API conventions');
    await page.locator('.navbar__item', {hasText: 'Specifications'}).first().click();
    await expect(page).toHaveURL(/\/docs\/specifications\/$/);
  });

  for (const [label, items] of [
    ['Developer Tools', developerTools],
    ['Integrations', integrations],
  ] as const) {
    test(`${label} dropdown opens on hover and lists its targets`, async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const dropdown = page.locator('.navbar__item.dropdown', {hasText: label});
      const menu = dropdown.locator('.dropdown__menu');
      await expect(menu).toBeHidden();
      await dropdown.hover();
      await expect(menu).toBeVisible();
      const links = menu.locator('a');
      await expect(links).toHaveText(items.map(([text]) => text));
      for (const [i, [, href]] of items.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', href);
      }
    });
  }

  test('a dropdown opens with Enter from the keyboard', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: 'Integrations'});
    await dropdown.locator('.navbar__link').focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await expect(dropdown.locator('.dropdown__menu a').first()).toBeVisible();
  });
});

test.describe('mobile navbar (390 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('slide-out menu: dropdowns collapsed by default', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const devTools = sidebar.locator('.menu__list-item', {hasText: 'Developer Tools'}).first();
    await expect(devTools).toHaveClass(/menu__list-item--collapsed/);
  });

  test('the dropdown holding the current page is expanded; back button returns to the main menu', async ({page}) => {
    await page.goto('/docs/integrations/qgis');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    // A docs page opens on the secondary (doc sidebar) menu.
    const back = sidebar.getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await back.click();
    const integrationsItem = sidebar
      .locator('.menu__list-item', {hasText: 'Integrations'})
      .filter({has: page.locator('.menu__link--sublist')})
      .first();
    await expect(integrationsItem).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(integrationsItem.locator('a', {hasText: 'QGIS Plugin'})).toBeVisible();
  });
});

/**
 * The CQL2 playground (src/components/Cql2Playground) on its page: both
 * editors stay in sync, errors show their position without breaking the
 * page, queryables are inserted at the cursor, and the request body is the
 * JSON a POST search needs. Needs the discovery-queryables plugin and
 * openapi/discovery.yaml (the fixture checks console and page errors).
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const route = '/docs/sample-projects/cql-playground';

type Editors = {text: Locator; json: Locator};

async function open(page: Page): Promise<Editors> {
  await page.goto(route);
  await waitForHydration(page);
  return {text: page.getByLabel('CQL2 text', {exact: true}), json: page.getByLabel('CQL2 JSON', {exact: true})};
}

/** The element that `aria-describedby` of `field` names first: the error while the field is invalid. */
async function describedError(page: Page, field: Locator): Promise<Locator> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const first = ids.split(' ')[0] ?? '';
  return page.locator(`[id="${first}"]`);
}

const cloudAndPlatform = {
  op: 'and',
  args: [
    {op: '<=', args: [{property: 'eo:cloud_cover'}, 15]},
    {op: '=', args: [{property: 'platform'}, 'orion-3']},
  ],
};

test('typing CQL2 text fills in the CQL2 JSON', async ({page}) => {
  const {text, json} = await open(page);
  await text.fill("eo:cloud_cover <= 15 AND platform = 'orion-3'");
  await expect.poll(async () => JSON.parse(await json.inputValue()) as unknown).toEqual(cloudAndPlatform);
  await expect(text).toHaveAttribute('aria-invalid', 'false');
});

test('a broken filter shows the error at its position and keeps the last valid JSON', async ({page}) => {
  const {text, json} = await open(page);
  await text.fill("eo:cloud_cover <= 15 AND platform = 'orion-3'");
  await expect.poll(async () => JSON.parse(await json.inputValue()) as unknown).toEqual(cloudAndPlatform);

  // Drop the closing quote: the string that starts at column 37 never ends.
  await text.fill("eo:cloud_cover <= 15 AND platform = 'orion-3");
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  const error = await describedError(page, text);
  await expect(error).toContainText('Line 1, column 37');
  await expect(error).toContainText('Unterminated string');
  const [excerpt = '', caret = ''] = (await error.locator('pre').innerText()).split('\n');
  expect(excerpt).toBe("eo:cloud_cover <= 15 AND platform = 'orion-3");
  expect(caret.indexOf('^')).toBe(36);
  expect(JSON.parse(await json.inputValue())).toEqual(cloudAndPlatform);

  // "Go to the error" puts the cursor there.
  await error.getByRole('button', {name: 'Go to the error'}).click();
  await expect(text).toBeFocused();
  expect(await text.evaluate((el) => (el as HTMLTextAreaElement).selectionStart)).toBe(36);

  // Other errors, then a fix: the page keeps working.
  await text.fill('eo:cloud_cover <= ');
  await expect(await describedError(page, text)).toContainText(/column 19.*Expected a value after '<='/);
  await text.fill('(eo:cloud_cover <= 15');
  await expect(await describedError(page, text)).toContainText(/column 1.*Unclosed '\('/);
  await text.fill('eo:cloud_cover <= 5');
  await expect(text).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Go to the error')).toHaveCount(0);
  expect(JSON.parse(await json.inputValue())).toEqual({op: '<=', args: [{property: 'eo:cloud_cover'}, 5]});
});

test('editing the CQL2 JSON rewrites the CQL2 text; a shape error names its JSON Pointer', async ({page}) => {
  const {text, json} = await open(page);
  await json.fill(JSON.stringify({op: 'in', args: [{property: 'platform'}, ['orion-3', 'orion-4']]}, null, 2));
  await expect(text).toHaveValue("platform IN ('orion-3','orion-4')");

  await json.fill('{"op": "eq", "args": [{"property": "gsd"}, 0.5]}');
  await expect(json).toHaveAttribute('aria-invalid', 'true');
  const error = await describedError(page, json);
  await expect(error).toContainText('Line 1, column 8 (at /op)');
  await expect(error).toContainText('CQL2 JSON writes it "="');
  await expect(text).toHaveValue("platform IN ('orion-3','orion-4')");

  await json.fill('{"op": "=", "args": [{"property": "gsd"}, 0.5]}');
  await expect(text).toHaveValue('gsd = 0.5');
  await expect(json).toHaveAttribute('aria-invalid', 'false');
});

test('selecting a queryable inserts it at the cursor', async ({page}) => {
  const {text, json} = await open(page);
  await text.fill('');
  await page.getByRole('button', {name: 'eo:cloud_cover', exact: true}).click();
  await expect(text).toHaveValue('eo:cloud_cover ');
  await expect(text).toBeFocused();
  await page.keyboard.type('<= 5 AND  >= 30');
  // Put the cursor in the gap after AND and insert another name there.
  await text.evaluate((el) => (el as HTMLTextAreaElement).setSelectionRange(24, 24));
  await page.getByRole('button', {name: 'view:sun_elevation', exact: true}).click();
  await expect(text).toHaveValue('eo:cloud_cover <= 5 AND view:sun_elevation >= 30');
  await expect
    .poll(async () => JSON.parse(await json.inputValue()) as unknown)
    .toEqual({
      op: 'and',
      args: [
        {op: '<=', args: [{property: 'eo:cloud_cover'}, 5]},
        {op: '>=', args: [{property: 'view:sun_elevation'}, 30]},
      ],
    });
});

test('the request body is valid JSON with the filter, and can be copied', async ({page}) => {
  const {text} = await open(page);
  await text.fill("eo:cloud_cover <= 15 AND platform = 'orion-3'");
  const request = page.getByRole('region', {name: 'STAC search request'});
  await expect(request).toContainText('POST https://api.example.com/discovery/v1/search');
  await expect
    .poll(async () => JSON.parse(await request.locator('pre code').innerText()) as unknown)
    .toEqual({collections: ['orion-ortho'], 'filter-lang': 'cql2-json', filter: cloudAndPlatform, limit: 10});
  // The copy button puts the request body on the clipboard, as JSON that parses to what the page shows.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText('before copy'));
  await request.getByRole('button', {name: /copy/i}).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('before copy');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toEqual({collections: ['orion-ortho'], 'filter-lang': 'cql2-json', filter: cloudAndPlatform, limit: 10});
});

test('examples load, and queryable checks warn about unknown names', async ({page}) => {
  const {text, json} = await open(page);
  await page.getByLabel('Example filter').selectOption({label: 'Two satellites, 30–60 cm resolution'});
  await page.getByRole('button', {name: 'Load example'}).click();
  await expect(text).toHaveValue("platform IN ('orion-3','orion-4') AND gsd BETWEEN 0.3 AND 0.6");
  expect(JSON.parse(await json.inputValue())).toMatchObject({op: 'and'});
  await expect(page.getByRole('region', {name: 'Checks against the discovery API'})).toHaveCount(0);

  await text.fill('cloud_cover < 10');
  await expect(page.getByRole('region', {name: 'Checks against the discovery API'})).toContainText('Did you mean eo:cloud_cover?');
});

test('the playground shows the conformance classes a filter uses, standard CQL2 beyond the API included', async ({page}) => {
  const {text, json} = await open(page);
  const classes = page.getByRole('region', {name: 'Conformance classes used'});
  await text.fill("eo:cloud_cover <= 15 AND platform = 'orion-3'");
  await expect(classes.getByRole('listitem')).toHaveText(['Basic CQL2']);

  await text.fill('S_INTERSECTS(geometry, GEOMETRYCOLLECTION(POINT(12.5 41.9), LINESTRING(12.4 41.8, 12.6 42))) AND eo:cloud_cover + 5 < view:off_nadir');
  await expect(text).toHaveAttribute('aria-invalid', 'false');
  await expect(classes.getByRole('listitem')).toHaveText([
    'Basic CQL2',
    'Basic spatial functions with additional spatial literals',
    'Property-property comparisons',
    'Arithmetic expressions',
  ]);
  await expect
    .poll(async () => (JSON.parse(await json.inputValue()) as {args: Array<{args: unknown[]}>}).args[0]?.args[1])
    .toMatchObject({type: 'GeometryCollection'});
  await expect(page.getByRole('region', {name: 'Checks against the discovery API'})).toContainText('arithmetic');

  await text.fill("S_WITHIN(geometry, Buffer(POINT(12.5 41.9), 10, 'km'))");
  await expect(classes.getByRole('listitem')).toContainText(['Custom functions']);
});

test('invalid standard input gets a precise error: a date that does not exist, a wrong arity, an unknown function', async ({page}) => {
  const {text} = await open(page);
  await text.fill("datetime >= DATE('2023-02-30')");
  await expect(await describedError(page, text)).toContainText(/column 18.*2023-02 has 28 days/);
  await text.fill('S_WITHIN(geometry, Buffer(POINT(12.5 41.9), 10))');
  await expect(await describedError(page, text)).toContainText(/column 20.*Buffer takes 3 arguments, not 2/);
  await text.fill('Area(geometry) > 1 AND Perimeter(geometry) > 2');
  await expect(await describedError(page, text)).toContainText(/column 24.*Unknown function 'Perimeter'/);
});

test('deep or huge input gets an error and the playground stays usable', async ({page}) => {
  const {text, json} = await open(page);
  await text.fill(`${'NOT '.repeat(2000)}eo:cloud_cover < 10`);
  await expect(await describedError(page, text)).toContainText('nested more than 256 levels deep');
  await text.fill(`platform = '${'x'.repeat(100_000)}'`);
  await expect(await describedError(page, text)).toContainText('the limit is 50,000');
  await text.fill('eo:cloud_cover < 10');
  await expect(text).toHaveAttribute('aria-invalid', 'false');
  await expect.poll(async () => JSON.parse(await json.inputValue()) as unknown).toEqual({op: '<', args: [{property: 'eo:cloud_cover'}, 10]});
});

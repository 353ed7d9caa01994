/**
 * Each API area's introduction page offers its OpenAPI file (Export → OpenAPI
 * Spec); the link serves a bundled spec that parses. The Postman files are
 * served too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {test, expect, waitForHydration} from './fixtures';

const infoPages = fs
  .readdirSync('docs', {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join('docs', entry.name, 'api')))
  .flatMap((entry) =>
    fs
      .readdirSync(path.join('docs', entry.name, 'api'))
      .filter((file) => file.endsWith('.info.mdx'))
      .map((file) => ({area: entry.name, route: `/docs/${entry.name}/api/${file.replace(/\.info\.mdx$/, '')}`})),
  );

test('every API area has an introduction page', () => {
  expect(infoPages.length).toBeGreaterThanOrEqual(2);
});

for (const {area, route} of infoPages) {
  test(`${route} offers ${area}'s OpenAPI file, and it parses`, async ({page}) => {
    await page.goto(route);
    await waitForHydration(page);
    const link = page.locator('a.dropdown__link', {hasText: 'OpenAPI Spec'});
    await expect(link).toHaveAttribute('href', `/openapi/${area}.yaml`);
    const href = (await link.getAttribute('href')) ?? '';
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    const spec = parse(await response.text()) as {openapi?: string; paths?: Record<string, unknown>};
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths ?? {}).length).toBeGreaterThan(0);
  });
}

test('the Postman collection and environment are served', async ({page}) => {
  const collection = await page.request.get('/downloads/platform.postman_collection.json');
  expect(collection.status()).toBe(200);
  const body = (await collection.json()) as {info?: {schema?: string}; item?: unknown[]};
  expect(body.info?.schema).toMatch(/collection\/v2\.1\.0/);
  expect(body.item?.length).toBeGreaterThanOrEqual(2);
  const environment = await page.request.get('/downloads/platform.postman_environment.json');
  expect(environment.status()).toBe(200);
  const values = ((await environment.json()) as {values?: Array<{key: string}>}).values ?? [];
  expect(values.map((v) => v.key)).toEqual(expect.arrayContaining(['baseUrl', 'apiKey']));
});

/**
 * Each API area's introduction page offers its OpenAPI file (Export → OpenAPI
 * Spec); the link serves a bundled spec that parses. The Postman files are
 * served too.
 */
import fs from 'node:fs';
import {parse} from 'yaml';
import {apiAreas, apiOutputDirOf, bundledSpecPathOf, specPathOf} from '../config/openapi';
import {test, expect} from './fixtures';

/** Each area's generated introduction pages (`<slug>.info.mdx` in its output folder). */
const infoPagesOf = (area: string): string[] =>
  fs
    .readdirSync(apiOutputDirOf(area))
    .filter((file) => file.endsWith('.info.mdx'))
    .map((file) => `/${apiOutputDirOf(area)}/${file.replace(/\.info\.mdx$/, '')}`);

const infoPages = apiAreas.flatMap((area) => infoPagesOf(area).map((route) => ({area, route})));

test('every API area has exactly one introduction page', () => {
  expect(apiAreas.map((area) => [area, infoPagesOf(area).length])).toEqual(apiAreas.map((area) => [area, 1]));
});

// The link is in the server-rendered page: JavaScript off, no hydration to wait for. Soft: every area is reported.
test.describe('OpenAPI downloads', () => {
  test.use({javaScriptEnabled: false});
  test(`each of the ${infoPages.length} introduction pages offers its area's OpenAPI file, and it parses`, async ({page}) => {
    test.setTimeout(infoPages.length * 15_000);
    for (const {area, route} of infoPages) {
      await page.goto(route, {waitUntil: 'domcontentloaded'});
      const link = page.locator('a.dropdown__link', {hasText: 'OpenAPI Spec'});
      await expect.soft(link, route).toHaveAttribute('href', bundledSpecPathOf(area));
      const href = (await link.getAttribute('href')) ?? '';
      const response = await page.request.get(href);
      expect.soft(response.status(), `${route}: ${href}`).toBe(200);
      const spec = parse(await response.text()) as {openapi?: string; paths?: Record<string, unknown>} | null;
      expect.soft(spec?.openapi, `${href}: openapi version`).toMatch(/^3\./);
      const source = parse(fs.readFileSync(specPathOf(area), 'utf8')) as {paths?: Record<string, unknown>};
      expect.soft(Object.keys(spec?.paths ?? {}), `${href}: the paths of ${specPathOf(area)}`).toEqual(Object.keys(source.paths ?? {}));
    }
  });
});

test('the Postman collection and environment are served', async ({page}) => {
  const collection = await page.request.get('/downloads/platform.postman_collection.json');
  expect(collection.status()).toBe(200);
  const body = (await collection.json()) as {info?: {schema?: string}; item?: Array<{name?: string}>};
  expect(body.info?.schema).toMatch(/collection\/v2\.1\.0/);
  // One folder per API area, named after its spec's title.
  const titles = apiAreas.map((area) => (parse(fs.readFileSync(specPathOf(area), 'utf8')) as {info: {title: string}}).info.title);
  expect(body.item?.map((folder) => folder.name)).toEqual(titles);
  const environment = await page.request.get('/downloads/platform.postman_environment.json');
  expect(environment.status()).toBe(200);
  const values = ((await environment.json()) as {values?: Array<{key: string}>}).values ?? [];
  expect(values.map((v) => v.key)).toEqual(expect.arrayContaining(['baseUrl', 'apiKey']));
});

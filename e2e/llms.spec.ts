/** Every URL listed in llms.txt is a page (or spec file) of the built site. */
import {test, expect} from './fixtures';

test('llms.txt lists built pages only, and llms-full.txt exists', async ({page}) => {
  const response = await page.request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Imagery for developers/);
  const urls = [...text.matchAll(/\]\((https:\/\/developers\.example\.com[^)]+)\)/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(urls.length).toBeGreaterThan(30);
  expect(urls).toEqual(expect.arrayContaining(['/docs/authentication/guides/api-key', '/docs/usage/api/check-usage', '/openapi/usage.yaml']));
  const broken: string[] = [];
  for (const url of urls) {
    const res = await page.request.get(url);
    if (res.status() !== 200) broken.push(`${url} → ${res.status()}`);
  }
  expect(broken).toEqual([]);
  const full = await page.request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
  expect((await full.text()).length).toBeGreaterThan(text.length);
});

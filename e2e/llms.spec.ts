/** llms.txt links exactly the docs pages and the bundled specs, each served by the built site. */
import {hosts, site} from '../config/site';
import {test, expect} from './fixtures';
import {expectedLlmsLinks} from './inventory';

test('llms.txt lists exactly the docs pages and the specs, each served; llms-full.txt exists', async ({page}) => {
  const response = await page.request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Imagery for developers/);
  const urls = [...text.matchAll(/\]\((https:\/\/[^)]+)\)/g)].map((m) => new URL(m[1] ?? ''));
  expect(
    urls.filter((url) => url.origin !== site.url),
    `links outside ${site.url}`,
  ).toEqual([]);
  expect(urls.map((url) => url.pathname).sort()).toEqual(expectedLlmsLinks);
  expect(text).toContain(`Requests go to ${hosts.api}`);
  const broken: string[] = [];
  for (const {pathname: url} of urls) {
    const res = await page.request.get(url);
    if (res.status() !== 200) broken.push(`${url} → ${res.status()}`);
  }
  expect(broken).toEqual([]);
  const full = await page.request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
  expect((await full.text()).length).toBeGreaterThan(text.length);
});

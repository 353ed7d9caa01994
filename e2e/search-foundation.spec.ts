import {test, expectTopHit} from './fixtures';

const cases: Array<[query: string, pathPrefix: string]> = [
  ['bulk delete api keys', '/docs/authentication/api/bulk-delete-api-keys'],
  ['bearer token', '/docs/authentication/'],
  ['usage is allowed', '/docs/usage/'],
  ['rate limits', '/docs/api-conventions'],
];

for (const [query, pathPrefix] of cases) {
  test(`search "${query}" → ${pathPrefix} in the top 3`, async ({page}) => {
    await expectTopHit(page, query, pathPrefix);
  });
}

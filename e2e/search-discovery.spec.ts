import {test, expectTopHit} from './fixtures';

const cases: Array<[query: string, pathPrefix: string]> = [
  ['queryables', '/docs/discovery/'],
  ['cql2 filter', '/docs/discovery/'],
  ['cloud cover', '/docs/discovery/'],
  ['stereo pair', '/docs/discovery/'],
  ['image grid', '/docs/discovery/'],
  ['paging', '/docs/discovery/'],
];

for (const [query, pathPrefix] of cases) {
  test(`search "${query}" → ${pathPrefix} in the top 3`, async ({page}) => {
    await expectTopHit(page, query, pathPrefix);
  });
}

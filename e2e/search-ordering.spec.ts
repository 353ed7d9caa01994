import {test, expectTopHit} from './fixtures';

// Issue: each of these searches puts an ordering page in the top 3 hits.
const cases: Array<[query: string, pathPrefix: string]> = [
  ['cancel order', '/docs/ordering/'],
  ['amazon s3 delivery', '/docs/ordering/'],
  ['azure', '/docs/ordering/'],
  ['google cloud storage', '/docs/ordering/'],
  ['webhook', '/docs/ordering/'],
  ['estimate usage', '/docs/ordering/'],
  ['pipelines', '/docs/ordering/'],
];

for (const [query, pathPrefix] of cases) {
  test(`search "${query}" → ${pathPrefix} in the top 3`, async ({page}) => {
    await expectTopHit(page, query, pathPrefix);
  });
}

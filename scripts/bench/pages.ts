/** The page kinds the benchmarks measure (Lighthouse rows, HTML sizes): one page of each. */
export const benchPages = [
  ['home', '/'],
  ['guide', '/docs/authentication/guides/api-key'],
  ['endpoint', '/docs/ordering/api/place-order'],
  ['SDK reference', '/docs/developer-tools/python-sdk/ordering'],
  ['CQL2 playground', '/docs/sample-projects/cql-playground'],
] as const;

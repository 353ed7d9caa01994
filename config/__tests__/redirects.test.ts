/** config/redirects.ts checks the rows of config/redirectRows.json: a bad row stops the config load with its number and field. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from 'yaml';
import {checkRedirects} from '../redirects';

/** The cases are written as YAML, shorter to read than JSON (which YAML includes). */
const parseRedirects = (yaml: string, file: string) => checkRedirects(parse(yaml), file);

const good = `
- from: [/docs/old-a, /docs/old-b]
  to: /docs/new
  reason: 'SPEC §2: the old page became the new one.'
`;

test('a well-formed file gives its rows', () => {
  assert.deepEqual(parseRedirects(good, 'r.yaml'), [
    {from: ['/docs/old-a', '/docs/old-b'], to: '/docs/new', reason: 'SPEC §2: the old page became the new one.'},
  ]);
});

test('each kind of bad row is refused, naming the file, the row and the field', () => {
  const row2 = (yaml: string) => `${good}${yaml}`;
  const cases: Array<[string, RegExp]> = [
    ['from: /docs/a\nto: /docs/b', /r\.yaml: expected a list of rows/],
    [row2('- from: []\n  to: /docs/b\n  reason: why'), /r\.yaml: row 2: "from" must list at least one old path/],
    [row2('- from: [docs/a]\n  to: /docs/b\n  reason: why'), /row 2: old path "docs\/a" must start with \//],
    [row2('- from: [/docs/a/]\n  to: /docs/b\n  reason: why'), /row 2: old path "\/docs\/a\/" must start with \/ and not end with \//],
    [row2('- from: [/docs/a]\n  reason: why'), /row 2: "to" must be a route/],
    [row2('- from: [/docs/a]\n  to: /docs/b'), /row 2: "reason" must say why/],
    [row2('- from: [/docs/a]\n  to: /docs/b\n  reason: why\n  status: 302'), /row 2: unknown field status/],
    [row2('- just a string'), /row 2: expected \{from, to, reason\}/],
  ];
  for (const [yaml, message] of cases) assert.throws(() => parseRedirects(yaml, 'r.yaml'), message, yaml);
});

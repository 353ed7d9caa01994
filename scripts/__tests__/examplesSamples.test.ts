import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseFenceMeta} from '../lib/examples/fenceMeta';
import {extractSamples} from '../lib/examples/extractSamples';
import {pointAtMock, usesApiHost} from '../lib/examples/pointAtMock';
import {commandsFor} from '../lib/examples/commands';
import {dummyCredentials, sampleEnv} from '../lib/examples/sampleEnv';
import {parseCliOptions, selectDocs} from '../lib/examples/cliOptions';

test('fence meta: quoted values (with apostrophes), bare flags, highlight ranges ignored', () => {
  const meta = parseFenceMeta(`{1,3-4} norun="needs a person's password" title='a b.py' showLineNumbers response=200`);
  assert.equal(meta.get('norun'), "needs a person's password");
  assert.equal(meta.get('title'), 'a b.py');
  assert.equal(meta.get('showLineNumbers'), '');
  assert.equal(meta.get('response'), '200');
  assert.equal(parseFenceMeta('').size, 0);
});

const doc = [
  '<TabItem value="curl">', //                                   1
  '',
  '  ```bash', //                                                 3
  '  curl -sS --fail-with-body "https://api.example.com/usage/v1/usage"',
  '  ```',
  '',
  '```python norun="fragment"', //                                7
  'resp.raise_for_status()',
  '```',
  '```json', //                                                  10
  '{"a": 1}',
  '```',
  '```bash', //                                                  13
  'pip install requests',
  '```',
  '```js norun', //                                              16
  'x()',
  '```',
  '```text', //                                                  19
  'https://api.example.com',
  '```',
].join('\n');

test('samples: sample languages run, norun is skipped with its reason, other languages are ignored', () => {
  const {samples, skipped, problems} = extractSamples('docs/a.mdx', doc);
  assert.deepEqual(
    samples.map((s) => [s.line, s.lang, s.runner]),
    [[3, 'bash', 'bash']],
  );
  assert.equal(samples[0]?.source, 'curl -sS --fail-with-body "https://api.example.com/usage/v1/usage"');
  assert.deepEqual(skipped, [{file: 'docs/a.mdx', line: 7, lang: 'python', reason: 'fragment'}]);
  assert.deepEqual(
    problems.map((p) => p.line),
    [13, 16],
  );
  assert.match(problems[0]?.message ?? '', /sends no request.*norun/);
  assert.match(problems[1]?.message ?? '', /norun needs a reason/);
});

test('the one substitution: the API origin becomes the mock origin, nothing else changes', () => {
  const src = `curl "https://api.example.com/usage/v1/usage?period=current"\nTOKEN_URL = "https://api.example.com/auth/v1/token"\nnew URL("https://api.example.com")`;
  assert.equal(
    pointAtMock(src, 'http://127.0.0.1:4010'),
    `curl "http://127.0.0.1:4010/usage/v1/usage?period=current"\nTOKEN_URL = "http://127.0.0.1:4010/auth/v1/token"\nnew URL("http://127.0.0.1:4010")`,
  );
  assert.equal(
    pointAtMock('https://api.example.com.evil/x https://api.example.com:8443/x', 'http://m'),
    'https://api.example.com.evil/x https://api.example.com:8443/x',
  );
  assert.equal(usesApiHost('see https://api.example.com/usage'), true);
  assert.equal(usesApiHost('see https://account.example.com'), false);
});

test('bash samples run with -e -u -o pipefail from the command line, so line numbers stay the doc’s; Node with baseline WebAssembly only', () => {
  const bin = {node: '/node', python: '/py', tsxCli: '/tsx.mjs'};
  assert.deepEqual(commandsFor('bash', 's.sh', bin), {check: ['bash', '-n', 's.sh'], run: ['bash', '-e', '-u', '-o', 'pipefail', 's.sh']});
  assert.deepEqual(commandsFor('node', 's.mjs', bin).run, ['/node', '--liftoff-only', 's.mjs']);
  // Python and Node parse the whole file before running it: the run is the syntax check.
  assert.deepEqual(commandsFor('python', 's.py', bin), {check: undefined, run: ['/py', 's.py']});
  assert.equal(commandsFor('node', 's.mjs', bin).check, undefined);
  assert.deepEqual(commandsFor('tsx', 's.mts', bin), {check: undefined, run: ['/node', '--liftoff-only', '/tsx.mjs', 's.mts']});
});

test('samples get dummy credentials, no proxy and no NODE_OPTIONS', () => {
  const env = sampleEnv({PATH: '/bin', API_KEY: 'real-secret', HTTPS_PROXY: 'http://proxy:3128', NODE_OPTIONS: '--import tsx'});
  assert.equal(env.API_KEY, dummyCredentials.API_KEY);
  assert.equal(env.PATH, '/bin');
  assert.equal(env.HTTPS_PROXY, undefined);
  assert.equal(env.NODE_OPTIONS, undefined);
  assert.match(env.NO_PROXY ?? '', /127\.0\.0\.1/);
  for (const name of ['API_KEY', 'CLIENT_ID', 'CLIENT_SECRET', 'ACCESS_TOKEN']) assert.ok(env[name]);
});

test('command line: options and doc selection by file or folder', () => {
  const defaults = {jobs: 4, timeoutMs: 20_000};
  assert.deepEqual(parseCliOptions(['--jobs', '2', '--timeout', '5', 'docs/usage'], defaults), {paths: ['docs/usage'], jobs: 2, timeoutMs: 5000});
  assert.throws(() => parseCliOptions(['--jobs'], defaults), /positive number/);
  assert.throws(() => parseCliOptions(['--nope'], defaults), /unknown option/);
  const docs = ['docs/a.mdx', 'docs/usage/guides/u.mdx', 'docs/usage/index.mdx'];
  assert.deepEqual(selectDocs(docs, [], '/r', '/r').files, docs);
  assert.deepEqual(selectDocs(docs, ['docs/usage'], '/r', '/r').files, ['docs/usage/guides/u.mdx', 'docs/usage/index.mdx']);
  assert.deepEqual(selectDocs(docs, ['guides/u.mdx'], '/r', '/r/docs/usage'), {files: ['docs/usage/guides/u.mdx'], unmatched: []});
  assert.deepEqual(selectDocs(docs, ['docs/nope.mdx'], '/r', '/r').unmatched, ['docs/nope.mdx']);
});

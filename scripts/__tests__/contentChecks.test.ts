import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkApiPaths, checkJsonBlocks, checkNumberArrays, fencedBlocks, findApiPaths, matchesTemplate} from '../lib/contentChecks';

const specPaths = ['/auth/v1/api-keys', '/auth/v1/api-keys/{keyId}', '/usage/v1/usage'];

test('a concrete id matches a path template', () => {
  assert.equal(matchesTemplate('/auth/v1/api-keys/key_123', '/auth/v1/api-keys/{keyId}'), true);
  assert.equal(matchesTemplate('/auth/v1/api-keys/$KEY_ID', '/auth/v1/api-keys/{keyId}'), true);
  assert.equal(matchesTemplate('/auth/v1/api-keys/a/b', '/auth/v1/api-keys/{keyId}'), false);
});

test('finds API paths in URLs and prose, not doc routes', () => {
  const text = 'Call https://api.example.com/usage/v1/usage?period=current or `GET /auth/v1/api-keys`. See /docs/usage/.';
  assert.deepEqual(
    findApiPaths(text).map((p) => p.path),
    ['/usage/v1/usage', '/auth/v1/api-keys'],
  );
});

test('an unknown path is reported with its line', () => {
  const problems = checkApiPaths('docs/x.mdx', 'intro\ncurl https://api.example.com/usage/v2/usage\n', specPaths);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]?.line, 2);
  assert.match(problems[0]?.message ?? '', /usage\/v2\/usage/);
});

test('known paths pass', () => {
  assert.deepEqual(checkApiPaths('docs/x.mdx', 'DELETE /auth/v1/api-keys/{keyId}.', specPaths), []);
});

test('fences inside JSX are found with their language and meta', () => {
  const fences = fencedBlocks('<TabItem>\n  ```python norun="fragment"\n  print(1)\n  ```\n</TabItem>');
  assert.deepEqual(fences, [{lang: 'python', meta: 'norun="fragment"', body: 'print(1)', line: 2}]);
});

test('a JSON block with a trailing comma fails, valid JSON passes', () => {
  assert.deepEqual(checkJsonBlocks('a.mdx', '```json\n{"a": 1,}\n```'), [
    {file: 'a.mdx', line: 2, message: 'JSON block does not parse: PropertyNameExpected. Use strict JSON: no comments, trailing commas or "...".'},
  ]);
  // The line of the error inside the block, not the fence's.
  assert.equal(checkJsonBlocks('a.mdx', 'text\n\n```json\n{\n  "a": 1,\n  // note\n  "b": 2\n}\n```')[0]?.line, 6);
  assert.equal(checkJsonBlocks('a.mdx', '```json\n{"a": ...}\n```').length, 1);
  assert.equal(checkJsonBlocks('a.mdx', '```json\n\n```').length, 1, 'an empty block is an error');
  assert.deepEqual(checkJsonBlocks('a.mdx', '```json\n{"a": [1, 2]}\n```'), []);
  // An empty fence filled from a samples/ file at build time is not parsed here.
  assert.deepEqual(checkJsonBlocks('a.mdx', '```json title="package.json" source="samples/x/package.json"\n```'), []);
});

test('a service base path (/auth/v1) is valid when a spec path starts with it; an unknown one is not', () => {
  assert.deepEqual(checkApiPaths('a.mdx', 'Limits for /auth/v1 and /usage/v1.', specPaths), []);
  assert.equal(checkApiPaths('a.mdx', 'Limits for /orders/v1.', specPaths).length, 1);
});

test('URLs of other hosts are not API paths (STAC extension schema URLs)', () => {
  const text = '"https://stac-extensions.github.io/eo/v1.1.0/schema.json" and https://www.example.com/orders/v1/x';
  assert.deepEqual(findApiPaths(text), []);
});

test('a version segment must end the segment: /eo/v1.1.0 is not /eo/v1', () => {
  assert.deepEqual(findApiPaths('see /eo/v1.1.0/schema.json'), []);
});

test('coordinates one number per line are named with their line; a pair on one line passes', () => {
  const page = 'Text\n\n```json\n{\n  "bbox": [\n    12.4,\n    41.8\n  ]\n}\n```\n\n```python\npoint = [\n  -0.5,\n  1e3\n]\n```\n';
  assert.deepEqual(
    checkNumberArrays('a.mdx', page).map((p) => p.line),
    [5, 13],
  );
  assert.match(checkNumberArrays('a.mdx', page)[0]?.message ?? '', /\[12\.4, 41\.845\]/);
  assert.deepEqual(checkNumberArrays('a.mdx', '```json\n{"bbox": [12.4, 41.8], "ids": [\n  "a",\n  "b"\n]}\n```'), []);
});

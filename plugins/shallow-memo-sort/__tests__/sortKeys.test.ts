import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {keySortReplacement, patchKeySort} from '../sortKeys';
import {reactUtilsFile} from '../index';

const siteDir = path.resolve(import.meta.dirname, '../../..');

test('the installed theme-common has the line exactly once, and the patched source has no localeCompare left in it', () => {
  const file = reactUtilsFile(siteDir);
  const source = fs.readFileSync(file, 'utf8');
  const patched = patchKeySort(source, file);
  assert.ok(patched.includes(keySortReplacement.replace));
  assert.ok(!patched.slice(patched.indexOf('function useShallowMemoObject')).split('\n').slice(0, 8).join('\n').includes('localeCompare'));
});

test('a source without the line, or with it twice, is refused with the file name', () => {
  assert.throws(() => patchKeySort('export const x = 1;', '/x/reactUtils.js'), /\/x\/reactUtils\.js: expected the line .* once, found it 0 times/);
  assert.throws(() => patchKeySort(keySortReplacement.search + keySortReplacement.search, 'f'), /found it 2 times/);
});

test('the replacement sorts option keys into one order whatever order they came in', () => {
  const sortWith = (line: string, entries: Array<[string, unknown]>): string[] => {
    const deps = [...entries];
    vm.runInNewContext(line, {deps});
    return deps.map(([key]) => key);
  };
  const keys: Array<[string, unknown]> = [
    ['subtree', 1],
    ['attributes', 2],
    ['childList', 3],
    ['characterData', 4],
    ['attributeFilter', 5],
  ];
  const sorted = sortWith(keySortReplacement.replace, keys);
  assert.deepEqual(sorted, ['attributeFilter', 'attributes', 'characterData', 'childList', 'subtree']);
  assert.deepEqual(sortWith(keySortReplacement.replace, [...keys].reverse()), sorted);
  // The same order as upstream's localeCompare for these lower-camel-case keys.
  assert.deepEqual(sortWith(keySortReplacement.search, keys), sorted);
});

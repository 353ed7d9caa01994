import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fillSampleSources} from '../index';

function site(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-source-'));
  fs.mkdirSync(path.join(dir, 'samples', 'demo'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'samples', 'demo', 'main.js'), 'console.log("hi");\n');
  return dir;
}

const fence = (meta: string, value = '') => ({type: 'root', children: [{type: 'code', meta, value, position: {start: {line: 7}}}]});

test('an empty fence with source= gets the file, without its final newline', () => {
  const tree = fence('title="main.js" source="samples/demo/main.js"');
  fillSampleSources(tree, site(), 'docs/p.mdx');
  assert.equal(tree.children[0]?.value, 'console.log("hi");');
});

test('fences without source= are left alone', () => {
  const tree = fence('title="x.js"', 'const x = 1;');
  fillSampleSources(tree, site(), 'docs/p.mdx');
  assert.equal(tree.children[0]?.value, 'const x = 1;');
});

test('a missing file, a path outside samples/ and a fence with a body fail with page and line', () => {
  const dir = site();
  assert.throws(
    () => fillSampleSources(fence('source="samples/demo/nope.js"'), dir, 'docs/p.mdx'),
    /docs\/p\.mdx:7: source="samples\/demo\/nope\.js" does not exist/,
  );
  assert.throws(() => fillSampleSources(fence('source="../etc/passwd"'), dir, 'docs/p.mdx'), /must name a file under samples\//);
  assert.throws(() => fillSampleSources(fence('source="samples/demo/main.js"', 'old copy'), dir, 'docs/p.mdx'), /must be empty/);
});

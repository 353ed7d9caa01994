import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {walkFiles} from '../../scripts/lib/files';
import {hosts} from '../site';

const root = path.resolve(import.meta.dirname, '../..');

/** A string literal that starts with an example.com URL: a host spelled out in code. */
const hostLiteral = /['"`]https?:\/\/[a-z0-9.-]*example\.com/g;

/** Comment lines may name a host in prose (`https://api.example.com` in backticks). */
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

test('config/site.ts is the only code that spells out an example.com host (tests aside)', () => {
  const code = ['src', 'plugins', 'scripts', 'config']
    .flatMap((dir) => walkFiles(path.join(root, dir)))
    .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.split(path.sep).includes('__tests__'))
    .filter((file) => path.relative(root, file) !== path.join('config', 'site.ts'));
  assert.ok(code.length > 100, `only ${code.length} code files found: is the walk broken?`);
  const found = code.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (isComment(line) ? [] : [...line.matchAll(hostLiteral)].map((match) => `${path.relative(root, file)}:${i + 1}: ${match[0]}`))),
  );
  assert.deepEqual(found, [], 'import {hosts} from config/site.ts instead');
  // The pattern finds what it is for.
  assert.equal([...`const url = '${hosts.api}/x';`.matchAll(hostLiteral)].length, 1);
});

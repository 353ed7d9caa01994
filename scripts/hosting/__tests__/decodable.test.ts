import assert from 'node:assert/strict';
import {test} from 'node:test';
import {isDecodableRequest} from '../decodable';

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A small deterministic PRNG, so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const escape = (byte: number) => `%${byte.toString(16).padStart(2, '0')}`;

test('paths the browser decodes pass, paths it cannot decode do not', () => {
  for (const path of ['/', '/docs/', '/docs/api-conventions', '/docs/caf%C3%A9', '/docs/%E2%82%AC', '/docs/%F0%9F%98%80', '/a%20b', '/a%2Fb']) {
    assert.equal(isDecodableRequest(path), true, path);
  }
  for (const path of ['/docs/%E0%A4%A', '/docs/%', '/docs/%zz', '/docs/%C3', '/docs/%C0%AF', '/docs/%ED%A0%80', '/docs/%F4%90%80%80', '/docs/%FF']) {
    assert.equal(isDecodableRequest(path), false, path);
  }
});

test('the query string is not checked; the path before it is', () => {
  assert.equal(isDecodableRequest('/search?q=%'), true);
  assert.equal(isDecodableRequest('/docs/%E0?q=1'), false);
});

test('agrees with decodeURIComponent on 20,000 random escape sequences', () => {
  const next = random(19);
  for (let i = 0; i < 20_000; i++) {
    const parts: string[] = ['/'];
    const length = 1 + Math.floor(next() * 5);
    for (let j = 0; j < length; j++) {
      const r = next();
      // Mostly bytes from the interesting UTF-8 ranges, some literals and broken escapes.
      if (r < 0.7) parts.push(escape(Math.floor(next() * 256)));
      else if (r < 0.85) parts.push(escape([0xc2, 0xe0, 0xed, 0xf0, 0xf4][Math.floor(next() * 5)] ?? 0) + escape(0x80 + Math.floor(next() * 64)));
      else if (r < 0.95) parts.push('a');
      else parts.push(['%', '%4', '%g1'][Math.floor(next() * 3)] ?? '%');
    }
    const path = parts.join('');
    assert.equal(isDecodableRequest(path), decodes(path), path);
  }
});

test('agrees with decodeURIComponent on every valid code point boundary', () => {
  for (const cp of [0x7f, 0x80, 0x7ff, 0x800, 0xd7ff, 0xe000, 0xfffd, 0xffff, 0x10000, 0x10ffff]) {
    const path = `/x/${encodeURIComponent(String.fromCodePoint(cp))}`;
    assert.equal(isDecodableRequest(path), true, path);
  }
});

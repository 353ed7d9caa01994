import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {RedirectRow} from '../../../config/redirects';
import {canonicalPath, pathVariants, redirectMap} from '../routes';

const siteUrl = 'https://developers.example.com';

test('canonical path from minified or quoted markup', () => {
  assert.equal(canonicalPath('<link rel=canonical href=https://developers.example.com/docs/usage>', siteUrl), '/docs/usage');
  assert.equal(canonicalPath('<link data-rh="true" rel="canonical" href="https://developers.example.com/docs/">', siteUrl), '/docs/');
  assert.equal(canonicalPath('<link rel=icon href=/img/favicon.svg>', siteUrl), undefined);
});

test('variants of a page path', () => {
  assert.deepEqual(pathVariants('/docs/usage'), ['/docs/usage/', '/docs/usage/index.html', '/docs/usage.html']);
  assert.deepEqual(pathVariants('/docs/'), ['/docs', '/docs/index.html', '/docs.html']);
  assert.deepEqual(pathVariants('/'), ['/index.html']);
});

const pages = [
  {file: 'docs/index.html', path: '/docs/'},
  {file: 'docs/usage/index.html', path: '/docs/usage'},
  {file: 'docs/new/index.html', path: '/docs/new'},
];
const rows: RedirectRow[] = [{from: ['/docs/old'], to: '/docs/new', reason: 'test'}];

test('every spelling of an old path goes to its target in one hop; other spellings of a page to the page', () => {
  const map = redirectMap(pages, rows);
  for (const from of ['/docs/old', '/docs/old/', '/docs/old/index.html', '/docs/old.html']) assert.equal(map.get(from), '/docs/new', from);
  assert.equal(map.get('/docs/usage/'), '/docs/usage');
  assert.equal(map.get('/docs/usage/index.html'), '/docs/usage');
  assert.equal(map.get('/docs'), '/docs/');
  assert.equal(map.get('/docs/index.html'), '/docs/');
  for (const page of pages) assert.equal(map.has(page.path), false, `${page.path} is served, not redirected`);
  for (const target of map.values()) assert.equal(map.has(target), false, `${target} would be a second hop`);
});

test('a redirect to a page that is not built, or away from a served page, fails the build', () => {
  assert.throws(() => redirectMap(pages, [{from: ['/docs/x'], to: '/docs/missing', reason: 'test'}]), /not a built page/);
  assert.throws(() => redirectMap(pages, [{from: ['/docs/usage'], to: '/docs/new', reason: 'test'}]), /is a served page/);
});

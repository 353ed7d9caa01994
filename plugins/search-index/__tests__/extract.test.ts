import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildTime} from '../../../config/env';
import {extractSearchDocs} from '../extract';
import {withBuildTime} from '../index';

const guide = `<html><head><meta name="keywords" content="stac, search"></head><body>
<nav>Navbar text</nav>
<article><div class="markdown"><header><h1>Find imagery</h1></header>
<p>Intro before any heading.</p>
<h2 class="anchor" id="first-step">First step<a class="hash-link" href="#first-step">#</a></h2><p>Do this.</p>
<div><h3 id="nested">Nested heading</h3><p>Inside a wrapper.</p></div>
</div></article><footer>Footer text</footer></body></html>`;

test('page entry keeps the text before the first heading', () => {
  const [page] = extractSearchDocs(guide, '/docs/x');
  assert.deepEqual(page, {title: 'Find imagery', type: 0, url: '/docs/x', content: 'Intro before any heading.', keywords: 'stac  search'});
});

test('sections come from h2 and h3, nested ones included, with anchors', () => {
  const sections = extractSearchDocs(guide, '/docs/x').slice(1);
  assert.deepEqual(
    sections.map((s) => [s.title, s.url, s.content]),
    [
      ['First step', '/docs/x#first-step', 'Do this.'],
      ['Nested heading', '/docs/x#nested', 'Inside a wrapper.'],
    ],
  );
  assert.ok(sections.every((s) => s.pageTitle === 'Find imagery'));
});

test('navigation and footer text is not indexed', () => {
  const all = JSON.stringify(extractSearchDocs(guide, '/docs/x'));
  assert.ok(!all.includes('Navbar text') && !all.includes('Footer text'));
});

test('a page without an article or h1 gives nothing', () => {
  assert.deepEqual(extractSearchDocs('<html><body><main><h1>Home</h1></main></body></html>', '/'), []);
  assert.deepEqual(extractSearchDocs('<article><div class="markdown"><p>x</p></div></article>', '/y'), []);
});

const apiPage = `<article><div class="theme-api-markdown"><h1>Delete several API keys</h1>
<h2 class="openapi__method-endpoint-path">POST /auth/v1/api-keys/bulk-delete</h2><p>Delete up to 100 keys.</p>
<h2 id="request">Request\u200b</h2><p>Body.</p></div></article>`;

test('API pages: the endpoint heading stays in the introduction; the slug is a keyword', () => {
  const [page, ...sections] = extractSearchDocs(apiPage, '/docs/authentication/api/bulk-delete-api-keys');
  assert.equal(page?.content, 'POST /auth/v1/api-keys/bulk-delete Delete up to 100 keys.');
  assert.equal(page?.keywords, 'bulk delete api keys');
  assert.deepEqual(
    sections.map((s) => s.title),
    ['Request'],
  );
});

test('the search files take the build time shared by both build steps, and an unexpected file name fails', () => {
  const names = withBuildTime({searchDoc: 'search-doc-1761925489385.json', lunrIndex: 'lunr-index-1761925489385.json'});
  assert.equal(names.searchDoc, `search-doc-${buildTime}.json`);
  assert.equal(names.lunrIndex, `lunr-index-${buildTime}.json`);
  assert.throws(() => withBuildTime({searchDoc: 'search-doc.json', lunrIndex: 'lunr-index-1.json'}), /does not end in -<timestamp>\.json/);
});

test('minified HTML without optional end tags keeps the words of cells and items apart, inline code attached', () => {
  // The build's HTML minifier leaves out </th>, </tr>, </thead>, </li> and </p>.
  const minified =
    '<article><div class=markdown><h1>Areas</h1><table><thead><tr><th>API area<th>Step<tbody><tr><td>Discovery<td>1. Discover</table>' +
    '<ul><li>one<li>two</ul><p>a user ID (<code>usr_...</code>)<p>next</div></article>';
  const [page] = extractSearchDocs(minified, '/docs/areas');
  assert.equal(page?.content, 'API area Step Discovery 1. Discover one two a user ID (usr_... ) next');
});

test('a <wbr> inside code is not a word boundary: the code is indexed whole', () => {
  const html = `<html><body><article><div class="markdown"><header><h1>States</h1></header>
<table><tbody><tr><td><code>partially_<wbr>fulfilled</code></td><td>Some images.</td></tr></tbody></table></div></article></body></html>`;
  const [page] = extractSearchDocs(html, '/docs/x');
  assert.match(page?.content ?? '', /\bpartially_fulfilled\b/);
});

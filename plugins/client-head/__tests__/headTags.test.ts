import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Fragment, createElement as h} from 'react';
import {headProps, keyAttribute, mergeHead, type Tag} from '../headTags';

const meta = (attributes: Array<[string, string]>): Tag => ({name: 'meta', attributes});

test("one <Head>'s children: title, html and body attributes, tags with React names turned into HTML's", () => {
  const props = headProps([
    h('title', {key: 't'}, 'Get a token', ' | Site'),
    h('html', {key: 'h', className: 'docs-page', lang: 'en', 'data-has-hydrated': false}),
    h(Fragment, {key: 'f'}, h('meta', {charSet: 'UTF-8'}), [h('meta', {key: 'm', httpEquiv: 'refresh', content: undefined})]),
    h('script', {key: 's', type: 'application/ld+json'}, '{"a":1}'),
    h('div', {key: 'd'}),
    'text',
    null,
  ]);
  assert.deepEqual(props, {
    title: 'Get a token | Site',
    html: {class: 'docs-page', lang: 'en', 'data-has-hydrated': ''},
    tags: [
      meta([['charset', 'UTF-8']]),
      meta([
        ['http-equiv', 'refresh'],
        ['content', ''],
      ]),
      {
        name: 'script',
        attributes: [
          ['type', 'application/ld+json'],
          ['innerHTML', '{"a":1}'],
        ],
      },
    ],
  });
  assert.throws(() => headProps(h('meta', {name: 'x'}, 'text')), /<meta \/> in <Head> cannot have children/);
});

test("a tag's key is its last primary attribute; a canonical link is keyed by rel; no key, no tag", () => {
  assert.equal(
    keyAttribute(
      meta([
        ['name', 'description'],
        ['content', 'x'],
      ]),
    ),
    'name',
  );
  assert.equal(
    keyAttribute(
      meta([
        ['property', 'og:title'],
        ['content', 'x'],
      ]),
    ),
    'property',
  );
  assert.equal(keyAttribute(meta([['content', 'x']])), undefined);
  assert.equal(
    keyAttribute(
      meta([
        ['name', ''],
        ['content', 'x'],
      ]),
    ),
    undefined,
  );
  const link = (attributes: Array<[string, string]>): Tag => ({name: 'link', attributes});
  assert.equal(
    keyAttribute(
      link([
        ['rel', 'canonical'],
        ['href', '/a'],
      ]),
    ),
    'rel',
  );
  assert.equal(
    keyAttribute(
      link([
        ['rel', 'alternate'],
        ['href', '/a'],
        ['hreflang', 'en'],
      ]),
    ),
    'href',
  );
  assert.equal(
    keyAttribute({
      name: 'script',
      attributes: [
        ['type', 'application/ld+json'],
        ['innerHTML', '{}'],
      ],
    }),
    'innerHTML',
  );
});

test('nested <Head>s merge as react-helmet-async merges them: the later wins title, attribute and keyed tag', () => {
  const site = headProps([
    h('title', {key: 1}, 'Site'),
    h('html', {key: 2, lang: 'en', className: 'site'}),
    h('meta', {key: 3, name: 'description', content: 'The site'}),
    h('meta', {key: 4, property: 'og:title', content: 'Site'}),
    h('link', {key: 5, rel: 'canonical', href: '/'}),
    h('meta', {key: 6, name: 'twitter:card', content: 'summary'}),
  ]);
  const page = headProps([
    h('title', {key: 1}, 'Page | Site'),
    h('html', {key: 2, className: 'site page'}),
    h('meta', {key: 3, name: 'DESCRIPTION', content: 'The page'}),
    h('meta', {key: 4, property: 'og:title', content: 'Page'}),
    h('link', {key: 5, rel: 'canonical', href: '/page'}),
    h('meta', {key: 7, name: 'keywords', content: 'a'}),
    h('meta', {key: 8, name: 'keywords', content: 'b'}),
  ]);
  const state = mergeHead([site, page]);
  assert.equal(state.title, 'Page | Site');
  assert.deepEqual(state.html, {lang: 'en', class: 'site page'});
  assert.deepEqual(
    state.tags.meta.map((tag) => Object.fromEntries(tag.attributes)),
    [
      {name: 'twitter:card', content: 'summary'},
      {name: 'DESCRIPTION', content: 'The page'},
      {property: 'og:title', content: 'Page'},
      {name: 'keywords', content: 'a'},
      {name: 'keywords', content: 'b'},
    ],
  );
  assert.deepEqual(
    state.tags.link.map((tag) => Object.fromEntries(tag.attributes)),
    [{rel: 'canonical', href: '/page'}],
  );
  assert.equal(mergeHead([page, site]).title, 'Site', 'order, not depth, decides');
  assert.deepEqual(mergeHead([]), {html: {}, body: {}, tags: {base: [], link: [], meta: [], noscript: [], script: [], style: []}});
});

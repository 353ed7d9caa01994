import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement as h, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Helmet, HelmetProvider, type HelmetServerState} from 'react-helmet-async';
import {headProps, mergeHead, tagNames} from '../headTags';

type Tags = Record<string, Array<Record<string, string>>>;

/** What react-helmet-async itself makes of these <Head>s (its server rendering, as Docusaurus's build runs it). */
function helmetHead(heads: ReactNode[]): {title: string; html: string; tags: Tags} {
  const context: {helmet?: HelmetServerState} = {};
  renderToStaticMarkup(h(HelmetProvider, {context}, ...heads.map((children, i) => h(Helmet, {key: i}, children))));
  const helmet = context.helmet as HelmetServerState;
  const tags: Tags = {};
  for (const name of tagNames) {
    const markup = helmet[name].toString();
    tags[name] = [...markup.matchAll(new RegExp(`<${name}\\b([^>]*?)/?>(?:([^<]*)</${name}>)?`, 'g'))].map(([, attributes = '', inner]) => {
      const entries = [...attributes.matchAll(/([^\s=]+)="([^"]*)"/g)].map(([, key = '', value = '']): [string, string] => [
        key,
        value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
      ]);
      const tag: Record<string, string> = Object.fromEntries(entries.filter(([key]) => key !== 'data-rh'));
      return inner ? {...tag, [name === 'style' ? 'cssText' : 'innerHTML']: inner} : tag;
    });
  }
  return {title: helmet.title.toString().replace(/<[^>]*>/g, ''), html: helmet.htmlAttributes.toString(), tags};
}

function ourHead(heads: ReactNode[]): {title: string; html: string; tags: Tags} {
  const state = mergeHead(heads.map((children) => headProps(children)));
  const tags: Tags = {};
  for (const name of tagNames) tags[name] = state.tags[name].map((tag) => Object.fromEntries(tag.attributes));
  const html = Object.entries(state.html)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
  return {title: state.title ?? '', html, tags};
}

// The <Head>s of a Docusaurus doc page, from the layout's site metadata down to the page's.
const docPage: ReactNode[] = [
  [
    h('html', {key: 1, lang: 'en', dir: 'ltr'}),
    h('title', {key: 2}, 'Imagery for developers'),
    h('meta', {key: 3, property: 'og:title', content: 'Imagery for developers'}),
    h('meta', {key: 4, name: 'twitter:card', content: 'summary_large_image'}),
    h('link', {key: 5, rel: 'alternate', href: 'https://example.com/a', hrefLang: 'en'}),
    h('link', {key: 6, rel: 'canonical', href: 'https://example.com/'}),
    h('meta', {key: 7, name: 'description', content: 'The site'}),
  ],
  [h('html', {key: 1, className: 'plugin-docs'}), h('meta', {key: 2, name: 'docusaurus_version', content: 'current'})],
  [
    h('html', {key: 1, className: 'plugin-docs docs-doc-page'}),
    h('title', {key: 2}, 'Get a token | Imagery for developers'),
    h('meta', {key: 3, property: 'og:title', content: 'Get a token | Imagery for developers'}),
    h('meta', {key: 4, name: 'description', content: 'Exchange "client" credentials & get a token'}),
    h('link', {key: 5, rel: 'canonical', href: 'https://example.com/get-a-token'}),
    h('meta', {key: 6, content: 'no key'}),
    h('script', {key: 7, type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}'),
  ],
  [h('html', {key: 1, 'data-has-hydrated': 'true'}), h('script', {key: 2, type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}')],
];

test('the merged head is the one react-helmet-async renders for the same <Head>s', () => {
  const expected = helmetHead(docPage);
  assert.equal(expected.title, 'Get a token | Imagery for developers');
  assert.deepEqual(
    expected.tags.link?.map((link) => link.rel),
    ['alternate', 'canonical'],
  );
  assert.equal(expected.tags.script?.length, 1, 'the same JSON-LD twice is written once');
  assert.equal(expected.tags.meta?.length, 4, 'a later <Head> replaces og:title and description; a meta without a key is dropped');
  assert.deepEqual(ourHead(docPage), expected);
  for (let i = 1; i < docPage.length; i += 1) {
    const reordered = [...docPage.slice(i), ...docPage.slice(0, i)];
    assert.deepEqual(ourHead(reordered), helmetHead(reordered), `order starting at <Head> ${i}`);
  }
});

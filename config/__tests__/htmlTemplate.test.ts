import {test} from 'node:test';
import assert from 'node:assert/strict';
import {entryAttribute, scriptLoader} from '../htmlTemplate';
import {renderTemplate} from './renderTemplate';

const render = (scripts: string[]) => renderTemplate({scripts});

test('the template preloads the bundles in order and runs none of them from the HTML', async () => {
  const html = await render(['assets/js/runtime~main.js', 'assets/js/main.js']);
  assert.doesNotMatch(html, /<script[^>]*\ssrc=/, 'no <script src>: the loader adds them');
  const preloads = [...html.matchAll(new RegExp(`<link rel="preload" as="script" fetchpriority="low" ${entryAttribute} href="([^"]+)"`, 'g'))].map(
    (match) => match[1],
  );
  assert.deepEqual(preloads, ['/assets/js/runtime~main.js', '/assets/js/main.js']);
  assert.match(html, /<link rel="stylesheet" href="\/assets\/css\/styles.css" \/>/);
  assert.match(html, /<title>Page<\/title>/);
  assert.match(html, /<div id="__docusaurus"><main><h1>Title<\/h1><\/main><\/div>/);
});

test('the loader is the body’s last script, the same text on every page (one CSP hash)', async () => {
  const first = await render(['assets/js/main.a.js']);
  const second = await render(['assets/js/runtime.b.js', 'assets/js/main.b.js']);
  const loaderOf = (html: string) => /<script data-base-url="\/">([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1];
  assert.ok(loaderOf(first)?.includes(`link[${entryAttribute}]`), 'the loader reads the preload links');
  assert.equal(loaderOf(second), loaderOf(first));
});

test('the loader parses as a script and uses no syntax newer than ES5', () => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiling (not running) the loader's text is the point
  assert.doesNotThrow(() => new Function(scriptLoader));
  assert.doesNotMatch(scriptLoader, /=>|\bconst\b|\blet\b|`/, 'arrow functions, const, let or template literals');
});

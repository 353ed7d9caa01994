import {test} from 'node:test';
import assert from 'node:assert/strict';
import {entryAttribute} from '../../../config/htmlTemplate';
import {renderTemplate} from '../../../config/__tests__/renderTemplate';
import {pageVariant} from '../pageVariants';

const render = () =>
  renderTemplate({
    scripts: ['assets/js/runtime~main.js', 'assets/js/main.js'],
    appHtml: '<main><h1>Title</h1><script type="application/json" id="__route-chain">[]</script></main>',
  });

const preloads = (html: string) => html.match(new RegExp(`<link[^>]*${entryAttribute}[^>]*>`, 'g')) ?? [];
const hasLoader = (html: string) => /<script data-base-url=/.test(html);

test('"scripts not run" keeps the preload links and drops the loader; "no scripts" drops both', async () => {
  const html = await render();
  assert.equal(pageVariant(html, 'as built'), html);
  const notRun = pageVariant(html, 'scripts not run');
  assert.equal(preloads(notRun).length, 2);
  assert.equal(hasLoader(notRun), false);
  const none = pageVariant(html, 'no scripts');
  assert.deepEqual(preloads(none), []);
  assert.equal(hasLoader(none), false);
  // Everything else stays: the stylesheet, the inline color-mode script, the page's data.
  for (const kept of ['<link rel="stylesheet" href="/assets/css/styles.css" />', '<script>/* color mode */</script>', 'id="__route-chain"', '<h1>Title</h1>']) {
    assert.ok(none.includes(kept), kept);
  }
});

test('the variants work on the minified HTML the build writes', () => {
  const built =
    '<head><link rel=stylesheet href=/assets/css/styles.css /><link rel=preload as=script fetchpriority=low data-entry href=/assets/js/main.1.js /></head>' +
    '<body><div id=__docusaurus></div><script data-base-url=/>!function(){var e=document.querySelectorAll("link[data-entry]")}();</script></body>';
  assert.equal(
    pageVariant(built, 'scripts not run'),
    '<head><link rel=stylesheet href=/assets/css/styles.css /><link rel=preload as=script fetchpriority=low data-entry href=/assets/js/main.1.js /></head><body><div id=__docusaurus></div></body>',
  );
  assert.equal(pageVariant(built, 'no scripts'), '<head><link rel=stylesheet href=/assets/css/styles.css /></head><body><div id=__docusaurus></div></body>');
});

test('a page without the loader or the preload links fails loudly instead of being measured as built', () => {
  assert.throws(() => pageVariant('<html><body></body></html>', 'scripts not run', '404.html'), /no script loader in 404\.html/);
  assert.throws(() => pageVariant('<body><script data-base-url=/>x</script></body>', 'no scripts'), /no preloaded scripts/);
});

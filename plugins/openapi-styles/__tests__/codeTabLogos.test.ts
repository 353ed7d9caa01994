import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import postcss from 'postcss';
import {compile} from 'sass';
import {languageTabs} from '../../../config/openapi';
import {codeTabLogos} from '../codeTabLogos';
import {openApiStyleFiles} from '../index';

const file = '/theme/styles.css';
/** The plugin for `stylesheet`, run on `css` read from `from`. */
const run = async (css: string, shown: string[], from = file, stylesheet = file): Promise<string> =>
  (await postcss([codeTabLogos(stylesheet, shown)]).process(css, {from})).css;

test('drops the rules and selectors of hidden languages, keeps the shown ones and everything else', async () => {
  const css = [
    '.openapi-tabs__code-item--curl{color:red}',
    '.openapi-tabs__code-item--rust.active{border-color:red}',
    '.openapi-tabs__code-item--objective-c:after{content:""}',
    '.openapi-tabs__code-item--c,.openapi-tabs__code-item--python{margin:0}',
    '@media (max-width:500px){.openapi-tabs__code-item--go{padding:0}.openapi-tabs__code-item{padding:1px}}',
    '.openapi-explorer__form{display:block}',
  ].join('\n');
  assert.equal(
    await run(css, ['curl', 'python']),
    [
      '.openapi-tabs__code-item--curl{color:red}',
      '.openapi-tabs__code-item--python{margin:0}',
      '@media (max-width:500px){.openapi-tabs__code-item{padding:1px}}',
      '.openapi-explorer__form{display:block}',
    ].join('\n'),
  );
});

test('leaves other files alone, and fails when a shown language has no rule (a renamed logo class)', async () => {
  const css = '.openapi-tabs__code-item--rust{color:red}';
  assert.equal(await run(css, ['curl'], '/src/css/custom.css'), css);
  await assert.rejects(run(css, ['curl']), /no code tab rule for curl in \/theme\/styles\.css: check languageTabs' logoClass/);
});

test("on the theme's real stylesheet: only the shown languages' tabs are left, and most of the file's size goes", async () => {
  const [themeStylesheet = ''] = openApiStyleFiles(path.resolve(import.meta.dirname, '../../..'));
  const compiled = compile(themeStylesheet, {style: 'compressed'}).css;
  const shown = languageTabs.map((tab) => tab.logoClass);
  const kept = await run(compiled, shown, themeStylesheet, themeStylesheet);
  const languages = (css: string) => new Set([...css.matchAll(/\.openapi-tabs__code-item--([a-z0-9-]+)/g)].map((m) => m[1]));
  assert.ok(languages(compiled).size > 10, 'the theme styles many languages');
  assert.deepEqual([...languages(kept)].sort(), [...shown].sort());
  assert.ok(kept.length < compiled.length * 0.6, `${kept.length} of ${compiled.length} characters kept`);
});

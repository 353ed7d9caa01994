import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import openApiStylesPlugin, {chunkName, openApiStyleFiles} from '../index';
import openApiTheme from '../theme';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const context = {siteDir} as LoadContext;

/** The `test` of the plugin's cache group, as the bundler gets it. */
function cacheGroupTest(): RegExp {
  const {configureWebpack} = openApiStylesPlugin(context);
  assert.ok(configureWebpack);
  const result = configureWebpack.call(undefined as never, {}, false, undefined as never, undefined) as {
    optimization: {splitChunks: {cacheGroups: Record<string, {test: RegExp; priority: number}>}};
  };
  const group = result.optimization.splitChunks.cacheGroups[chunkName];
  assert.ok(group);
  assert.ok(group.priority > 50, "above Docusaurus's one-file `styles` group");
  return group.test;
}

test("the API pages' stylesheet is the theme's styles.scss, then our overrides, both installed", () => {
  const files = openApiStyleFiles(siteDir);
  assert.deepEqual(
    files.map((file) => path.relative(siteDir, file)),
    ['node_modules/docusaurus-theme-openapi-docs/lib/theme/styles.scss', 'src/css/openapi-overrides.css'],
  );
  for (const file of files) assert.ok(fs.existsSync(file), file);
});

test('exactly those two files get the file of their own; the theme component CSS that guides use stays global', () => {
  const matches = cacheGroupTest();
  for (const file of openApiStyleFiles(siteDir)) assert.ok(matches.test(file), file);
  const themeDir = path.join(siteDir, 'node_modules/docusaurus-theme-openapi-docs/lib/theme');
  for (const file of [path.join(themeDir, 'Tabs/styles.module.css'), path.join(siteDir, 'src/css/custom.css'), `${openApiStyleFiles(siteDir)[0]}.bak`]) {
    assert.ok(!matches.test(file), file);
  }
});

test('the server bundle is left alone', () => {
  const {configureWebpack} = openApiStylesPlugin(context);
  assert.deepEqual(configureWebpack?.call(undefined as never, {}, true, undefined as never, undefined), {});
});

test('the theme keeps its components but adds no global stylesheet', () => {
  const theme = openApiTheme(context);
  assert.equal(theme.name, 'docusaurus-theme-openapi');
  assert.deepEqual(theme.getClientModules?.(), []);
  assert.ok(theme.getThemePath?.());
});

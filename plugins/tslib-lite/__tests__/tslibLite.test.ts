import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext} from '@docusaurus/types';
import tslibLitePlugin, {helpersCalledIn, helpersFile, packageLibDir} from '../index';
import * as helpers from '../helpers';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const tslib = createRequire(path.join(siteDir, 'package.json'))('tslib') as Record<string, (value: unknown) => unknown>;

test('the installed @docusaurus/utils-common calls tslib helpers, and helpers.ts has each of them', () => {
  const called = helpersCalledIn(packageLibDir(siteDir));
  assert.ok(called.length > 0, 'if the package stops using tslib, the plugin can go');
  for (const name of called) assert.equal(typeof (helpers as Record<string, unknown>)[name], 'function', name);
});

test("__importDefault behaves as tslib's", () => {
  const esModule = {__esModule: true, default: 1};
  for (const value of [esModule, {default: 2}, () => 3, 'text', 0, null, undefined, {__esModule: false}]) {
    assert.deepEqual(helpers.__importDefault(value), tslib.__importDefault?.(value), JSON.stringify(value) ?? typeof value);
  }
  assert.equal(helpers.__importDefault(esModule), esModule, 'an ES module is passed through, not copied');
});

test('a package that calls a helper helpers.ts lacks stops the build and names the helper', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'tslib-lite-'));
  const lib = path.join(site, 'node_modules', '@docusaurus', 'utils-common', 'lib');
  fs.mkdirSync(path.join(lib, 'nested'), {recursive: true});
  fs.writeFileSync(path.join(site, 'package.json'), '{}');
  fs.writeFileSync(path.join(lib, '..', 'package.json'), '{"name": "@docusaurus/utils-common", "main": "./lib/index.js"}');
  fs.writeFileSync(path.join(lib, 'index.js'), 'const tslib_1 = require("tslib");\nconst a = tslib_1.__importDefault(require("./a"));\n');
  fs.writeFileSync(
    path.join(lib, 'nested', 'b.js'),
    'const tslib_1 = require("tslib");\nexports.run = () => tslib_1.__awaiter(void 0, void 0, void 0, function* () {});\n',
  );
  try {
    assert.deepEqual(helpersCalledIn(lib), ['__awaiter', '__importDefault']);
    assert.throws(() => tslibLitePlugin({siteDir: site} as LoadContext), /calls tslib's __awaiter, which plugins\/tslib-lite\/helpers\.ts lacks/);
  } finally {
    fs.rmSync(site, {recursive: true});
  }
});

test("only the package's own requests for tslib are redirected, and only in the browser build", () => {
  const plugin = tslibLitePlugin({siteDir} as LoadContext);
  assert.ok(plugin.configureWebpack);
  assert.deepEqual(plugin.configureWebpack.call(undefined as never, {}, true, undefined as never, undefined), {});
  const result = plugin.configureWebpack.call(undefined as never, {}, false, undefined as never, undefined) as {
    module: {rules: Array<{test: RegExp; resolve: {alias: Record<string, string>}}>};
  };
  const [rule] = result.module.rules;
  assert.ok(rule);
  assert.deepEqual(rule.resolve.alias, {tslib$: helpersFile(siteDir)});
  assert.ok(fs.existsSync(helpersFile(siteDir)));
  const libDir = packageLibDir(siteDir);
  assert.ok(rule.test.test(path.join(libDir, 'index.js')));
  assert.ok(!rule.test.test(path.join(path.dirname(path.dirname(libDir)), 'utils', 'lib', 'index.js')), '@docusaurus/utils');
  assert.ok(!rule.test.test(`${path.dirname(libDir)}-extra${path.sep}lib${path.sep}index.js`), 'a package whose name starts the same');
});

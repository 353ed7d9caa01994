import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import stagedEntryPlugin, {checkStockEntry} from '../index';
import {stockEntry} from '../stockEntry';

const siteDir = path.resolve(import.meta.dirname, '..', '..', '..');
const installedEntry = path.join(siteDir, 'node_modules', ...stockEntry.split('/')) + '.js';

type Configure = (config: {mode?: string; entry?: unknown}, isServer: boolean) => unknown;

function configure(config: {mode?: string; entry?: unknown}, isServer: boolean): {mode?: string; entry?: unknown} {
  const plugin = stagedEntryPlugin({siteDir} as LoadContext);
  (plugin.configureWebpack as unknown as Configure)(config, isServer);
  return config;
}

test('the installed Docusaurus client build uses the entry the last stage imports', () => {
  const clientConfig = fs.readFileSync(path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'lib', 'webpack', 'client.js'), 'utf8');
  assert.match(clientConfig, /entry: path_1\.default\.resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\)/);
  assert.ok(fs.existsSync(installedEntry));
  checkStockEntry(installedEntry);
  const stages = fs.readFileSync(path.join(siteDir, 'plugins', 'staged-entry', 'stages.ts'), 'utf8');
  const imports = [...stages.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((match) => match[1]);
  assert.equal(imports.at(-1), stockEntry);
});

test('a production client build gets the staged entry; the server and development builds keep theirs', () => {
  assert.equal(configure({mode: 'production', entry: installedEntry}, false).entry, path.join(siteDir, 'plugins', 'staged-entry', 'entry.ts'));
  assert.equal(configure({mode: 'production', entry: '/server/entry.js'}, true).entry, '/server/entry.js');
  assert.equal(configure({mode: 'development', entry: installedEntry}, false).entry, installedEntry);
});

test('another client entry fails the build and says what to update', () => {
  assert.throws(
    () => configure({mode: 'production', entry: '/site/node_modules/@docusaurus/core/lib/client/newEntry.js'}, false),
    /staged-entry: .*newEntry\.js.*stockEntry\.ts/,
  );
  assert.throws(() => checkStockEntry({main: installedEntry}), /not @docusaurus\/core\/lib\/client\/clientEntry\.js/);
});

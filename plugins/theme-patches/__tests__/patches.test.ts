import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {applyPatch, patches, type Patch} from '../patches';
import {patchedFile} from '../index';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const [keySort, hiddenTab, browserFlag, , , reportedModules] = patches;

test('each patch finds its line exactly once in the installed theme, and the patched source has the replacement instead', () => {
  assert.equal(patches.length, 31);
  // Patches of one file apply one after the other, as the bundler's loaders do.
  const sources = new Map<string, string>();
  for (const patch of patches) {
    const file = patchedFile(siteDir, patch);
    const before = sources.get(file) ?? fs.readFileSync(file, 'utf8');
    const patched = applyPatch(before, patch, file);
    assert.ok(patched.includes(patch.replace), file);
    assert.notEqual(patched, before, file);
    sources.set(file, patched);
  }
  const windowSize = [...sources].find(([file]) => file.endsWith('useWindowSize.js'))?.[1] ?? '';
  // The first measurement in a transition; resizes still update at once.
  assert.match(windowSize, /^import \{ startTransition, useEffect, useState \} from 'react';$/m);
  assert.match(windowSize, /startTransition\(updateWindowSize\);\s*window\.addEventListener\('resize', updateWindowSize\);/);
});

test('a source without the line, or with it twice, is refused with the file name', () => {
  assert.ok(keySort);
  assert.throws(() => applyPatch('export const x = 1;', keySort, '/x/reactUtils.js'), /\/x\/reactUtils\.js: expected the line .* once, found it 0 times/);
  assert.throws(() => applyPatch(keySort.search + keySort.search, keySort, 'f'), /found it 2 times/);
});

test('a patch of a line that is there several times replaces every one, and only at that count', () => {
  const list: Patch = {pkg: 'p', file: 'f.js', search: '"ul",', replace: 'List,', occurrences: 2, why: ''};
  assert.equal(applyPatch('a("ul", 1); b("ul", 2);', list, 'f.js'), 'a(List, 1); b(List, 2);');
  assert.throws(() => applyPatch('a("ul", 1);', list, 'f.js'), /f\.js: expected the line `"ul",` 2 times, found it 1 times/);
});

test("the theme's parameter and schema components render their content on the server, inside a PropertyList", () => {
  for (const component of ['ParamsDetails', 'RequestSchema', 'ResponseSchema']) {
    const own = patches.filter((patch) => patch.file === `lib/theme/${component}/index.js`);
    const file = patchedFile(siteDir, own[0]!);
    const source = own.reduce((text, patch) => applyPatch(text, patch, file), fs.readFileSync(file, 'utf8'));
    assert.doesNotMatch(source, /@docusaurus\/BrowserOnly|"ul"/, component);
    // The shim renders BrowserOnly's child function at once, as the server and the first client render must.
    const shim = /const BrowserOnly_1 = (\{.*\});/.exec(source)?.[1] ?? '';
    const browserOnly = vm.runInNewContext(`(${shim})`) as {default: (props: {children: () => string}) => string};
    assert.equal(browserOnly.default({children: () => 'content'}), 'content');
    assert.match(source, /require\("@site\/src\/components\/PropertyList"\)/);
  }
});

test('the key sort puts option keys in one order whatever order they came in, the order localeCompare gave them', () => {
  assert.ok(keySort);
  const sortWith = (line: string, entries: Array<[string, unknown]>): string[] => {
    const deps = [...entries];
    vm.runInNewContext(line, {deps});
    return deps.map(([key]) => key);
  };
  const keys: Array<[string, unknown]> = [
    ['subtree', 1],
    ['attributes', 2],
    ['childList', 3],
    ['characterData', 4],
    ['attributeFilter', 5],
  ];
  const sorted = sortWith(keySort.replace, keys);
  assert.deepEqual(sorted, ['attributeFilter', 'attributes', 'characterData', 'childList', 'subtree']);
  assert.deepEqual(sortWith(keySort.replace, [...keys].reverse()), sorted);
  assert.deepEqual(sortWith(keySort.search, keys), sorted);
});

test('the hidden-tab state starts at null, the value the code block stores when it is not in a hidden tab', () => {
  assert.ok(hiddenTab);
  // The hook stores `element.closest('[role=tabpanel][hidden]')`: null outside a hidden panel.
  const file = patchedFile(siteDir, hiddenTab);
  assert.match(fs.readFileSync(file, 'utf8'), /setHiddenTabElement\(codeBlockRef\.current\?\.closest\('\[role=tabpanel\]\[hidden\]'\)\)/);
  assert.match(hiddenTab.replace, /useState\(null\)/);
});

test('the browser flag is set in a transition, with the React the file already imports', () => {
  assert.ok(browserFlag);
  const file = patchedFile(siteDir, browserFlag);
  const patched = applyPatch(fs.readFileSync(file, 'utf8'), browserFlag, file);
  assert.match(patched, /^import React, \{[^}]*\} from 'react';$/m);
  assert.match(patched, /useEffect\(\(\) => \{\s*React\.startTransition\(\(\) => setIsBrowser\(true\)\);\s*\}, \[\]\);/);
});

test("the server render reports a route's chunk names, the keys of the client manifest, where it reported module paths", () => {
  assert.ok(reportedModules);
  const file = patchedFile(siteDir, reportedModules);
  const patched = applyPatch(fs.readFileSync(file, 'utf8'), reportedModules, file);
  // `chunkName` is the registry key: webpackChunkName of the route's import(), so the manifest's origin key.
  assert.match(
    patched,
    /forEach\(\(\[keyPath, chunkName\]\) => \{\s*const chunkRegistry = registry\[chunkName\];\s*if \(chunkRegistry\) \{\s*loader\[keyPath\] = chunkRegistry\[0\];\s*modules\.push\(chunkName\);/,
  );
  // The list is what react-loadable reports to Docusaurus's server render, and nothing else reads it.
  assert.match(patched, /Loadable\.Map\(\{\s*loading: Loading,\s*loader,\s*modules,/);
});

test("every scroll arrow of the OpenAPI theme's five tab strips gets a name where it is rendered", () => {
  const arrows = patches.filter((patch) => patch.replace.includes('"aria-label": "Scroll tabs'));
  assert.equal(arrows.length, 10);
  const byFile = new Map<string, Patch[]>();
  for (const patch of arrows) byFile.set(patch.file, [...(byFile.get(patch.file) ?? []), patch]);
  assert.equal(byFile.size, 5);
  for (const [file, filePatches] of byFile) {
    const [first] = filePatches;
    assert.ok(first);
    const source = fs.readFileSync(patchedFile(siteDir, first), 'utf8');
    // Every arrow the file renders is one of the two patched: no third, unnamed one.
    assert.equal(source.split('openapi-tabs__arrow').length - 1, 2, file);
    let patched = source;
    for (const patch of filePatches) patched = applyPatch(patched, patch, file);
    // The name is a prop of the button's own createElement call, next to the arrow's class.
    for (const patch of filePatches) {
      const escaped = patch.replace.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      assert.match(patched, new RegExp(`createElement\\("button", \\{\\s*${escaped}`), `${file}: ${patch.search}`);
    }
  }
});

test('a property example renders its value as code directly after its label, with no wrapper', () => {
  const patch = patches.find((p) => p.file === 'lib/theme/Example/index.js');
  assert.ok(patch);
  const file = patchedFile(siteDir, patch);
  const patched = applyPatch(fs.readFileSync(file, 'utf8'), patch, file);
  const renderExample = /const renderExample = \(example\) => \{[\s\S]*?\n\};/.exec(patched)?.[0] ?? '';
  assert.match(renderExample, /\{ className: EXAMPLE_CLASS_NAME \}/);
  assert.match(renderExample, /\),\s*react_1\.default\.createElement\("code", null, formatExample\(example\)\)\s*\);/);
  assert.doesNotMatch(renderExample, /"span"/);
});

test("the server starts from the color-mode choice the page's inline script sets for a reader who never chose one", () => {
  const colorMode = patches.filter((p) => p.file === 'lib/contexts/colorMode.js');
  assert.equal(colorMode.length, 2);
  const [first] = colorMode;
  assert.ok(first);
  const file = patchedFile(siteDir, first);
  const patched = colorMode.reduce((source, patch) => applyPatch(source, patch, file), fs.readFileSync(file, 'utf8'));
  const state = /function useColorModeState\(\) \{[\s\S]*?\n\}/.exec(patched)?.[0] ?? '';
  assert.match(state, /const \{ colorMode: \{ defaultMode, respectPrefersColorScheme \}, \} = useThemeConfig\(\);/);
  assert.match(state, /useState\(isBrowser \? ColorModeChoiceAttribute\.get\(\) : respectPrefersColorScheme \? null : defaultMode\);/);
  // The script: the stored choice, else 'system' or the default mode — the same rule.
  const script = fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/inlineScripts.js'), 'utf8');
  assert.match(script, /setAttribute\('data-theme-choice', initialTheme \|\| \$\{respectPrefersColorScheme \? `'system'` : `'\$\{defaultMode\}'`\}\);/);
});

test('under a symlinked node_modules a patch names the real file, as the bundler does', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-patches-'));
  try {
    fs.writeFileSync(path.join(site, 'package.json'), '{}');
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(site, 'node_modules'));
    const [first] = patches;
    assert.ok(first);
    const linked = patchedFile(site, first);
    assert.equal(linked, patchedFile(siteDir, first));
    assert.ok(!linked.startsWith(site), linked);
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});

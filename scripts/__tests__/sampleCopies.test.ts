/**
 * The sample projects (samples/<name>/) share no module: each must run alone
 * when a reader copies its folder out, so helpers they have in common are
 * copied into each. These tests keep the copies the same: a helper changed in
 * one sample must be changed in all (CONTRIBUTING.md, "A sample project").
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const samplesDir = path.resolve(import.meta.dirname, '..', '..', 'samples');

/** Declared in several samples and the same, to the letter, in each. */
const copied = ['PLATFORM', 'BASE_URL', 'ATTEMPTS', 'PNG_SIGNATURE', 'printTable', 'plural'];

/** Functions that several samples declare under one name but that differ on purpose. */
const ownPerSample: Record<string, string> = {
  main: "each sample's program",
  apiKey: "its error message names the scopes that sample's key needs",
  request: "each sample's API wants other headers and credentials (API key or bearer token, Idempotency-Key)",
  describe: 'monitoring-events also lists the field errors of a 400',
};

type Declaration = {file: string; text: string};

/** Top-level functions and constants of every sample's .js files, by name. */
function declarations(): Map<string, {kind: 'function' | 'const'; copies: Declaration[]}> {
  const byName = new Map<string, {kind: 'function' | 'const'; copies: Declaration[]}>();
  const add = (name: string, kind: 'function' | 'const', declaration: Declaration) => {
    const entry = byName.get(name) ?? {kind, copies: []};
    entry.copies.push(declaration);
    byName.set(name, entry);
  };
  for (const sample of fs.readdirSync(samplesDir).sort()) {
    const dir = path.join(samplesDir, sample);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const file = `${sample}/${name}`;
      const source = ts.createSourceFile(file, fs.readFileSync(path.join(dir, name), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
      for (const statement of source.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name) {
          add(statement.name.text, 'function', {file, text: statement.getText()});
        } else if (ts.isVariableStatement(statement)) {
          for (const d of statement.declarationList.declarations) {
            if (ts.isIdentifier(d.name)) add(d.name.text, 'const', {file, text: d.getText()});
          }
        }
      }
    }
  }
  return byName;
}

const sampleOf = (file: string) => file.split('/')[0];

test('helpers copied between samples are the same in each', () => {
  const found = declarations();
  for (const name of copied) {
    const copies = found.get(name)?.copies ?? [];
    assert.ok(new Set(copies.map((c) => sampleOf(c.file))).size > 1, `${name} is in fewer than two samples: remove it from \`copied\``);
    const [first, ...others] = copies;
    for (const other of others) {
      assert.equal(other.text, first?.text, `${name} differs between ${first?.file} and ${other.file}: make the same change in every sample`);
    }
  }
});

test('a function that several samples declare is either a copy or listed as their own', () => {
  for (const [name, {kind, copies}] of declarations()) {
    if (kind !== 'function' || new Set(copies.map((c) => sampleOf(c.file))).size < 2) continue;
    assert.ok(
      copied.includes(name) || name in ownPerSample,
      `${name} is declared in ${copies.map((c) => c.file).join(', ')}: add it to \`copied\` if the copies must stay the same, or to \`ownPerSample\` with the reason they differ`,
    );
  }
});

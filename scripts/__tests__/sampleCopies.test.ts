/**
 * The sample projects (samples/<name>/) each run alone from the files their
 * page shows, so a helper several samples need is one file in
 * samples/shared/, which each of those sample folders links (a symbolic link
 * with the same name) and each page shows as one of the sample's files.
 * These tests keep it that way: shared files are linked, not copied; a
 * sample's own files declare nothing another sample declares, unless it is
 * listed below with the reason the two differ or stay a one-line copy.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const samplesDir = path.resolve(import.meta.dirname, '..', '..', 'samples');
const sharedDir = path.join(samplesDir, 'shared');

/** One-line constants two samples declare alike, kept next to the only code that reads them. */
const copied = ['ATTEMPTS', 'PNG_SIGNATURE'];

/** Functions that several samples declare under one name but that differ on purpose. */
const ownPerSample: Record<string, string> = {
  main: "each sample's program",
  request: "each sample's API wants other headers and credentials (API key or bearer token, Idempotency-Key)",
};

type Declaration = {file: string; text: string};

function sampleNames(): string[] {
  return fs
    .readdirSync(samplesDir)
    .filter((name) => name !== 'shared' && fs.statSync(path.join(samplesDir, name)).isDirectory())
    .sort();
}

/** Each sample's .js files: its own, and the ones that link samples/shared/. */
function sampleFiles(sample: string): {own: string[]; linked: string[]} {
  const own: string[] = [];
  const linked: string[] = [];
  for (const name of fs.readdirSync(path.join(samplesDir, sample)).filter((f) => f.endsWith('.js'))) {
    (fs.lstatSync(path.join(samplesDir, sample, name)).isSymbolicLink() ? linked : own).push(name);
  }
  return {own, linked};
}

/** Top-level functions and constants of every sample's own .js files, by name. */
function declarations(): Map<string, {kind: 'function' | 'const'; copies: Declaration[]}> {
  const byName = new Map<string, {kind: 'function' | 'const'; copies: Declaration[]}>();
  const add = (name: string, kind: 'function' | 'const', declaration: Declaration) => {
    const entry = byName.get(name) ?? {kind, copies: []};
    entry.copies.push(declaration);
    byName.set(name, entry);
  };
  for (const sample of sampleNames()) {
    for (const name of sampleFiles(sample).own) {
      const file = `${sample}/${name}`;
      const source = ts.createSourceFile(file, fs.readFileSync(path.join(samplesDir, sample, name), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
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

test('a linked file points to the file of the same name in samples/shared/, and each shared file serves two samples or more', () => {
  const users = new Map<string, string[]>();
  for (const sample of sampleNames()) {
    for (const name of sampleFiles(sample).linked) {
      const target = fs.readlinkSync(path.join(samplesDir, sample, name));
      assert.equal(target, `../shared/${name}`, `samples/${sample}/${name} links ${target}: link ../shared/${name} (relative, so it holds in any clone)`);
      users.set(name, [...(users.get(name) ?? []), sample]);
    }
  }
  const shared = fs.readdirSync(sharedDir).sort();
  assert.ok(shared.length > 0, 'samples/shared/ has files');
  for (const name of shared) {
    const by = users.get(name) ?? [];
    assert.ok(by.length >= 2, `samples/shared/${name} is linked by ${by.length} sample(s): move it into the sample that uses it`);
  }
});

test('helpers of samples/shared/ are not declared again in a sample', () => {
  const sharedNames = new Set<string>();
  for (const name of fs.readdirSync(sharedDir)) {
    const source = ts.createSourceFile(name, fs.readFileSync(path.join(sharedDir, name), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) sharedNames.add(statement.name.text);
      if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) sharedNames.add(d.name.text);
    }
  }
  assert.ok(sharedNames.has('BASE_URL') && sharedNames.has('printTable'), 'the shared files are read');
  for (const [name, {copies}] of declarations()) {
    assert.ok(!sharedNames.has(name), `${name} is declared in ${copies.map((c) => c.file).join(', ')} and in samples/shared/: import it from the shared file`);
  }
});

test('one-line constants copied between samples are the same in each', () => {
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

test('a function that several samples declare is listed as their own, with the reason they differ', () => {
  for (const [name, {kind, copies}] of declarations()) {
    if (kind !== 'function' || new Set(copies.map((c) => sampleOf(c.file))).size < 2) continue;
    assert.ok(
      name in ownPerSample,
      `${name} is declared in ${copies.map((c) => c.file).join(', ')}: move it to samples/shared/ and link it, or list it in \`ownPerSample\` with the reason the copies differ`,
    );
  }
  for (const name of Object.keys(ownPerSample)) {
    const copies = declarations().get(name)?.copies ?? [];
    assert.ok(new Set(copies.map((c) => sampleOf(c.file))).size > 1, `${name} is in fewer than two samples: remove it from \`ownPerSample\``);
  }
});

/**
 * npm run test:unit — the unit tests (`__tests__/*.test.ts` under src,
 * config, scripts and plugins; `*.integration.test.ts` aside) in one Node
 * process.
 *
 *   npm run test:unit                                        # all of them
 *   npm run test:unit -- scripts/__tests__/files.test.ts     # some files
 *
 * Why one process: `node --test` starts a process per file, and each of the
 * 69 files loaded tsx and its imports again. Measured on the 2-core machine:
 * 78 s of CPU (40 s of wall time, three files at a time) against 15 s of
 * CPU (11 s of wall time) here, where every module is loaded once.
 * node:test runs the top-level tests of all the files one after another, in
 * file order (the root test runs one subtest at a time), prints them in the
 * same reporter, and sets a failing exit code when one fails. A file that cannot be imported counts as
 * a failed test named after the file, and the others still run.
 */
import path from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {walkFiles} from './lib/files';

const root = path.resolve(import.meta.dirname, '..');
const isUnitTest = (file: string): boolean => /[/\\]__tests__[/\\][^/\\]+\.test\.ts$/.test(file) && !file.endsWith('.integration.test.ts');

function unitTestFiles(args: readonly string[]): string[] {
  const targets = args.length ? args.map((arg) => path.resolve(arg)) : ['src', 'config', 'scripts', 'plugins'].map((dir) => path.join(root, dir));
  const files = targets.flatMap(walkFiles).filter(isUnitTest);
  if (!files.length)
    throw new Error(`test:unit: no unit test file (__tests__/*.test.ts) under ${targets.map((t) => path.relative(root, t) || '.').join(', ')}`);
  return files;
}

async function main(): Promise<void> {
  for (const file of unitTestFiles(process.argv.slice(2))) {
    try {
      await import(pathToFileURL(file).href);
    } catch (error: unknown) {
      test(`${path.relative(root, file)} can be imported`, () => {
        throw error;
      });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

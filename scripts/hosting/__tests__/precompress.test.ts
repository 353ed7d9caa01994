import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {precompress, type PrecompressOptions} from '../precompress';

const options: PrecompressOptions = {
  extensions: ['html', 'js'],
  minBytes: 100,
  brotli: true,
  brotliQuality: 5,
  largeFileBytes: 50_000,
  largeFileBrotliQuality: 4,
};

/** Files of different sizes, so that the files compressed side by side finish in an interleaved order. */
function writeSite(dir: string): string[] {
  return Array.from({length: 24}, (_, i) => {
    const file = path.join(dir, `page-${i}.${i % 2 ? 'html' : 'js'}`);
    fs.writeFileSync(file, `<p>line ${i}</p>\n`.repeat(200 + ((i * 997) % 4000)));
    return file;
  });
}

const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

test('the report adds up every file compressed side by side (no lost updates)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  try {
    const files = writeSite(dir);
    const report = await precompress(files, options, 4);
    assert.equal(report.files, files.length);
    assert.equal(report.skipped, 0);
    assert.equal(
      report.rawBytes,
      files.reduce((sum, file) => sum + sizeOf(file), 0),
    );
    assert.equal(
      report.gzipBytes,
      files.reduce((sum, file) => sum + sizeOf(`${file}.gz`), 0),
    );
    assert.equal(
      report.brotliBytes,
      files.reduce((sum, file) => sum + sizeOf(`${file}.br`), 0),
    );
    assert.ok(report.gzipBytes < report.rawBytes / 5, 'repetitive text compresses well');

    const again = await precompress(files, options, 4);
    assert.equal(again.skipped, files.length, 'a rerun on the same build compresses nothing again');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a file that cannot be read fails the whole run', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  try {
    const files = [...writeSite(dir), path.join(dir, 'missing.html')];
    await assert.rejects(precompress(files, options, 4), {code: 'ENOENT'});
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

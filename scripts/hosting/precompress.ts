/**
 * Writes file.gz (and file.br) next to each compressible built file, once,
 * at build time: nginx serves them with gzip_static / brotli_static and does
 * no compression work per request. A copy that is not smaller is not kept.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import pLimit from 'p-limit';
import type {HostingConfig} from '../../config/hosting';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** What to compress and how: `hosting.precompress` in config/hosting.ts, where each field is described. */
export type PrecompressOptions = HostingConfig['precompress'];
export type PrecompressReport = {files: number; skipped: number; rawBytes: number; gzipBytes: number; brotliBytes: number; seconds: number};

export function isCompressible(file: string, options: PrecompressOptions): boolean {
  const ext = path.extname(file).slice(1).toLowerCase();
  return options.extensions.includes(ext);
}

/** True when `copy` was written after `source` changed (a rerun on the same build skips it). */
async function isFresh(copy: string, sourceMtime: number): Promise<boolean> {
  const stat = await fs.stat(copy).catch(() => undefined);
  return stat !== undefined && stat.mtimeMs >= sourceMtime;
}

async function writeSmaller(target: string, data: Buffer, original: number): Promise<number> {
  if (data.length >= original) {
    await fs.rm(target, {force: true});
    return original;
  }
  await fs.writeFile(target, data);
  return data.length;
}

type FileOutcome = {skipped: boolean; rawBytes: number; gzipBytes: number; brotliBytes: number};

/** Writes one file's compressed copies; undefined for a file too small to be worth them. */
async function compressFile(file: string, options: PrecompressOptions): Promise<FileOutcome | undefined> {
  const stat = await fs.stat(file);
  if (stat.size < options.minBytes) return undefined;
  const gzFresh = await isFresh(`${file}.gz`, stat.mtimeMs);
  const brFresh = !options.brotli || (await isFresh(`${file}.br`, stat.mtimeMs));
  if (gzFresh && brFresh) return {skipped: true, rawBytes: 0, gzipBytes: 0, brotliBytes: 0};
  const data = await fs.readFile(file);
  const gzipBytes = await writeSmaller(`${file}.gz`, await gzip(data, {level: 9}), data.length);
  let brotliBytes = 0;
  if (options.brotli) {
    const quality = data.length > options.largeFileBytes ? options.largeFileBrotliQuality : options.brotliQuality;
    const params = {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length};
    brotliBytes = await writeSmaller(`${file}.br`, await brotli(data, {params}), data.length);
  }
  return {skipped: false, rawBytes: data.length, gzipBytes, brotliBytes};
}

/**
 * Compresses `files` (absolute paths), `concurrency` at a time: zlib runs on
 * libuv's threads. Each file returns its own sizes and the report adds them up
 * once all are done, so no two files update a shared total.
 */
export async function precompress(files: readonly string[], options: PrecompressOptions, concurrency = 4): Promise<PrecompressReport> {
  const started = performance.now();
  const compressible = files.filter((file) => isCompressible(file, options));
  const outcomes = await pLimit(concurrency).map(compressible, (file) => compressFile(file, options));
  const report: PrecompressReport = {files: 0, skipped: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0, seconds: 0};
  for (const outcome of outcomes) {
    if (outcome === undefined) continue;
    report.files += 1;
    if (outcome.skipped) report.skipped += 1;
    report.rawBytes += outcome.rawBytes;
    report.gzipBytes += outcome.gzipBytes;
    report.brotliBytes += outcome.brotliBytes;
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

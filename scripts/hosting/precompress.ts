/**
 * Writes file.gz (and file.br) next to each compressible built file, once,
 * at build time: nginx serves them with gzip_static / brotli_static and does
 * no compression work per request. A copy that is not smaller is not kept.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
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

/** Compresses `files` (absolute paths) with a small pool: zlib runs on libuv's threads. */
export async function precompress(files: readonly string[], options: PrecompressOptions, concurrency = 4): Promise<PrecompressReport> {
  const started = performance.now();
  const report: PrecompressReport = {files: 0, skipped: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0, seconds: 0};
  const queue = files.filter((file) => isCompressible(file, options));
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const stat = await fs.stat(file);
      if (stat.size < options.minBytes) continue;
      report.files += 1;
      const gzFresh = await isFresh(`${file}.gz`, stat.mtimeMs);
      const brFresh = !options.brotli || (await isFresh(`${file}.br`, stat.mtimeMs));
      if (gzFresh && brFresh) {
        report.skipped += 1;
        continue;
      }
      const data = await fs.readFile(file);
      report.rawBytes += data.length;
      // Awaited first, then added: `total += await x` reads the total before
      // the await, so the workers running side by side would lose each other's sums.
      const gzipBytes = await writeSmaller(`${file}.gz`, await gzip(data, {level: 9}), data.length);
      report.gzipBytes += gzipBytes;
      if (options.brotli) {
        const quality = data.length > options.largeFileBytes ? options.largeFileBrotliQuality : options.brotliQuality;
        const params = {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length};
        const brotliBytes = await writeSmaller(`${file}.br`, await brotli(data, {params}), data.length);
        report.brotliBytes += brotliBytes;
      }
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

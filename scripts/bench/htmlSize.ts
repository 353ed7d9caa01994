/**
 * What a page's served HTML costs the browser before any script runs: its
 * bytes (raw and gzip) and how many elements it parses, styles and lays out.
 * Unlike timings on a shared 2-core machine, these figures do not vary from
 * run to run, so a change to the markup shows in them at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';

/** The elements of the document `html` parses into (as the browser's parser builds it: html, head and body included). */
export function elementCount(html: string): number {
  return cheerio.load(html)('*').length;
}

export type HtmlSize = {urlPath: string; elements: number; raw: number; gzip: number};

export function htmlSize(buildDir: string, urlPath: string): HtmlSize {
  const file = path.join(buildDir, urlPath, 'index.html');
  const html = fs.readFileSync(file);
  return {urlPath, elements: elementCount(html.toString('utf8')), raw: html.length, gzip: zlib.gzipSync(html, {level: 9}).length};
}

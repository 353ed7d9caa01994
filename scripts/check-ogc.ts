/**
 * tsx scripts/check-ogc.ts [docs/path ...] — fails when an
 * OGC request written in the docs (WMS, WMTS, WFS; in prose, samples or
 * response bodies) lacks a parameter its service, version and request type
 * require, or uses another version's parameter name (SRS in WMS 1.3.0).
 * Prints file:line and what to add. Generated API pages (docs/<area>/api/)
 * come from the specs and are not checked. See scripts/lib/ogcChecks.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Problem} from './lib/contentChecks';
import {checkOgcText, findOgcRequests} from './lib/ogcChecks';

const root = path.resolve(import.meta.dirname, '..');

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [dir];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return [full];
  });
}

/** Generated API pages come from the specs themselves: not checked here. */
const isGenerated = (file: string) => /[\\/]docs[\\/][^\\/]+[\\/]api[\\/]/.test(file);

const args = process.argv.slice(2);
const targets = args.length > 0 ? args.map((a) => path.resolve(process.env.INIT_CWD ?? process.cwd(), a)) : [path.join(root, 'docs')];
const missing = targets.filter((t) => !fs.existsSync(t));
if (missing.length > 0) {
  console.error(`check-ogc: no such file or folder: ${missing.map((m) => path.relative(root, m)).join(', ')}`);
  process.exit(2);
}
const files = [...new Set(targets.flatMap(walk))].filter((f) => /\.mdx?$/.test(f) && !isGenerated(f)).sort();

const problems: Problem[] = [];
let requests = 0;
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  requests += findOgcRequests(text).length;
  problems.push(...checkOgcText(path.relative(root, file), text));
}

for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
console.log(`check-ogc: ${files.length} files, ${requests} OGC requests, ${problems.length} problems`);
if (problems.length > 0) process.exit(1);

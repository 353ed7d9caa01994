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
import {handWrittenDocs} from './lib/files';
import {checkOgcText, findOgcRequests} from './lib/ogcChecks';

const root = path.resolve(import.meta.dirname, '..');

const args = process.argv.slice(2);
const targets = args.length > 0 ? args.map((a) => path.resolve(process.env.INIT_CWD ?? process.cwd(), a)) : [path.join(root, 'docs')];
const missing = targets.filter((t) => !fs.existsSync(t));
if (missing.length > 0) {
  console.error(`check-ogc: no such file or folder: ${missing.map((m) => path.relative(root, m)).join(', ')}`);
  process.exit(2);
}
// Generated API pages come from the specs themselves: not checked here.
const files = handWrittenDocs(root, targets);

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

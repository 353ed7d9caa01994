/**
 * npm run lint:content — fails when docs or components name an API path that
 * no spec defines, or when a ```json block does not parse. Prints file:line
 * and how to fix each problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {apiAreas, specPathOf} from '../config/openapi';
import {checkApiPaths, checkJsonBlocks, checkNumberArrays, type Problem} from './lib/contentChecks';
import {handWrittenDocs, walkFiles} from './lib/files';

const root = path.resolve(import.meta.dirname, '..');

const specFiles = apiAreas.map(specPathOf);
const specPaths = specFiles.flatMap((file) => {
  const spec = parse(fs.readFileSync(path.join(root, file), 'utf8')) as {paths?: Record<string, unknown>};
  return Object.keys(spec.paths ?? {});
});

// Generated API pages come from the specs themselves: not checked here.
const docs = handWrittenDocs(root);
const sources = walkFiles(path.join(root, 'src')).filter((f) => /\.(tsx?|mdx?)$/.test(f) && !f.includes('__tests__'));

const problems: Problem[] = [];
for (const file of [...docs, ...sources]) {
  const text = fs.readFileSync(file, 'utf8');
  const rel = path.relative(root, file);
  problems.push(...checkApiPaths(rel, text, specPaths));
  if (/\.mdx?$/.test(file)) problems.push(...checkJsonBlocks(rel, text), ...checkNumberArrays(rel, text));
}

for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
console.log(`lint:content: ${docs.length + sources.length} files, ${specPaths.length} spec paths from ${specFiles.length} specs, ${problems.length} problems`);
if (problems.length > 0) process.exit(1);

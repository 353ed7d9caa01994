/**
 * npm run lint:content — fails when docs or components name an API path that
 * no spec defines, or when a ```json block does not parse. Prints file:line
 * and how to fix each problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {checkApiPaths, checkJsonBlocks, type Problem} from './lib/contentChecks';

const root = path.resolve(import.meta.dirname, '..');

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** Generated API pages come from the specs themselves: not checked here. */
const isGenerated = (file: string) => /[\\/]docs[\\/][^\\/]+[\\/]api[\\/]/.test(file);

const specFiles = fs.readdirSync(path.join(root, 'openapi')).filter((f) => f.endsWith('.yaml'));
const specPaths = specFiles.flatMap((f) => {
  const spec = parse(fs.readFileSync(path.join(root, 'openapi', f), 'utf8')) as {paths?: Record<string, unknown>};
  return Object.keys(spec.paths ?? {});
});

const docs = walk(path.join(root, 'docs'), (f) => /\.mdx?$/.test(f) && !isGenerated(f));
const sources = walk(path.join(root, 'src'), (f) => /\.(tsx?|mdx?)$/.test(f) && !f.includes('__tests__'));

const problems: Problem[] = [];
for (const file of [...docs, ...sources]) {
  const text = fs.readFileSync(file, 'utf8');
  const rel = path.relative(root, file);
  problems.push(...checkApiPaths(rel, text, specPaths));
  if (/\.mdx?$/.test(file)) problems.push(...checkJsonBlocks(rel, text));
}

for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
console.log(`lint:content: ${docs.length + sources.length} files, ${specPaths.length} spec paths from ${specFiles.length} specs, ${problems.length} problems`);
if (problems.length > 0) process.exit(1);

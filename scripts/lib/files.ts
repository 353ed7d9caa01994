/**
 * The one file walker of the scripts, plugins and tests: every other module
 * lists files through these helpers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isGeneratedApiPage} from '../../config/openapi';

/** Every file under `target` (or `target` itself when it is a file), sorted; `node_modules` is skipped, a missing path gives []. */
export function walkFiles(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walkFiles(full);
      return [full];
    })
    .sort();
}

/** Markdown and MDX files. */
export const isMarkdown = (file: string): boolean => /\.mdx?$/.test(file);

/** Hand-written docs/**\/*.md(x) under `targets` (default: all of docs/), without the generated API pages; absolute, sorted, unique. */
export function handWrittenDocs(root: string, targets: readonly string[] = [path.join(root, 'docs')]): string[] {
  const files = targets.flatMap(walkFiles).filter((file) => isMarkdown(file) && !isGeneratedApiPage(path.relative(root, file)));
  return [...new Set(files)].sort();
}

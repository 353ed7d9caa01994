import fs from 'node:fs';
import path from 'node:path';

/** Generated API pages (docs/<area>/api/) come from the specs: they hold no hand-written samples. */
export function isGeneratedApiPage(file: string): boolean {
  return /(^|[\\/])docs[\\/][^\\/]+[\\/]api[\\/]/.test(file);
}

/** Hand-written docs/**\/*.md(x), as paths relative to `root`, sorted. */
export function handWrittenDocs(root: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  return walk(path.join(root, 'docs'))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !isGeneratedApiPage(file))
    .sort();
}

/**
 * Remark plugin: a code fence whose meta names a `source="samples/…"` file and
 * whose body is empty is filled with that file at build time, so a sample
 * project's page always shows the code the samples test runs (no copy to keep
 * in step).
 *
 *     ```javascript title="main.js" source="samples/discovery-search/main.js"
 *     ```
 *
 * A missing file, a path outside samples/, or a fence with both a body and a
 * source fails the build with the page and line.
 */
import fs from 'node:fs';
import path from 'node:path';

type Node = {type: string; children?: Node[]; meta?: string | null; value?: string; position?: {start: {line: number}}};
type VFileLike = {path?: string; history?: string[]};

/** `siteDir`: the site root (default: the working directory, where Docusaurus runs). */
export type Options = {siteDir?: string};

const sourceAttribute = /(?:^|\s)source="([^"]+)"/;

function codeNodes(node: Node, out: Node[] = []): Node[] {
  if (node.type === 'code') out.push(node);
  for (const child of node.children ?? []) codeNodes(child, out);
  return out;
}

/** Fills every `source="…"` fence of `tree` from the files under `siteDir`. */
export function fillSampleSources(tree: Node, siteDir: string, pagePath: string): void {
  for (const code of codeNodes(tree)) {
    const source = sourceAttribute.exec(code.meta ?? '')?.[1];
    if (!source) continue;
    const where = `${pagePath}:${code.position?.start.line ?? '?'}`;
    const file = path.resolve(siteDir, source);
    if (!file.startsWith(path.resolve(siteDir, 'samples') + path.sep)) {
      throw new Error(`${where}: source="${source}" must name a file under samples/.`);
    }
    if (!fs.existsSync(file)) throw new Error(`${where}: source="${source}" does not exist.`);
    if ((code.value ?? '').trim() !== '') {
      throw new Error(`${where}: a fence with source="${source}" must be empty: the build fills it from the file.`);
    }
    code.value = fs.readFileSync(file, 'utf8').replace(/\n$/, '');
  }
}

export default function remarkSampleSource(options: Options = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  return (tree: Node, file: VFileLike): void => {
    const page = file.path ?? file.history?.at(-1) ?? 'unknown page';
    fillSampleSources(tree, siteDir, path.relative(siteDir, page));
  };
}

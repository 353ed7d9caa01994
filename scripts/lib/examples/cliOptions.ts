import path from 'node:path';

export type CliOptions = {paths: string[]; jobs: number; timeoutMs: number};

export const usage = `Usage: npm run test:examples -- [--jobs N] [--timeout SECONDS] [docs/file.mdx | docs/dir ...]
Runs every request sample in the given docs (default: all of docs/) against a Prism mock of openapi/*.yaml.`;

function positiveNumber(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isFinite(n) || n <= 0) throw new Error(`${flag} needs a positive number\n${usage}`);
  return n;
}

export function parseCliOptions(argv: readonly string[], defaults: {jobs: number; timeoutMs: number}): CliOptions {
  const options: CliOptions = {paths: [], jobs: defaults.jobs, timeoutMs: defaults.timeoutMs};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--jobs' || arg === '-j') options.jobs = Math.floor(positiveNumber(arg, argv[++i]));
    else if (arg === '--timeout') options.timeoutMs = positiveNumber(arg, argv[++i]) * 1000;
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}\n${usage}`);
    else options.paths.push(arg);
  }
  return options;
}

/** Docs selected by the command-line paths (files or folders, relative to `cwd`); all docs when none given. */
export function selectDocs(docs: readonly string[], requested: readonly string[], root: string, cwd: string): {files: string[]; unmatched: string[]} {
  if (requested.length === 0) return {files: [...docs], unmatched: []};
  const files = new Set<string>();
  const unmatched: string[] = [];
  for (const arg of requested) {
    const rel = path.relative(root, path.resolve(cwd, arg)).split(path.sep).join('/').replace(/\/$/, '');
    const hits = docs.filter((doc) => doc === rel || doc.startsWith(`${rel}/`));
    if (hits.length === 0) unmatched.push(arg);
    hits.forEach((doc) => files.add(doc));
  }
  return {files: docs.filter((doc) => files.has(doc)), unmatched};
}

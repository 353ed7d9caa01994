import type {Skipped} from './extractSamples';

/** The last `lines` non-empty lines of a process's output, indented for the report. */
export function tail(text: string, lines = 15): string[] {
  return text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '')
    .slice(-lines)
    .map((l) => `    | ${l}`);
}

/** `a.mdx:3, a.mdx:9, b.mdx:4` → `a.mdx:3,9 b.mdx:4`. */
export function locations(items: ReadonlyArray<{file: string; line: number}>): string {
  const byFile = new Map<string, number[]>();
  for (const {file, line} of items) byFile.set(file, [...(byFile.get(file) ?? []), line]);
  return [...byFile.entries()].map(([file, lines]) => `${file}:${lines.join(',')}`).join(' ');
}

/** Skipped samples grouped by reason, most frequent first, with where each one is. */
export function skippedByReason(skipped: readonly Skipped[]): string[] {
  const groups = new Map<string, Skipped[]>();
  for (const s of skipped) groups.set(s.reason, [...(groups.get(s.reason) ?? []), s]);
  return [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([reason, items]) => `  ${String(items.length).padStart(3)} × ${reason}  (${locations(items)})`);
}

export type Counts = {run: number; passed: number; failed: number; skipped: number};

export function countsLine(c: Counts): string {
  return `examples: ${c.run} run, ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
}

/**
 * Short names for Docusaurus's route chunks (see ./index.ts for why).
 *
 * Docusaurus names each route module's chunk by an 8-digit hex hash of its
 * path ("d160fc13"). Each becomes "r" plus the fewest low-order base-36
 * digits of that hash, 3 or more, that no other name shares: a name changes
 * only when a new route's hash ends in the same digits.
 */
const hexName = /^[0-9a-f]{8}$/;

/** The chunk names that Docusaurus's registry.js source lists, in order. */
export function registryNames(source: string): string[] {
  return [...source.matchAll(/^ {2}"([^"]+)": \[\(\) => import\(/gm)].map((m) => m[1] ?? '');
}

/** Old name → short name. Throws on a name Docusaurus would not make, so an upgrade that renames chunks stops the build. */
export function shortChunkNames(names: readonly string[]): Record<string, string> {
  const digits = new Map<string, string>();
  for (const name of names) {
    if (!hexName.test(name)) {
      throw new Error(
        `[short-chunk-names] chunk name ${JSON.stringify(name)} is not 8 hex digits: Docusaurus changed how it names route chunks; update plugins/short-chunk-names`,
      );
    }
    // Lowest base-36 digit first: the high digits of a 32-bit number are not uniform (the first is 0 or 1).
    digits.set(name, [...parseInt(name, 16).toString(36).padStart(7, '0')].reverse().join(''));
  }
  const sorted = [...new Set(digits.values())].sort();
  const shared = (a: string, b: string | undefined): number => {
    let n = 0;
    while (b !== undefined && n < a.length && a[n] === b[n]) n += 1;
    return n;
  };
  const length = new Map(sorted.map((value, i) => [value, Math.max(3, shared(value, sorted[i - 1]) + 1, shared(value, sorted[i + 1]) + 1)]));
  return Object.fromEntries([...digits].map(([name, value]) => [name, `r${value.slice(0, length.get(value))}`]));
}

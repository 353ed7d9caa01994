// Console output: a table and counted words. The same file in every sample
// project that prints a table.

/** Prints rows under a header, each column as wide as its longest value. */
export function printTable(header, rows) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((value, i) => value.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
  }
}

/** "1 page", "3 pages". */
export function plural(count, word) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

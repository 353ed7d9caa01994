/**
 * Redirects from old paths (SPEC §2 "Redirects from old paths"). The rows are
 * data that writers edit, so they live in ./redirectRows.json (not redirects.json:
 * the config loader would resolve `./config/redirects` to it), one object per
 * row: `from`, the old paths; `to`, the current route; `reason`, why the old
 * path existed and what replaced it. This module checks their shape when the
 * config loads, so a bad row stops the build with its number and field
 * instead of producing a broken redirect. A unit test fails when a target is
 * not a built route, so a row goes live together with the page it points to.
 */
import rows from './redirectRows.json';

export type RedirectRow = {
  /** Old paths, root-relative, no trailing slash. */
  from: string[];
  /** Current route. */
  to: string;
  /** Why the old path existed and what replaced it. */
  reason: string;
};

const rootRelative = /^\/\S*[^/\s]$/;

/** The rows of the redirects file's `data`; throws naming `file`, the row and the field at the first bad one. */
export function checkRedirects(data: unknown, file: string): RedirectRow[] {
  if (!Array.isArray(data)) throw new Error(`${file}: expected a list of rows ({from, to, reason}), got ${typeof data}`);
  return data.map((row: unknown, index): RedirectRow => {
    const where = `${file}: row ${index + 1}`;
    if (typeof row !== 'object' || row === null) throw new Error(`${where}: expected {from, to, reason}`);
    const {from, to, reason, ...rest} = row as Record<string, unknown>;
    const unknownKeys = Object.keys(rest);
    if (unknownKeys.length > 0) throw new Error(`${where}: unknown field ${unknownKeys.join(', ')} (only from, to, reason)`);
    if (!Array.isArray(from) || from.length === 0) throw new Error(`${where}: "from" must list at least one old path`);
    for (const old of from) {
      if (typeof old !== 'string' || !rootRelative.test(old)) {
        throw new Error(`${where}: old path ${JSON.stringify(old)} must start with / and not end with / or contain spaces`);
      }
    }
    if (typeof to !== 'string' || !rootRelative.test(to)) throw new Error(`${where}: "to" must be a route such as /docs/page, got ${JSON.stringify(to)}`);
    if (typeof reason !== 'string' || reason.trim() === '') throw new Error(`${where}: "reason" must say why the old path exists`);
    return {from: from as string[], to, reason};
  });
}

export const redirects: RedirectRow[] = checkRedirects(rows, 'config/redirectRows.json');

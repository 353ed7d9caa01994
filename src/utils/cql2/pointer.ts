/**
 * JSON Pointers (RFC 6901), by which CQL2 JSON errors name the value they are
 * about: in a key, `~` is written `~0` and `/` is written `~1`.
 */

/** `path` followed by one object key or array index. */
export function pointer(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The keys `path` steps through, unescaped ('' → none). */
export function pointerKeys(path: string): string[] {
  return path
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
}

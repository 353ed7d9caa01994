/**
 * Reads the attributes of a code fence's meta string, the text after the
 * language: ```python norun="fragment" title="x.py" showLineNumbers
 * → norun: 'fragment', title: 'x.py', showLineNumbers: ''.
 * Highlight ranges such as {1,3-4} are ignored.
 */
export function parseFenceMeta(meta: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const withoutRanges = meta.replace(/\{[^}]*\}/g, ' ');
  for (const m of withoutRanges.matchAll(/([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    const [, key = '', doubleQuoted, singleQuoted, bare] = m;
    attributes.set(key, doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

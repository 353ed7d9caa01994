/**
 * JSON.stringify with 2-space indentation, except that a value at most three
 * levels deep stays on one line when it fits: a condition reads as
 * `{"op": "<=", "args": [{"property": "gsd"}, 0.5]}` and a ring as rows of
 * `[lon, lat]`, instead of one value per line.
 */
export function formatJson(value: unknown, width = 80): string {
  return write(value, '', 0, width);
}

const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';
const childrenOf = (value: object): unknown[] => (Array.isArray(value) ? value : Object.values(value));
const depth = (value: unknown): number => (isPrimitive(value) ? 0 : 1 + Math.max(0, ...childrenOf(value as object).map(depth)));

/** `prefix`: characters before the value on its line (a member name), to tell whether it fits. */
function write(value: unknown, indent: string, prefix: number, width: number): string {
  if (isPrimitive(value)) return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  const array = Array.isArray(value);
  const parts = array
    ? value.map((item) => write(item, inner, 0, width))
    : Object.entries(value as Record<string, unknown>).map(([key, member]) => {
        const name = `${JSON.stringify(key)}: `;
        return name + write(member, inner, name.length, width);
      });
  const [open, close] = array ? ['[', ']'] : ['{', '}'];
  if (parts.length === 0) return `${open}${close}`;
  const flat = `${open}${parts.join(', ')}${close}`;
  // +1 for a comma after the value.
  if (depth(value) <= 3 && !flat.includes('\n') && indent.length + prefix + flat.length + 1 <= width) return flat;
  return `${open}\n${parts.map((part) => inner + part).join(',\n')}\n${indent}${close}`;
}

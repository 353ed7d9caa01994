/**
 * Resolves the shared-schema references `api:gen` leaves in an endpoint
 * page's props (scripts/lib/apiPages/sharedSchemas.ts): each `{"$shared": n}`
 * becomes entry n of the area's table. Results are cached per props object,
 * so every render of a page passes the theme components the same objects.
 */
import {sharedKey, type SharedRef} from '@site/scripts/lib/apiPages/types';

type Props = Record<string, unknown>;

const resolved = new WeakMap<object, Props>();

function isRef(value: object): value is SharedRef {
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === sharedKey && typeof (value as Record<string, unknown>)[sharedKey] === 'number';
}

function resolve(node: unknown, table: readonly unknown[], where: string): unknown {
  if (Array.isArray(node)) return node.map((child) => resolve(child, table, where));
  if (typeof node !== 'object' || node === null) return node;
  if (isRef(node)) {
    const n = node[sharedKey];
    if (!(n in table)) throw new Error(`${where}: shared schema ${n} is not in the area's table (run \`npm run api:gen\`)`);
    return table[n];
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, table, where)]));
}

/** The props with every shared reference replaced by its schema. */
export function withSharedSchemas(props: Props, table: readonly unknown[]): Props {
  let out = resolved.get(props);
  if (!out) {
    out = resolve(props, table, 'endpoint page props') as Props;
    resolved.set(props, out);
  }
  return out;
}

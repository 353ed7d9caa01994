/**
 * Declared functions (the CQL2 Functions class): lookup by name and the
 * value kinds the checker works with.
 */
import type {FunctionDeclaration, ValueType} from './types';

/** What the type checker tells apart: `instant` covers timestamps and dates, `number` integers. */
export type Kind = 'boolean' | 'number' | 'string' | 'instant' | 'interval' | 'geometry' | 'array';
export const allKinds: readonly Kind[] = ['boolean', 'number', 'string', 'instant', 'interval', 'geometry', 'array'];

export function kindOf(type: ValueType): Kind {
  if (type === 'integer') return 'number';
  if (type === 'timestamp' || type === 'date') return 'instant';
  return type;
}

export const kindsOf = (types: readonly ValueType[]): Kind[] => [...new Set(types.map(kindOf))];

const kindNames: Readonly<Record<Kind, string>> = {
  boolean: 'a boolean',
  number: 'a number',
  string: 'a string',
  instant: 'an instant',
  interval: 'an interval',
  geometry: 'a geometry',
  array: 'an array',
};

/** `a number or a string`. */
export function describeKinds(kinds: readonly Kind[]): string {
  const names = kinds.map((kind) => kindNames[kind]);
  return names.length <= 1 ? (names[0] ?? 'nothing') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** The declaration named `name`: exact spelling first, then ignoring case (text keywords are case-insensitive). */
export function findFunction(functions: readonly FunctionDeclaration[], name: string): FunctionDeclaration | undefined {
  return functions.find((f) => f.name === name) ?? functions.find((f) => f.name.toLowerCase() === name.toLowerCase());
}

/** `Buffer(geometry, number, string) → geometry`. */
export function signature(declaration: FunctionDeclaration): string {
  const args = declaration.arguments.map((arg) => arg.type.join(' | ')).join(', ');
  return `${declaration.name}(${args}) → ${declaration.returns.join(' | ')}`;
}

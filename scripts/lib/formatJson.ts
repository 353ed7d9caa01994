/**
 * JSON laid out for reading, as the endpoint pages show request and response
 * bodies: the top-level value one member per line, and any array or object
 * that fits on its line printed on it. A coordinate pair is `[12.4, 41.845]`,
 * not four lines; a ring of five pairs that would pass the width breaks into
 * one pair per line. `JSON.stringify(value, null, 2)` puts every number on a
 * line of its own, which made a GeoJSON polygon longer than the rest of a body.
 *
 * The same layout serves the Python samples (`keywords: 'python'`): a JSON
 * string is a valid Python string literal, so only `true`, `false` and `null`
 * change. The result parses back to the value it was made from (tested).
 */

export type JsonLayout = {
  /** Columns a line may take before a container breaks (indentation and key included). */
  width?: number;
  /** How `true`, `false` and `null` are written. */
  keywords?: 'json' | 'python';
};

const pythonKeywords = {true: 'True', false: 'False', null: 'None'} as const;
const indent = '  ';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

const isContainer = (v: Json): v is Json[] | {[key: string]: Json} => v !== null && typeof v === 'object';

export function formatJson(value: unknown, {width = 80, keywords = 'json'}: JsonLayout = {}): string {
  // What JSON.stringify would write: dates as strings, undefined members left out.
  const text = JSON.stringify(value);
  if (text === undefined) throw new Error('formatJson: the value has no JSON form');
  const json = JSON.parse(text) as Json;

  const scalar = (v: null | boolean | number | string): string =>
    keywords === 'python' && (v === null || typeof v === 'boolean') ? pythonKeywords[String(v) as keyof typeof pythonKeywords] : JSON.stringify(v);

  const entriesOf = (v: Json[] | {[key: string]: Json}): Array<[string, Json]> =>
    Array.isArray(v) ? v.map((item) => ['', item]) : Object.entries(v).map(([key, item]) => [`${JSON.stringify(key)}: `, item]);

  const flat = (v: Json): string => {
    if (!isContainer(v)) return scalar(v);
    const inner = entriesOf(v).map(([key, item]) => key + flat(item));
    return Array.isArray(v) ? `[${inner.join(', ')}]` : `{${inner.join(', ')}}`;
  };

  /** `used`: the columns already taken on the line where `v` starts (indentation, key). */
  const print = (v: Json, depth: number, used: number): string => {
    const one = flat(v);
    if (!isContainer(v) || (depth > 0 && used + one.length <= width)) return one;
    const entries = entriesOf(v);
    if (entries.length === 0) return one;
    const pad = indent.repeat(depth + 1);
    const lines = entries.map(([key, item], i) => {
      const comma = i < entries.length - 1 ? 1 : 0;
      return pad + key + print(item, depth + 1, pad.length + key.length + comma);
    });
    const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
    return `${open}\n${lines.join(',\n')}\n${indent.repeat(depth)}${close}`;
  };

  return print(json, 0, 0);
}

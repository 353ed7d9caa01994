/**
 * A small JSON parser (RFC 8259) that remembers where each value starts, so
 * an error found later by JSON Pointer (a CQL2 shape error) can be shown at
 * its place in the editor. Syntax errors carry their own position, which
 * `JSON.parse` messages do not give the same way in every browser.
 */
import {textError} from './lexer';
import {pointer} from './pointer';
import type {Result, TextError} from './types';

export type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue};

export type JsonSource = {
  value: JsonValue;
  /** Offset of the first character of each value, by JSON Pointer ('' is the whole document). */
  offsets: ReadonlyMap<string, number>;
};

class SyntaxFailure extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const escapes: Readonly<Record<string, string>> = {'"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t'};
const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function describeAt(text: string, i: number): string {
  return i >= text.length ? 'the end of the input' : `'${text.charAt(i)}'`;
}

export function parseJsonSource(text: string): Result<JsonSource, TextError> {
  const offsets = new Map<string, number>();
  let i = 0;
  const fail = (offset: number, message: string): never => {
    throw new SyntaxFailure(offset, message);
  };
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };

  const parseString = (): string => {
    const start = i;
    i++;
    let out = '';
    for (;;) {
      if (i >= text.length) fail(start, 'Unterminated string: add a closing "');
      const ch = text.charAt(i);
      if (ch === '"') {
        i++;
        return out;
      }
      if (ch === '\n') fail(start, 'Unterminated string: add a closing " before the end of the line');
      if (ch === '\\') {
        const esc = text.charAt(i + 1);
        if (esc === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail(i, 'Invalid \\u escape: write four hex digits');
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
          continue;
        }
        const decoded = escapes[esc];
        if (decoded === undefined) fail(i, `Invalid escape '\\${esc}' in a string`);
        out += decoded;
        i += 2;
        continue;
      }
      if (ch < ' ') fail(i, 'Control character in a string: escape it');
      out += ch;
      i++;
    }
  };

  const parseValue = (path: string, depth: number): JsonValue => {
    skipSpace();
    if (depth > 200) fail(i, 'The JSON is nested too deeply');
    offsets.set(path, i);
    const ch = text.charAt(i);
    if (ch === '{') {
      const open = i;
      i++;
      const object: {[key: string]: JsonValue} = {};
      skipSpace();
      if (text.charAt(i) === '}') {
        i++;
        return object;
      }
      for (;;) {
        skipSpace();
        if (text.charAt(i) !== '"') fail(i, `Expected a member name in double quotes, found ${describeAt(text, i)}`);
        const key = parseString();
        skipSpace();
        if (text.charAt(i) !== ':') fail(i, `Expected ':' after "${key}", found ${describeAt(text, i)}`);
        i++;
        object[key] = parseValue(pointer(path, key), depth + 1);
        skipSpace();
        if (text.charAt(i) === ',') {
          i++;
          skipSpace();
          if (text.charAt(i) === '}') fail(i, "Trailing comma before '}': remove the ','");
          continue;
        }
        if (text.charAt(i) === '}') {
          i++;
          return object;
        }
        if (i >= text.length) fail(open, "Unclosed '{': add a '}'");
        fail(i, `Expected ',' or '}', found ${describeAt(text, i)}`);
      }
    }
    if (ch === '[') {
      const open = i;
      i++;
      const array: JsonValue[] = [];
      skipSpace();
      if (text.charAt(i) === ']') {
        i++;
        return array;
      }
      for (;;) {
        array.push(parseValue(pointer(path, array.length), depth + 1));
        skipSpace();
        if (text.charAt(i) === ',') {
          i++;
          skipSpace();
          if (text.charAt(i) === ']') fail(i, "Trailing comma before ']': remove the ','");
          continue;
        }
        if (text.charAt(i) === ']') {
          i++;
          return array;
        }
        if (i >= text.length) fail(open, "Unclosed '[': add a ']'");
        fail(i, `Expected ',' or ']', found ${describeAt(text, i)}`);
      }
    }
    if (ch === '"') return parseString();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return value;
      }
    }
    numberPattern.lastIndex = i;
    const number = numberPattern.exec(text);
    if (number) {
      i += number[0].length;
      return Number(number[0]);
    }
    if (ch === "'") fail(i, 'JSON strings use double quotes, not single quotes');
    return fail(i, i >= text.length ? 'Expected a value, but the input ends here' : `Unexpected ${describeAt(text, i)}: expected a value`);
  };

  try {
    const value = parseValue('', 0);
    skipSpace();
    if (i < text.length) fail(i, `Unexpected ${describeAt(text, i)} after the end of the JSON value`);
    return {ok: true, value: {value, offsets}};
  } catch (error) {
    if (error instanceof SyntaxFailure) return {ok: false, error: textError(text, error.offset, error.message)};
    throw error;
  }
}

/**
 * Offset of the value at `path`, or of its closest ancestor that exists (a
 * missing member is reported at the object that lacks it).
 */
export function offsetOfPointer(source: JsonSource, path: string): number {
  let current = path;
  for (;;) {
    const offset = source.offsets.get(current);
    if (offset !== undefined) return offset;
    if (current === '') return 0;
    current = current.slice(0, current.lastIndexOf('/'));
  }
}

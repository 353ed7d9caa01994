/**
 * Tokenizer for CQL2 text. Keywords are not told apart here: they are
 * identifiers, matched case-insensitively by the parser, so that a property
 * named `date` stays a property unless `DATE(` follows.
 */
import type {Result, TextError} from './types';

export type TokenKind = 'identifier' | 'quoted' | 'string' | 'number' | 'operator' | '(' | ')' | ',' | 'end';

export type Token = {
  kind: TokenKind;
  /** Identifier or operator as written; string and quoted-name contents unescaped; number as written. */
  value: string;
  /** Offset of the first character, and one past the last. */
  start: number;
  end: number;
};

/** 1-based line and column of a 0-based offset. */
export function lineColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  return {line, column};
}

export function textError(text: string, offset: number, message: string): TextError {
  return {message, offset, ...lineColumn(text, offset)};
}

/** First character of a bare name: a letter, `_` or `:`. */
export const identifierStart = /[\p{L}_:]/u;
/** Later characters of a bare name: also digits and `.` (`eo:cloud_cover`, `proj.epsg`). */
export const identifierPart = /[\p{L}\p{N}_:.]/u;

/** Unsigned, as in the BNF: a sign is a token of its own (`+5`, `-x`, `a-1`). */
const numberPattern = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;

/** Operators that are not CQL2, with the hint shown in the error. */
const foreignOperators: ReadonlyArray<[string, string]> = [
  ['!=', "Unknown operator '!=': CQL2 writes not-equal as <>"],
  ['==', "Unknown operator '==': CQL2 writes equality as ="],
  ['=<', "Unknown operator '=<': did you mean <=?"],
  ['=>', "Unknown operator '=>': did you mean >=?"],
  ['&&', "Unknown operator '&&': use AND"],
  ['||', "Unknown operator '||': use OR"],
  ['!', "Unknown operator '!': use NOT"],
  ['**', "Unknown operator '**': CQL2 writes a power as ^"],
];

export function tokenize(text: string): Result<Token[], TextError> {
  const tokens: Token[] = [];
  let i = 0;
  const fail = (offset: number, message: string): Result<Token[], TextError> => ({ok: false, error: textError(text, offset, message)});

  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({kind: ch, value: ch, start, end: i + 1});
      i++;
      continue;
    }
    if (ch === "'") {
      // escapeQuote of the BNF: '' or \' stand for one quote; any other backslash is itself.
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) return fail(start, "Unterminated string: add a closing ' (write '' or \\' for a quote inside a string)");
        const c = text.charAt(i);
        if (c === '\\' && text.charAt(i + 1) === "'") {
          value += "'";
          i += 2;
          continue;
        }
        if (c === "'") {
          if (text.charAt(i + 1) === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += c;
        i++;
      }
      tokens.push({kind: 'string', value, start, end: i});
      continue;
    }
    if (ch === '"') {
      const close = text.indexOf('"', i + 1);
      if (close < 0) return fail(start, 'Unterminated property name: add a closing "');
      const value = text.slice(i + 1, close);
      if (value === '') return fail(start, 'Empty property name ""');
      tokens.push({kind: 'quoted', value, start, end: close + 1});
      i = close + 1;
      continue;
    }
    const foreign = foreignOperators.find(([op]) => text.startsWith(op, i));
    if (foreign) return fail(start, foreign[1]);
    if (ch === '<' || ch === '>' || ch === '=') {
      const two = text.slice(i, i + 2);
      const op = two === '<=' || two === '>=' || two === '<>' ? two : ch;
      tokens.push({kind: 'operator', value: op, start, end: i + op.length});
      i += op.length;
      continue;
    }
    numberPattern.lastIndex = i;
    const number = numberPattern.exec(text);
    if (number) {
      const end = i + number[0].length;
      if (identifierStart.test(text.charAt(end))) return fail(start, `Invalid number '${text.slice(start, end + 1)}'`);
      tokens.push({kind: 'number', value: number[0], start, end});
      i = end;
      continue;
    }
    if (identifierStart.test(ch)) {
      i++;
      while (i < text.length && identifierPart.test(text.charAt(i))) i++;
      tokens.push({kind: 'identifier', value: text.slice(start, i), start, end: i});
      continue;
    }
    if ('+-*/%^'.includes(ch)) {
      tokens.push({kind: 'operator', value: ch, start, end: i + 1});
      i++;
      continue;
    }
    return fail(start, `Unexpected character '${ch}'`);
  }
  tokens.push({kind: 'end', value: '', start: text.length, end: text.length});
  return {ok: true, value: tokens};
}

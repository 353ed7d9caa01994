/**
 * JSON text with the place of each value, so an error found later by JSON
 * Pointer (a CQL2 shape error) can be shown at its place in the editor.
 * jsonc-parser reads the text, as strict JSON (RFC 8259: no comments, no
 * trailing commas); its first syntax error is described here, at its own
 * position: `JSON.parse` messages differ from browser to browser, and not all
 * of them say where.
 */
import {ParseErrorCode, visit, type JSONPath} from 'jsonc-parser';
import {textError} from './lexer';
import {pointer} from './pointer';
import type {Result, TextError} from './types';

export type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue};

export type JsonSource = {
  value: JsonValue;
  /** Offset of the first character of each value, by JSON Pointer ('' is the whole document). */
  offsets: ReadonlyMap<string, number>;
};

/**
 * Most objects and arrays read inside one another. jsonc-parser descends
 * recursively: without a limit, the longest JSON the playground takes
 * (200,000 characters of '[') would overflow the stack.
 */
const maxNesting = 200;

/** Options that make jsonc-parser read JSON, not JSONC. */
const strict = {disallowComments: true, allowTrailingComma: false, allowEmptyContent: false};

/** An open object or array, by the offset of its '{' or '['. */
type Container = {offset: number; closer: '}' | ']'};

/** The token the parser read last, which tells what it expected when it found an error. */
type Last = 'start' | '{' | '[' | ',' | ':' | 'key' | 'value';

/** Thrown from jsonc-parser's callbacks: it ends the parse there, with the offset to show. */
class SyntaxFailure extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The characters of a string up to its first error, by RFC 8259: a character
 * from U+0020 on other than '"' and '\', or an escape. jsonc-parser reports a
 * bad escape or a control character at the start of the string; this finds it.
 */
const stringUpToError = /(?:[ !#-[\]-\uFFFF]|\\(?:["\\/bfnrt]|u[\dA-Fa-f]{4}))*/y;

function stringError(text: string, start: number): SyntaxFailure {
  stringUpToError.lastIndex = start + 1;
  stringUpToError.exec(text);
  const at = stringUpToError.lastIndex;
  if (text.charAt(at) !== '\\') return new SyntaxFailure(at, 'Control character in a string: escape it (\\t, \\n, \\u0000…)');
  const escape = text.slice(at, at + 2);
  return new SyntaxFailure(at, escape === '\\u' ? 'Invalid \\u escape: write four hex digits' : `Invalid escape '${escape}' in a string`);
}

/** What the parser had read when it found an error. */
type State = {open: Container[]; closed?: Container; last: Last; key: string};

/**
 * The message for jsonc-parser's error `code` on the token at `offset`, and
 * where to show it. Past the string, number and comment errors, what was
 * expected depends more on the token before than on the code.
 */
function describe(text: string, code: ParseErrorCode, offset: number, length: number, {open, closed, last, key}: State): SyntaxFailure {
  const token = text.slice(offset, offset + length);
  const found = token === '' ? 'the end of the input' : `'${token.length > 20 ? `${token.slice(0, 19)}…` : token}'`;
  const container = open[open.length - 1];
  const afterComma = last === ',';
  switch (code) {
    case ParseErrorCode.InvalidCommentToken:
    case ParseErrorCode.UnexpectedEndOfComment:
      return new SyntaxFailure(offset, 'JSON does not allow comments: remove this one');
    case ParseErrorCode.UnexpectedEndOfString:
      // The string runs to the end of its line (JSON strings hold no line break), or to the end of the input.
      return new SyntaxFailure(
        offset,
        offset + length < text.length ? 'Unterminated string: add a closing " before the end of the line' : 'Unterminated string: add a closing "',
      );
    case ParseErrorCode.InvalidUnicode:
    case ParseErrorCode.InvalidEscapeCharacter:
    case ParseErrorCode.InvalidCharacter:
      return stringError(text, offset);
    case ParseErrorCode.UnexpectedEndOfNumber:
    case ParseErrorCode.InvalidNumberFormat:
      return new SyntaxFailure(offset, `Incomplete number ${found}: write digits after the '.' and after the 'e'`);
    case ParseErrorCode.CloseBraceExpected:
    case ParseErrorCode.CloseBracketExpected: {
      // Reported at the end of the input, once the parser has closed the container: point at its opening.
      const [opener, closer] = code === ParseErrorCode.CloseBraceExpected ? ['{', '}'] : ['[', ']'];
      return new SyntaxFailure(closed?.offset ?? offset, `Unclosed '${opener}': add a '${closer}'`);
    }
    default:
      // InvalidSymbol, PropertyNameExpected, ValueExpected, ColonExpected, CommaExpected, EndOfFileExpected.
      if (token.startsWith("'")) return new SyntaxFailure(offset, 'JSON strings use double quotes, not single quotes');
      if (afterComma && token === container?.closer) return new SyntaxFailure(offset, `Trailing comma before '${token}': remove the ','`);
      if (last === 'key') return new SyntaxFailure(offset, `Expected ':' after ${JSON.stringify(key)}, found ${found}`);
      if (last === 'value') {
        const message = container ? `Expected ',' or '${container.closer}', found ${found}` : `Unexpected ${found} after the end of the JSON value`;
        return new SyntaxFailure(offset, message);
      }
      if (last === '{' || (afterComma && container?.closer === '}')) {
        return new SyntaxFailure(offset, `Expected a member name in double quotes, found ${found}`);
      }
      return new SyntaxFailure(offset, token === '' ? 'Expected a value, but the input ends here' : `Unexpected ${found}: expected a value`);
  }
}

export function parseJsonSource(text: string): Result<JsonSource, TextError> {
  const offsets = new Map<string, number>();
  const state: State = {open: [], last: 'start', key: ''};
  const record = (offset: number, path: () => JSONPath) => {
    offsets.set(path().reduce<string>(pointer, ''), offset);
  };
  const begin = (offset: number, closer: Container['closer'], path: () => JSONPath) => {
    if (state.open.length >= maxNesting) throw new SyntaxFailure(offset, 'The JSON is nested too deeply');
    record(offset, path);
    state.open.push({offset, closer});
    state.last = closer === '}' ? '{' : '[';
  };
  const end = () => {
    state.closed = state.open.pop();
    state.last = 'value';
  };
  try {
    visit(
      text,
      {
        onObjectBegin: (offset, _length, _line, _column, path) => begin(offset, '}', path),
        onArrayBegin: (offset, _length, _line, _column, path) => begin(offset, ']', path),
        onObjectEnd: end,
        onArrayEnd: end,
        onObjectProperty: (name) => {
          state.key = name;
          state.last = 'key';
        },
        onSeparator: (separator) => {
          state.last = separator === ':' ? ':' : ',';
        },
        onLiteralValue: (_value, offset, _length, _line, _column, path) => {
          record(offset, path);
          state.last = 'value';
        },
        // The first error ends the parse: the ones after it follow from it.
        onError: (code, offset, length) => {
          throw describe(text, code, offset, length, state);
        },
      },
      strict,
    );
  } catch (error) {
    if (error instanceof SyntaxFailure) return {ok: false, error: textError(text, error.offset, error.message)};
    throw error;
  }
  // jsonc-parser found no error, so the text is JSON: JSON.parse gives its value, exactly as everywhere else (a
  // repeated key keeps its last value, as in `offsets`; a "__proto__" key is a member like any other).
  return {ok: true, value: {value: JSON.parse(text) as JsonValue, offsets}};
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

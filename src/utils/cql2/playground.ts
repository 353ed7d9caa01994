/**
 * State of the CQL2 playground (src/components/Cql2Playground), as pure
 * functions: editing one side re-derives the other when the input is valid,
 * and keeps the last valid filter when it is not.
 */
import {formatJson} from './formatJson';
import {offsetOfPointer, parseJsonSource} from './jsonSource';
import {textError} from './lexer';
import {parseCql2Text} from './parseText';
import {formatCql2TextResult, formatPropertyName} from './toText';
import type {BooleanExpression, FunctionDeclaration, TextError} from './types';
import {validateCql2Json} from './validateJson';

/** A JSON editor error: where it is in the editor, and the JSON Pointer for a shape error. */
export type JsonEditorError = TextError & {path?: string};

export type PlaygroundState = {
  text: string;
  json: string;
  /** The last valid filter; null when both editors are empty. */
  filter: BooleanExpression | null;
  textError: TextError | null;
  jsonError: JsonEditorError | null;
};

/** The declared functions (the Functions class) a filter may call. */
type Declared = readonly FunctionDeclaration[];

export function fromText(state: PlaygroundState, text: string, functions: Declared = []): PlaygroundState {
  if (text.trim() === '') return {text, json: '', filter: null, textError: null, jsonError: null};
  const parsed = parseCql2Text(text, {functions});
  if (!parsed.ok) return {...state, text, textError: parsed.error};
  return {text, json: formatJson(parsed.value), filter: parsed.value, textError: null, jsonError: null};
}

/** Longest JSON accepted, in characters: a filter whose text is at the text limit is about four times longer in JSON. */
export const maxJsonLength = 200_000;

export function fromJson(state: PlaygroundState, json: string, functions: Declared = []): PlaygroundState {
  if (json.trim() === '') return {text: '', json, filter: null, textError: null, jsonError: null};
  if (json.length > maxJsonLength) {
    const message = `The JSON is ${json.length.toLocaleString('en')} characters long: the limit is ${maxJsonLength.toLocaleString('en')}`;
    return {...state, json, jsonError: textError(json, maxJsonLength, message)};
  }
  const source = parseJsonSource(json);
  if (!source.ok) return {...state, json, jsonError: source.error};
  const checked = validateCql2Json(source.value.value, {functions});
  const written = checked.ok ? formatCql2TextResult(checked.value) : checked;
  if (!written.ok) {
    const offset = offsetOfPointer(source.value, written.error.path);
    return {...state, json, jsonError: {...textError(json, offset, written.error.message), path: written.error.path}};
  }
  return {text: written.value, json, filter: checked.ok ? checked.value : null, textError: null, jsonError: null};
}

export function initialState(text: string, functions: Declared = []): PlaygroundState {
  return fromText({text: '', json: '', filter: null, textError: null, jsonError: null}, text, functions);
}

export type SearchRequestBody = {
  collections: string[];
  'filter-lang'?: 'cql2-json';
  filter?: BooleanExpression;
  limit: number;
};

/** The body of a POST /search with this filter (no filter members when there is none). */
export function searchRequestBody(filter: BooleanExpression | null, collections: readonly string[], limit = 10): SearchRequestBody {
  return filter === null ? {collections: [...collections], limit} : {collections: [...collections], 'filter-lang': 'cql2-json', filter, limit};
}

/**
 * Inserts a property name at the selection of `value` (replacing the
 * selected text), quoted when CQL2 needs it, with a space on either side
 * where the neighbours would otherwise run into it.
 */
export function insertName(value: string, start: number, end: number, name: string): {value: string; caret: number} {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const prefix = before === '' || /[\s(]$/.test(before) ? '' : ' ';
  const suffix = /^[\s),]/.test(after) ? '' : ' ';
  const inserted = `${prefix}${formatPropertyName(name)}${suffix}`;
  return {value: before + inserted + after, caret: start + inserted.length};
}

/**
 * The line of `text` where an error is, cut to `width` characters around the
 * column, and the caret line under it (tabs kept, so the caret lines up).
 */
export function caretExcerpt(text: string, error: Pick<TextError, 'line' | 'column'>, width = 60): {excerpt: string; caret: string} {
  const full = text.split('\n')[error.line - 1] ?? '';
  const index = Math.max(0, error.column - 1);
  const start = full.length > width ? Math.max(0, Math.min(index - Math.floor(width / 2), full.length - width)) : 0;
  const head = start > 0 ? '…' : '';
  const tail = start + width < full.length ? '…' : '';
  const excerpt = `${head}${full.slice(start, start + width)}${tail}`;
  const pad = full.slice(start, index).replace(/[^\t]/g, ' ');
  return {excerpt, caret: `${head ? ' ' : ''}${pad}^`};
}

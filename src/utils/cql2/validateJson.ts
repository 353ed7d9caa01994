/**
 * Checks that a parsed JSON value is CQL2 JSON in the supported subset and
 * returns it typed, or the first problem with a JSON Pointer to it. The draft
 * function forms of CASEI/ACCENTI are normalized to `{"op": "casei"}` (see
 * ./types.ts). Literals go through the same checks as in CQL2 text.
 */
import {
  checkBbox,
  checkDate,
  checkInterval,
  checkIntervalInstant,
  checkLineString,
  checkPosition,
  checkRing,
  checkTimestamp,
} from './literals';
import {
  arrayOps,
  isArrayOp,
  isComparisonOp,
  isSpatialOp,
  isStringFunctionOp,
  isTemporalOp,
  spatialOps,
  temporalOps,
  type ArrayArg,
  type BooleanExpression,
  type Geometry,
  type IntervalBound,
  type JsonError,
  type Position,
  type Result,
  type Scalar,
  type SpatialArg,
  type TemporalArg,
} from './types';

type JsonObject = {[key: string]: unknown};

/** Lower-cased operator spellings seen in drafts and other query languages → the CQL2 JSON name. */
const opAliases: ReadonlyMap<string, string> = new Map([
  ...Object.entries({
    eq: '=', ne: '<>', neq: '<>', '!=': '<>', '==': '=', lt: '<', le: '<=', lte: '<=', gt: '>', ge: '>=', gte: '>=',
    isnull: 'isNull', is_null: 'isNull', intersects: 's_intersects', anyinteracts: 't_intersects', a_contained_by: 'a_containedBy',
  }),
  // Case slips: AND, S_INTERSECTS, t_metby, a_containedby.
  ...['and', 'or', 'not', 'between', 'like', 'in', 'casei', 'accenti', ...spatialOps, ...temporalOps, ...arrayOps].map((op): [string, string] => [op.toLowerCase(), op]),
]);

class JsonFailure extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

function pointer(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function fail(path: string, message: string): never {
  throw new JsonFailure(path, message);
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** Fails on members other than `allowed`. */
function onlyKeys(value: JsonObject, path: string, allowed: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) fail(pointer(path, key), `Unexpected member "${key}" (expected only ${allowed.map((k) => `"${k}"`).join(', ')})`);
  }
}

function stringMember(value: JsonObject, key: string, path: string): string {
  const member = value[key];
  if (typeof member !== 'string') fail(pointer(path, key), `"${key}" must be a string, not ${typeName(member)}`);
  return member;
}

function argsOf(value: JsonObject, path: string, op: string, count: number | 'many'): unknown[] {
  const args = value.args;
  if (!Array.isArray(args)) fail(pointer(path, 'args'), `"${op}" needs an "args" array`);
  if (count === 'many' ? args.length < 2 : args.length !== count) {
    fail(pointer(path, 'args'), `"${op}" takes ${count === 'many' ? 'at least 2' : count} argument${count === 1 ? '' : 's'}, not ${args.length}`);
  }
  return args;
}

function numberAt(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, `Expected a number, not ${typeName(value)}`);
  return value;
}

function numbersAt(value: unknown, path: string, what: string): number[] {
  if (!Array.isArray(value)) fail(path, `${what} must be an array of numbers, not ${typeName(value)}`);
  return value.map((n, i) => numberAt(n, pointer(path, i)));
}

function position(value: unknown, path: string): Position {
  const numbers = numbersAt(value, path, 'A position');
  const problem = checkPosition(numbers);
  if (problem) fail(path, problem);
  return numbers;
}

function positions(value: unknown, path: string): Position[] {
  if (!Array.isArray(value)) fail(path, `Expected an array of positions, not ${typeName(value)}`);
  return value.map((p, i) => position(p, pointer(path, i)));
}

function lineString(value: unknown, path: string): Position[] {
  const line = positions(value, path);
  const problem = checkLineString(line);
  if (problem) fail(path, problem);
  return line;
}

function polygon(value: unknown, path: string): Position[][] {
  if (!Array.isArray(value) || value.length === 0) fail(path, 'A polygon is a non-empty array of rings');
  return value.map((ring, i) => {
    const ringPath = pointer(path, i);
    const checked = positions(ring, ringPath);
    const problem = checkRing(checked);
    if (problem) fail(ringPath, problem);
    return checked;
  });
}

function arrayOf<T>(value: unknown, path: string, what: string, item: (v: unknown, p: string) => T): T[] {
  if (!Array.isArray(value) || value.length === 0) fail(path, `${what} must be a non-empty array`);
  return value.map((v, i) => item(v, pointer(path, i)));
}

function geometry(value: JsonObject, path: string): Geometry {
  onlyKeys(value, path, ['type', 'coordinates']);
  const type = stringMember(value, 'type', path);
  const at = pointer(path, 'coordinates');
  const coordinates = value.coordinates;
  switch (type) {
    case 'Point':
      return {type, coordinates: position(coordinates, at)};
    case 'LineString':
      return {type, coordinates: lineString(coordinates, at)};
    case 'Polygon':
      return {type, coordinates: polygon(coordinates, at)};
    case 'MultiPoint':
      return {type, coordinates: arrayOf(coordinates, at, 'MultiPoint coordinates', position)};
    case 'MultiLineString':
      return {type, coordinates: arrayOf(coordinates, at, 'MultiLineString coordinates', lineString)};
    case 'MultiPolygon':
      return {type, coordinates: arrayOf(coordinates, at, 'MultiPolygon coordinates', polygon)};
    default:
      return fail(pointer(path, 'type'), `Unsupported geometry type "${type}": use Point, LineString, Polygon, MultiPoint, MultiLineString or MultiPolygon`);
  }
}

function property(value: JsonObject, path: string): {property: string} {
  onlyKeys(value, path, ['property']);
  const name = stringMember(value, 'property', path);
  if (name === '') fail(pointer(path, 'property'), 'A property name cannot be empty');
  if (name.includes('"')) fail(pointer(path, 'property'), 'A property name cannot contain a double quote');
  return {property: name};
}

function instant(value: JsonObject, path: string, key: 'timestamp' | 'date'): Scalar {
  onlyKeys(value, path, [key]);
  const text = stringMember(value, key, path);
  const problem = key === 'date' ? checkDate(text) : checkTimestamp(text);
  if (problem) fail(pointer(path, key), problem);
  return key === 'date' ? {date: text} : {timestamp: text};
}

/** `{"function": "casei", "args": [x]}` and `{"function": {"name": "casei", "args": [x]}}` (drafts) → `{op, args}`. */
function legacyFunction(value: JsonObject, path: string): {op: string; args: unknown; argsPath: string} {
  const fn = value.function;
  if (typeof fn === 'string') {
    onlyKeys(value, path, ['function', 'args']);
    return {op: fn, args: value.args, argsPath: pointer(path, 'args')};
  }
  if (isObject(fn)) {
    onlyKeys(value, path, ['function']);
    const fnPath = pointer(path, 'function');
    onlyKeys(fn, fnPath, ['name', 'args']);
    return {op: stringMember(fn, 'name', fnPath), args: fn.args, argsPath: pointer(fnPath, 'args')};
  }
  return fail(pointer(path, 'function'), `"function" must be a function name, not ${typeName(fn)}`);
}

function stringFunction(op: string, args: unknown, argsPath: string, opPath: string, depth: number): Scalar {
  const lower = op.toLowerCase();
  if (!isStringFunctionOp(lower)) fail(opPath, `Unknown function "${op}": the supported functions are casei and accenti`);
  if (!Array.isArray(args) || args.length !== 1) fail(argsPath, `"${lower}" takes 1 argument`);
  return {op: lower, args: [scalar(args[0], pointer(argsPath, 0), depth + 1)]};
}

function scalar(value: unknown, path: string, depth: number): Scalar {
  if (depth > 100) fail(path, 'The filter is nested more than 100 levels deep');
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return numberAt(value, path);
  if (!isObject(value)) fail(path, `Expected a value (string, number, boolean, property, timestamp, date or function), not ${typeName(value)}`);
  if ('property' in value) return property(value, path);
  if ('timestamp' in value) return instant(value, path, 'timestamp');
  if ('date' in value) return instant(value, path, 'date');
  if ('function' in value) {
    const {op, args, argsPath} = legacyFunction(value, path);
    return stringFunction(op, args, argsPath, pointer(path, 'function'), depth);
  }
  if ('op' in value) {
    onlyKeys(value, path, ['op', 'args']);
    const op = stringMember(value, 'op', path);
    if (isStringFunctionOp(op)) return stringFunction(op, value.args, pointer(path, 'args'), pointer(path, 'op'), depth);
    return fail(pointer(path, 'op'), `"${op}" is a condition, not a value`);
  }
  if ('interval' in value || 'bbox' in value || 'type' in value) fail(path, 'An interval, bbox or geometry is only allowed in a temporal or spatial function');
  return fail(path, `Expected a value (string, number, boolean, {"property"}, {"timestamp"}, {"date"} or casei/accenti), found an object with ${Object.keys(value).map((k) => `"${k}"`).join(', ') || 'no members'}`);
}

function spatialArg(value: unknown, path: string): SpatialArg {
  if (!isObject(value)) fail(path, `Expected a property, a GeoJSON geometry or {"bbox": […]}, not ${typeName(value)}`);
  if ('property' in value) return property(value, path);
  if ('bbox' in value) {
    onlyKeys(value, path, ['bbox']);
    const numbers = numbersAt(value.bbox, pointer(path, 'bbox'), 'A bbox');
    const problem = checkBbox(numbers);
    if (problem) fail(pointer(path, 'bbox'), problem);
    return {bbox: numbers};
  }
  if ('type' in value) return geometry(value, path);
  return fail(path, 'Expected a property, a GeoJSON geometry or {"bbox": […]}');
}

function intervalBound(value: unknown, path: string): IntervalBound {
  if (typeof value === 'string') {
    const problem = checkIntervalInstant(value);
    if (problem) fail(path, problem);
    return value;
  }
  if (isObject(value) && 'property' in value) return property(value, path);
  return fail(path, `An interval end is a date or timestamp string, ".." or a property, not ${typeName(value)}`);
}

function temporalArg(value: unknown, path: string): TemporalArg {
  if (!isObject(value)) fail(path, `Expected a property, {"timestamp"}, {"date"} or {"interval"}, not ${typeName(value)}`);
  if ('property' in value) return property(value, path);
  if ('timestamp' in value) return instant(value, path, 'timestamp') as TemporalArg;
  if ('date' in value) return instant(value, path, 'date') as TemporalArg;
  if ('interval' in value) {
    onlyKeys(value, path, ['interval']);
    const at = pointer(path, 'interval');
    const ends = value.interval;
    if (!Array.isArray(ends) || ends.length !== 2) fail(at, 'An interval is an array of 2 ends: ["start", "end"]');
    const start = intervalBound(ends[0], pointer(at, 0));
    const end = intervalBound(ends[1], pointer(at, 1));
    const problem = checkInterval(start, end);
    if (problem) fail(at, problem);
    return {interval: [start, end]};
  }
  return fail(path, 'Expected a property, {"timestamp"}, {"date"} or {"interval"}');
}

function arrayArg(value: unknown, path: string, depth: number): ArrayArg {
  if (Array.isArray(value)) return value.map((item, i) => scalar(item, pointer(path, i), depth + 1));
  if (isObject(value) && 'property' in value) return property(value, path);
  return fail(path, `Expected a property or an array of values, not ${typeName(value)}`);
}

function isPattern(value: Scalar): boolean {
  if (typeof value === 'string') return true;
  if (typeof value === 'object' && 'op' in value) return isPattern(value.args[0]);
  return false;
}

function condition(value: unknown, path: string, depth: number): BooleanExpression {
  if (depth > 100) fail(path, 'The filter is nested more than 100 levels deep');
  if (typeof value === 'boolean') return value;
  if (!isObject(value)) fail(path, `Expected a condition ({"op": …, "args": […]} or true/false), not ${typeName(value)}`);
  if (!('op' in value)) {
    if ('function' in value) fail(path, 'A function returns a value, not a condition: compare it, e.g. {"op": "=", "args": [{"op": "casei", …}, …]}');
    fail(path, `Expected a condition with "op" and "args", found an object with ${Object.keys(value).map((k) => `"${k}"`).join(', ') || 'no members'}`);
  }
  onlyKeys(value, path, ['op', 'args']);
  const op = stringMember(value, 'op', path);
  const opPath = pointer(path, 'op');
  const argsPath = pointer(path, 'args');
  const at = (i: number) => pointer(argsPath, i);

  if (op === 'and' || op === 'or') {
    return {op, args: argsOf(value, path, op, 'many').map((arg, i) => condition(arg, at(i), depth + 1))};
  }
  if (op === 'not') {
    const [arg] = argsOf(value, path, op, 1);
    return {op, args: [condition(arg, at(0), depth + 1)]};
  }
  if (isComparisonOp(op)) {
    const [a, b] = argsOf(value, path, op, 2);
    return {op, args: [scalar(a, at(0), depth + 1), scalar(b, at(1), depth + 1)]};
  }
  if (op === 'isNull') {
    const [a] = argsOf(value, path, op, 1);
    return {op, args: [scalar(a, at(0), depth + 1)]};
  }
  if (op === 'between') {
    const [a, low, high] = argsOf(value, path, op, 3);
    if (Array.isArray(low)) fail(at(1), '"between" takes 3 flat arguments [value, low, high] in CQL2 1.0, not [value, [low, high]]');
    return {op, args: [scalar(a, at(0), depth + 1), scalar(low, at(1), depth + 1), scalar(high, at(2), depth + 1)]};
  }
  if (op === 'like') {
    const [a, pattern] = argsOf(value, path, op, 2);
    const checked = scalar(pattern, at(1), depth + 1);
    if (!isPattern(checked)) fail(at(1), '"like" needs a string pattern such as "vnir%"');
    return {op, args: [scalar(a, at(0), depth + 1), checked]};
  }
  if (op === 'in') {
    const [a, list] = argsOf(value, path, op, 2);
    if (!Array.isArray(list)) fail(at(1), `"in" takes [value, [list of values]]; the second argument is ${typeName(list)}`);
    if (list.length === 0) fail(at(1), '"in" needs at least one value in its list');
    return {op, args: [scalar(a, at(0), depth + 1), list.map((item, i) => scalar(item, pointer(at(1), i), depth + 1))]};
  }
  if (isSpatialOp(op)) {
    const [a, b] = argsOf(value, path, op, 2);
    return {op, args: [spatialArg(a, at(0)), spatialArg(b, at(1))]};
  }
  if (isTemporalOp(op)) {
    const [a, b] = argsOf(value, path, op, 2);
    return {op, args: [temporalArg(a, at(0)), temporalArg(b, at(1))]};
  }
  if (isArrayOp(op)) {
    const [a, b] = argsOf(value, path, op, 2);
    return {op, args: [arrayArg(a, at(0), depth), arrayArg(b, at(1), depth)]};
  }
  if (isStringFunctionOp(op)) fail(opPath, `"${op}" returns a value, not a condition: compare it with "=" or "like"`);
  const alias = opAliases.get(op.toLowerCase());
  return fail(opPath, `Unknown operator "${op}"${alias ? `: CQL2 JSON writes it "${alias}"` : ''}`);
}

/** Checks a parsed JSON value as a CQL2 JSON filter. */
export function validateCql2Json(value: unknown): Result<BooleanExpression, JsonError> {
  try {
    return {ok: true, value: condition(value, '', 0)};
  } catch (error) {
    if (error instanceof JsonFailure) return {ok: false, error: {message: error.message, path: error.path}};
    throw error;
  }
}

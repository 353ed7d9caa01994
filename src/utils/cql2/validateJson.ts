/**
 * Checks that a parsed JSON value is a CQL2 JSON filter and returns it typed
 * and normalized, or the first problem with a JSON Pointer to it. It checks
 * the shape (ops, arity, literals) and the types (a geometry where a spatial
 * function wants one, numbers in arithmetic, comparable operands, declared
 * functions with their argument types). The CQL2 text parser runs the same
 * checks on what it builds, so both encodings accept exactly the same filters.
 *
 * The draft function forms of CASEI/ACCENTI are normalized to
 * `{"op": "casei"}` (see ./types.ts).
 */
import {allKinds, describeKinds, findFunction, kindsOf, signature, type Kind} from './functions';
import {checkBbox, checkDate, checkInterval, checkIntervalInstant, checkLineString, checkPosition, checkRing, checkTimestamp} from './literals';
import {pointer} from './pointer';
import {
  arrayOps,
  isArithmeticOp,
  isArrayOp,
  isComparisonOp,
  isSpatialOp,
  isStringFunctionOp,
  isTemporalOp,
  spatialOps,
  temporalOps,
  type Expression,
  type FunctionDeclaration,
  type Geometry,
  type JsonError,
  type ParseOptions,
  type Position,
  type Result,
  type SimpleGeometry,
} from './types';

/**
 * Deepest nesting accepted; deeper input is reported instead of overflowing the
 * stack. Arithmetic nests in JSON (`1 + 2 + 3` is a `+` inside a `+`), so a
 * sum of n terms is n − 1 levels deep: 256 leaves room for long sums.
 */
export const maxDepth = 256;

type JsonObject = {[key: string]: unknown};

export type ValidateOptions = ParseOptions & {
  /** How errors name ops: as in JSON (`s_intersects`) or as in text (`S_INTERSECTS`). */
  names?: 'json' | 'text';
  /** Check a value expression (such as a function call) instead of a filter. */
  expression?: boolean;
};

/** Lower-cased operator spellings seen in drafts and other query languages → the CQL2 JSON name. */
const opAliases: ReadonlyMap<string, string> = new Map([
  ...Object.entries({
    eq: '=',
    ne: '<>',
    neq: '<>',
    '!=': '<>',
    '==': '=',
    lt: '<',
    le: '<=',
    lte: '<=',
    gt: '>',
    ge: '>=',
    gte: '>=',
    isnull: 'isNull',
    is_null: 'isNull',
    intersects: 's_intersects',
    anyinteracts: 't_intersects',
    a_contained_by: 'a_containedBy',
    mod: '%',
    pow: '^',
    '**': '^',
  }),
  // Case slips: AND, S_INTERSECTS, t_metby, a_containedby, DIV.
  ...['and', 'or', 'not', 'between', 'like', 'in', 'casei', 'accenti', 'div', ...spatialOps, ...temporalOps, ...arrayOps].map((op): [string, string] => [
    op.toLowerCase(),
    op,
  ]),
]);

const predicateOps: ReadonlySet<string> = new Set([
  'and',
  'or',
  'not',
  'isNull',
  'between',
  'like',
  'in',
  '=',
  '<>',
  '<',
  '<=',
  '>',
  '>=',
  ...spatialOps,
  ...temporalOps,
  ...arrayOps,
]);

class JsonFailure extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
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

const geometryTypes = 'Point, LineString, Polygon, MultiPoint, MultiLineString, MultiPolygon or GeometryCollection';

function simpleGeometry(value: JsonObject, path: string): SimpleGeometry {
  onlyKeys(value, path, ['type', 'coordinates', 'bbox']);
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
    case 'GeometryCollection':
      return fail(pointer(path, 'type'), 'A GeometryCollection cannot contain another GeometryCollection (CQL2 and WKT allow one level)');
    default:
      return fail(pointer(path, 'type'), `Unsupported geometry type "${type}": use ${geometryTypes}`);
  }
}

function geometry(value: JsonObject, path: string): Geometry {
  if (value.type !== 'GeometryCollection') return simpleGeometry(value, path);
  onlyKeys(value, path, ['type', 'geometries', 'bbox']);
  const at = pointer(path, 'geometries');
  return {
    type: 'GeometryCollection',
    geometries: arrayOf(value.geometries, at, 'GeometryCollection geometries', (item, p) => {
      if (!isObject(item)) fail(p, `Expected a GeoJSON geometry, not ${typeName(item)}`);
      return simpleGeometry(item, p);
    }),
  };
}

function propertyRef(value: JsonObject, path: string): {property: string} {
  onlyKeys(value, path, ['property']);
  const name = stringMember(value, 'property', path);
  if (name === '') fail(pointer(path, 'property'), 'A property name cannot be empty');
  if (name.includes('"')) fail(pointer(path, 'property'), 'A property name cannot contain a double quote');
  return {property: name};
}

function instant(value: JsonObject, path: string, key: 'timestamp' | 'date'): Expression {
  onlyKeys(value, path, [key]);
  const text = stringMember(value, key, path);
  const problem = key === 'date' ? checkDate(text) : checkTimestamp(text);
  if (problem) fail(pointer(path, key), problem);
  return key === 'date' ? {date: text} : {timestamp: text};
}

type Checked = {value: Expression; kinds: readonly Kind[]; predicate: boolean};

const valueKinds: readonly Kind[] = allKinds;
const scalarKinds: readonly Kind[] = ['string', 'number', 'boolean', 'instant'];
const instantOrInterval: readonly Kind[] = ['instant', 'interval'];

function isPattern(value: Expression): boolean {
  if (typeof value === 'string') return true;
  if (typeof value === 'object' && !Array.isArray(value) && 'op' in value && (value.op === 'casei' || value.op === 'accenti')) {
    return value.args[0] !== undefined && isPattern(value.args[0]);
  }
  return false;
}

class Checker {
  constructor(
    private readonly functions: readonly FunctionDeclaration[],
    private readonly names: 'json' | 'text',
  ) {}

  private name(op: string): string {
    if (this.names === 'json') return `"${op}"`;
    if (op === 'isNull') return 'IS NULL';
    return /^[a-z_]+$/i.test(op) && !findFunction(this.functions, op) ? op.toUpperCase() : op;
  }

  /** How to write a value of the kinds `want`, when they are a geometry or an instant. */
  private hint(want: readonly Kind[]): string {
    const text = this.names === 'text';
    if (want.length === 1 && want[0] === 'geometry')
      return text ? ' (a property, a WKT geometry or BBOX(w,s,e,n))' : ' (a property, a GeoJSON geometry or {"bbox": […]})';
    if (want.length === 1 && want[0] === 'array')
      return text ? " (a property or a list of values in parentheses, such as ('pan','vnir'))" : ' (a property or an array of values)';
    if (want.includes('instant') && !want.includes('string')) {
      return text
        ? " (a property, TIMESTAMP('…'), DATE('…') or INTERVAL('…','…'): a bare string is not an instant)"
        : ' (a property, {"timestamp"}, {"date"} or {"interval"}: a bare string is not an instant)';
    }
    return '';
  }

  /** A filter, or an operand of AND, OR or NOT: something true or false. */
  condition(value: unknown, path: string, depth: number): Expression {
    if (depth > maxDepth) fail(path, `The filter is nested more than ${maxDepth} levels deep`);
    if (typeof value === 'boolean') return value;
    if (isObject(value) && ('op' in value || 'function' in value)) {
      const checked = this.call(value, path, depth);
      if (checked.predicate) return checked.value;
      if (checked.kinds.includes('boolean')) return checked.value;
      const op = isObject(value) && typeof value.op === 'string' ? value.op : 'function';
      fail(
        pointer(path, 'op' in value ? 'op' : 'function'),
        `${this.name(op)} returns ${describeKinds(checked.kinds)}, not a condition: compare it, e.g. with = or LIKE`,
      );
    }
    if (isObject(value) && 'property' in value) {
      fail(path, `A property alone is not a condition: compare it, e.g. {"op": "=", "args": [{"property": "${String(value.property)}"}, true]}`);
    }
    if (isObject(value) && !('op' in value)) {
      fail(
        path,
        `Expected a condition with "op" and "args", found an object with ${
          Object.keys(value)
            .map((k) => `"${k}"`)
            .join(', ') || 'no members'
        }`,
      );
    }
    return fail(path, `Expected a condition ({"op": …, "args": […]} or true/false), not ${typeName(value)}`);
  }

  /** A value of one of the kinds `want`; `what` says where, for the error. */
  value(value: unknown, path: string, depth: number, want: readonly Kind[], what: string): Checked {
    if (depth > maxDepth) fail(path, `The filter is nested more than ${maxDepth} levels deep`);
    if (isObject(value) && typeof value.op === 'string' && predicateOps.has(value.op))
      fail(pointer(path, 'op'), `${this.name(value.op)} is a condition, not a value: ${what}`);
    const checked = this.anyValue(value, path, depth);
    if (checked.predicate)
      fail(
        isObject(value) && 'op' in value ? pointer(path, 'op') : path,
        `${this.name(String((value as JsonObject).op))} is a condition, not a value: ${what}`,
      );
    if (!checked.kinds.some((kind) => want.includes(kind))) {
      fail(path, `Type mismatch: ${what} must be ${describeKinds(want)}${this.hint(want)}, not ${describeKinds(checked.kinds)}`);
    }
    return checked;
  }

  private anyValue(value: unknown, path: string, depth: number): Checked {
    const literal = (v: Expression, kind: Kind): Checked => ({value: v, kinds: [kind], predicate: false});
    if (typeof value === 'string') return literal(value, 'string');
    if (typeof value === 'boolean') return literal(value, 'boolean');
    if (typeof value === 'number') return literal(numberAt(value, path), 'number');
    if (Array.isArray(value)) {
      return literal(
        value.map((item, i) => this.value(item, pointer(path, i), depth + 1, valueKinds, 'an array item').value),
        'array',
      );
    }
    if (!isObject(value)) fail(path, `Expected a value (string, number, boolean, property, instant, geometry, array or function), not ${typeName(value)}`);
    if ('property' in value) return {value: propertyRef(value, path), kinds: allKinds, predicate: false};
    if ('timestamp' in value) return literal(instant(value, path, 'timestamp'), 'instant');
    if ('date' in value) return literal(instant(value, path, 'date'), 'instant');
    if ('interval' in value) return literal(this.interval(value, path, depth), 'interval');
    if ('bbox' in value && !('type' in value)) {
      onlyKeys(value, path, ['bbox']);
      const numbers = numbersAt(value.bbox, pointer(path, 'bbox'), 'A bbox');
      const problem = checkBbox(numbers);
      if (problem) fail(pointer(path, 'bbox'), problem);
      return literal({bbox: numbers}, 'geometry');
    }
    if ('type' in value) return literal(geometry(value, path), 'geometry');
    if ('op' in value || 'function' in value) return this.call(value, path, depth);
    return fail(
      path,
      `Expected a value (string, number, boolean, {"property"}, {"timestamp"}, {"date"}, {"interval"}, {"bbox"}, a geometry, an array or {"op", "args"}), found an object with ${
        Object.keys(value)
          .map((k) => `"${k}"`)
          .join(', ') || 'no members'
      }`,
    );
  }

  private interval(value: JsonObject, path: string, depth: number): Expression {
    onlyKeys(value, path, ['interval']);
    const at = pointer(path, 'interval');
    const ends = value.interval;
    if (!Array.isArray(ends) || ends.length !== 2) fail(at, 'An interval is an array of 2 ends: ["start", "end"]');
    const bound = (end: unknown, i: number): Expression => {
      const p = pointer(at, i);
      if (typeof end === 'string') {
        const problem = checkIntervalInstant(end);
        if (problem) fail(p, problem);
        return end;
      }
      if (isObject(end) && ('property' in end || 'op' in end)) return this.value(end, p, depth + 1, ['instant'], 'an interval end').value;
      return fail(p, `An interval end is a date or timestamp string, ".." , a property or a function, not ${typeName(end)}`);
    };
    const start = bound(ends[0], 0);
    const end = bound(ends[1], 1);
    const problem = checkInterval(start, end);
    if (problem) fail(at, problem);
    return {interval: [start, end]};
  }

  private args(value: JsonObject, path: string, op: string, count: number | 'many'): unknown[] {
    const args = value.args;
    if (!Array.isArray(args)) fail(pointer(path, 'args'), `${this.name(op)} needs an "args" array`);
    if (count === 'many' ? args.length < 2 : args.length !== count) {
      fail(pointer(path, 'args'), `${this.name(op)} takes ${count === 'many' ? 'at least 2' : count} argument${count === 1 ? '' : 's'}, not ${args.length}`);
    }
    return args;
  }

  /** `{"function": "casei", "args": [x]}` and `{"function": {"name": "casei", "args": [x]}}` (drafts) → `{op, args}`. */
  private legacy(value: JsonObject, path: string): JsonObject {
    const fn = value.function;
    if (typeof fn === 'string') {
      onlyKeys(value, path, ['function', 'args']);
      return {op: fn, args: value.args};
    }
    if (isObject(fn)) {
      onlyKeys(value, path, ['function']);
      const fnPath = pointer(path, 'function');
      onlyKeys(fn, fnPath, ['name', 'args']);
      return {op: stringMember(fn, 'name', fnPath), args: fn.args};
    }
    return fail(pointer(path, 'function'), `"function" must be a function name, not ${typeName(fn)}`);
  }

  /** An `{"op", "args"}` object: a predicate, CASEI/ACCENTI, arithmetic or a declared function. */
  private call(raw: JsonObject, path: string, depth: number): Checked {
    const value = 'function' in raw && !('op' in raw) ? this.legacy(raw, path) : raw;
    if (value === raw) onlyKeys(value, path, ['op', 'args']);
    let op = stringMember(value, 'op', path);
    if (raw !== value && isStringFunctionOp(op.toLowerCase())) op = op.toLowerCase();
    const opPath = pointer(path, value === raw ? 'op' : 'function');
    const at = (i: number) => pointer(pointer(path, 'args'), i);
    const next = depth + 1;
    const predicate = (v: Expression): Checked => ({value: v, kinds: ['boolean'], predicate: true});
    const argument = (n: number) => `argument ${n} of ${this.name(op)}`;

    if (op === 'and' || op === 'or') {
      return predicate({op, args: this.args(value, path, op, 'many').map((arg, i) => this.condition(arg, at(i), next))});
    }
    if (op === 'not') {
      const [arg] = this.args(value, path, op, 1);
      return predicate({op, args: [this.condition(arg, at(0), next)]});
    }
    if (isComparisonOp(op)) {
      const [a, b] = this.args(value, path, op, 2);
      const left = this.value(a, at(0), next, scalarKinds, `the left side of ${op}`);
      const right = this.value(b, at(1), next, scalarKinds, `the right side of ${op}`);
      this.comparable(left, right, at(1), `compare ${describeKinds(left.kinds)} with ${describeKinds(right.kinds)} (${op})`);
      return predicate({op, args: [left.value, right.value]});
    }
    if (op === 'isNull') {
      const [a] = this.args(value, path, op, 1);
      return predicate({op, args: [this.value(a, at(0), next, valueKinds, 'the operand of IS NULL').value]});
    }
    if (op === 'between') {
      const [a, low, high] = this.args(value, path, op, 3);
      if (Array.isArray(low)) fail(at(1), '"between" takes 3 flat arguments [value, low, high] in CQL2 1.0, not [value, [low, high]]');
      return predicate({
        op,
        args: [
          this.value(a, at(0), next, ['number'], 'the value of BETWEEN').value,
          this.value(low, at(1), next, ['number'], 'the lower bound of BETWEEN').value,
          this.value(high, at(2), next, ['number'], 'the upper bound of BETWEEN').value,
        ],
      });
    }
    if (op === 'like') {
      const [a, pattern] = this.args(value, path, op, 2);
      const subject = this.value(a, at(0), next, ['string'], 'the value of LIKE');
      const checked = this.value(pattern, at(1), next, ['string'], 'the pattern of LIKE');
      if (!isPattern(checked.value)) fail(at(1), "LIKE needs a string pattern such as 'vnir%', optionally in CASEI() or ACCENTI()");
      return predicate({op, args: [subject.value, checked.value]});
    }
    if (op === 'in') {
      const [a, list] = this.args(value, path, op, 2);
      const subject = this.value(a, at(0), next, scalarKinds, 'the value of IN');
      if (!Array.isArray(list)) fail(at(1), `"in" takes [value, [list of values]]; the second argument is ${typeName(list)}`);
      if (list.length === 0) fail(at(1), '"in" needs at least one value in its list');
      let reference = subject;
      const items = list.map((item, i) => {
        const checked = this.value(item, pointer(at(1), i), next + 1, scalarKinds, 'an IN list item');
        this.comparable(reference, checked, pointer(at(1), i), `compare ${describeKinds(reference.kinds)} with ${describeKinds(checked.kinds)} (IN)`);
        if (reference.kinds.length !== 1) reference = checked;
        return checked.value;
      });
      return predicate({op, args: [subject.value, items]});
    }
    if (isSpatialOp(op) || isTemporalOp(op) || isArrayOp(op)) {
      const [a, b] = this.args(value, path, op, 2);
      const want = isSpatialOp(op) ? (['geometry'] as const) : isTemporalOp(op) ? instantOrInterval : (['array'] as const);
      return predicate({op, args: [this.value(a, at(0), next, want, argument(1)).value, this.value(b, at(1), next, want, argument(2)).value]});
    }
    if (isStringFunctionOp(op)) {
      const [a] = this.args(value, path, op, 1);
      return {value: {op, args: [this.value(a, at(0), next, ['string'], argument(1)).value]}, kinds: ['string'], predicate: false};
    }
    if (isArithmeticOp(op)) {
      const [a, b] = this.args(value, path, op, 2);
      return {
        value: {
          op,
          args: [
            this.value(a, at(0), next, ['number'], `the left operand of ${op}`).value,
            this.value(b, at(1), next, ['number'], `the right operand of ${op}`).value,
          ],
        },
        kinds: ['number'],
        predicate: false,
      };
    }
    const declared = findFunction(this.functions, op);
    if (!declared) {
      const alias = opAliases.get(op.toLowerCase());
      if (alias && alias !== op) fail(opPath, `Unknown operator "${op}": CQL2 JSON writes it "${alias}"`);
      const known = this.functions.length === 0 ? 'no custom functions are declared' : `the declared functions are ${this.functions.map(signature).join(', ')}`;
      return fail(opPath, `Unknown function ${this.name(op)}: ${known}`);
    }
    const args = this.args(value, path, op, declared.arguments.length);
    return {
      value: {
        op,
        args: args.map(
          (arg, i) => this.value(arg, at(i), next, kindsOf(declared.arguments[i]?.type ?? []), `${argument(i + 1)} (${signature(declared)})`).value,
        ),
      },
      kinds: kindsOf(declared.returns),
      predicate: false,
    };
  }

  /** Literal operands of a comparison must have the same kind (properties and functions may be anything). */
  private comparable(a: Checked, b: Checked, path: string, what: string): void {
    if (a.kinds.length !== 1 || b.kinds.length !== 1 || a.kinds[0] === b.kinds[0]) return;
    if (!a.kinds.some((kind) => b.kinds.includes(kind))) fail(path, `Type mismatch: cannot ${what}`);
  }
}

/** Checks a parsed JSON value as a CQL2 JSON filter. */
export function validateCql2Json(value: unknown, options: ValidateOptions = {}): Result<Expression, JsonError> {
  try {
    const checker = new Checker(options.functions ?? [], options.names ?? 'json');
    return {ok: true, value: options.expression ? checker.value(value, '', 0, allKinds, 'the expression').value : checker.condition(value, '', 0)};
  } catch (error) {
    if (error instanceof JsonFailure) return {ok: false, error: {message: error.message, path: error.path}};
    throw error;
  }
}

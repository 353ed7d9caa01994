/**
 * CQL2 JSON as typed values: the parser's output, the serializer's input and
 * what a STAC search body carries in `filter`.
 *
 * Encoding follows OGC CQL2 1.0.0 (21-065r2) and its JSON schema (cql2.json):
 * - every predicate, function call and arithmetic operation is
 *   `{"op", "args"}`, with the standard's op names (`and`, `isNull`,
 *   `s_intersects`, `t_metBy`, `a_containedBy`, `casei`, `+`, `div`, …) and
 *   the declared name of a custom function (`Buffer`);
 * - `IS NOT NULL`, `NOT LIKE`, `NOT BETWEEN` and `NOT IN` have no op of their
 *   own: they are `{"op": "not", "args": [<the positive predicate>]}`;
 * - BETWEEN takes three flat args `[value, low, high]`; IN takes
 *   `[value, [list]]`; an array literal is a JSON array;
 * - a unary minus on anything but a number is `{"op": "*", "args": [-1, x]}`;
 * - CASEI and ACCENTI are `{"op": "casei", "args": [x]}`. The draft forms
 *   `{"function": "casei", "args": [...]}` and
 *   `{"function": {"name": "casei", "args": [...]}}` are read for
 *   compatibility and written back in the 1.0.0 form.
 */

export type ComparisonOp = '=' | '<>' | '<' | '<=' | '>' | '>=';
export type SpatialOp = 's_intersects' | 's_equals' | 's_disjoint' | 's_touches' | 's_within' | 's_overlaps' | 's_crosses' | 's_contains';
export type TemporalOp =
  | 't_after'
  | 't_before'
  | 't_contains'
  | 't_disjoint'
  | 't_during'
  | 't_equals'
  | 't_finishedBy'
  | 't_finishes'
  | 't_intersects'
  | 't_meets'
  | 't_metBy'
  | 't_overlappedBy'
  | 't_overlaps'
  | 't_startedBy'
  | 't_starts';
export type ArrayOp = 'a_equals' | 'a_contains' | 'a_containedBy' | 'a_overlaps';
export type StringFunctionOp = 'casei' | 'accenti';
export type ArithmeticOp = '+' | '-' | '*' | '/' | '%' | 'div' | '^';

export const comparisonOps: readonly ComparisonOp[] = ['=', '<>', '<', '<=', '>', '>='];
export const spatialOps: readonly SpatialOp[] = ['s_intersects', 's_equals', 's_disjoint', 's_touches', 's_within', 's_overlaps', 's_crosses', 's_contains'];
/** The temporal functions of CQL2 1.0; JSON spells the `…By` ones in camelCase, text in any case. */
export const temporalOps: readonly TemporalOp[] = [
  't_after',
  't_before',
  't_contains',
  't_disjoint',
  't_during',
  't_equals',
  't_finishedBy',
  't_finishes',
  't_intersects',
  't_meets',
  't_metBy',
  't_overlappedBy',
  't_overlaps',
  't_startedBy',
  't_starts',
];
export const arrayOps: readonly ArrayOp[] = ['a_equals', 'a_contains', 'a_containedBy', 'a_overlaps'];
export const stringFunctionOps: readonly StringFunctionOp[] = ['casei', 'accenti'];
export const arithmeticOps: readonly ArithmeticOp[] = ['+', '-', '*', '/', '%', 'div', '^'];

const member =
  <T extends string>(list: readonly T[]) =>
  (op: string): op is T =>
    (list as readonly string[]).includes(op);
export const isSpatialOp = member(spatialOps);
export const isTemporalOp = member(temporalOps);
export const isArrayOp = member(arrayOps);
export const isComparisonOp = member(comparisonOps);
export const isStringFunctionOp = member(stringFunctionOps);
export const isArithmeticOp = member(arithmeticOps);

export type PropertyRef = {property: string};
export type TimestampLiteral = {timestamp: string};
export type DateLiteral = {date: string};

export type Position = number[];
export type Point = {type: 'Point'; coordinates: Position};
export type LineString = {type: 'LineString'; coordinates: Position[]};
export type Polygon = {type: 'Polygon'; coordinates: Position[][]};
export type MultiPoint = {type: 'MultiPoint'; coordinates: Position[]};
export type MultiLineString = {type: 'MultiLineString'; coordinates: Position[][]};
export type MultiPolygon = {type: 'MultiPolygon'; coordinates: Position[][][]};
export type SimpleGeometry = Point | LineString | Polygon | MultiPoint | MultiLineString | MultiPolygon;
export type GeometryCollection = {type: 'GeometryCollection'; geometries: SimpleGeometry[]};
export type Geometry = SimpleGeometry | GeometryCollection;
export type BboxLiteral = {bbox: number[]};

/** An operation: a predicate, CASEI/ACCENTI, arithmetic or a declared function. */
export type OpCall = {op: string; args: Expression[]};
/** An interval end: an instant string, `'..'` (open), a property or a function. */
export type IntervalLiteral = {interval: [Expression, Expression]};

/** Any CQL2 JSON expression. */
export type Expression =
  string | number | boolean | PropertyRef | TimestampLiteral | DateLiteral | IntervalLiteral | BboxLiteral | Geometry | OpCall | Expression[];

/** A whole CQL2 filter: an expression of boolean type (checked by validateCql2Json). */
export type BooleanExpression = Expression;

/** The value types of CQL2, as in the `returns`/`type` members of a `/functions` response. */
export type ValueType = 'string' | 'number' | 'integer' | 'boolean' | 'timestamp' | 'date' | 'interval' | 'geometry' | 'array';

/**
 * A function a server declares (OGC API Features Part 3 `/functions`):
 * its name, the accepted types of each argument, and its result types.
 */
export type FunctionDeclaration = {
  name: string;
  description?: string;
  arguments: ReadonlyArray<{title?: string; type: readonly ValueType[]}>;
  returns: readonly ValueType[];
};

export type ParseOptions = {
  /** The custom functions a filter may call (the Functions class). */
  functions?: readonly FunctionDeclaration[];
};

/** An error in CQL2 text, or in the JSON editor's text: where it is, 0-based offset and 1-based line/column. */
export type TextError = {message: string; offset: number; line: number; column: number};

/** An error in the shape of CQL2 JSON: `path` is a JSON Pointer (RFC 6901) to the offending value. */
export type JsonError = {message: string; path: string};

export type Result<T, E> = {ok: true; value: T} | {ok: false; error: E};

export const isOpCall = (value: Expression): value is OpCall => typeof value === 'object' && !Array.isArray(value) && 'op' in value;

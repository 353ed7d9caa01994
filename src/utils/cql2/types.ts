/**
 * CQL2 JSON as typed values: the parser's output, the serializer's input and
 * what a STAC search body carries in `filter`.
 *
 * Encoding follows OGC CQL2 1.0.0 (21-065r2) and its JSON schema (cql2.json):
 * - every predicate is `{"op", "args"}` with lower-case `op` names
 *   (`and`, `isNull`, `s_intersects`, `t_during`, …);
 * - `IS NOT NULL`, `NOT LIKE`, `NOT BETWEEN` and `NOT IN` have no op of their
 *   own: they are `{"op": "not", "args": [<the positive predicate>]}`;
 * - BETWEEN takes three flat args `[value, low, high]`; IN takes
 *   `[value, [list]]`;
 * - function names are lower case in JSON, with camelCase for the `…By`
 *   ones (`t_metBy`, `a_containedBy`), as in the schema's enums;
 * - CASEI and ACCENTI are `{"op": "casei", "args": [x]}`, as in the final
 *   1.0.0 schema (functions are op objects there). The draft forms
 *   `{"function": "casei", "args": [...]}` (shown in DOMAIN.md §4) and
 *   `{"function": {"name": "casei", "args": [...]}}` are read for
 *   compatibility and written back in the 1.0.0 form.
 */

export type ComparisonOp = '=' | '<>' | '<' | '<=' | '>' | '>=';
export type SpatialOp = 's_intersects' | 's_equals' | 's_disjoint' | 's_touches' | 's_within' | 's_overlaps' | 's_crosses' | 's_contains';
export type TemporalOp =
  | 't_after' | 't_before' | 't_contains' | 't_disjoint' | 't_during' | 't_equals' | 't_finishedBy' | 't_finishes'
  | 't_intersects' | 't_meets' | 't_metBy' | 't_overlappedBy' | 't_overlaps' | 't_startedBy' | 't_starts';
export type ArrayOp = 'a_equals' | 'a_contains' | 'a_containedBy' | 'a_overlaps';
export type StringFunctionOp = 'casei' | 'accenti';

export const comparisonOps: readonly ComparisonOp[] = ['=', '<>', '<', '<=', '>', '>='];
/** The spatial functions of CQL2 1.0 (Spatial Functions class); the discovery API supports them all. */
export const spatialOps: readonly SpatialOp[] = ['s_intersects', 's_equals', 's_disjoint', 's_touches', 's_within', 's_overlaps', 's_crosses', 's_contains'];
/** The temporal functions of CQL2 1.0; JSON spells the `…By` ones in camelCase, text in upper case. */
export const temporalOps: readonly TemporalOp[] = [
  't_after', 't_before', 't_contains', 't_disjoint', 't_during', 't_equals', 't_finishedBy', 't_finishes',
  't_intersects', 't_meets', 't_metBy', 't_overlappedBy', 't_overlaps', 't_startedBy', 't_starts',
];
export const arrayOps: readonly ArrayOp[] = ['a_equals', 'a_contains', 'a_containedBy', 'a_overlaps'];
export const stringFunctionOps: readonly StringFunctionOp[] = ['casei', 'accenti'];

export const isSpatialOp = (op: string): op is SpatialOp => (spatialOps as readonly string[]).includes(op);
export const isTemporalOp = (op: string): op is TemporalOp => (temporalOps as readonly string[]).includes(op);
export const isArrayOp = (op: string): op is ArrayOp => (arrayOps as readonly string[]).includes(op);
export const isComparisonOp = (op: string): op is ComparisonOp => (comparisonOps as readonly string[]).includes(op);
export const isStringFunctionOp = (op: string): op is StringFunctionOp => (stringFunctionOps as readonly string[]).includes(op);

export type PropertyRef = {property: string};
export type TimestampLiteral = {timestamp: string};
export type DateLiteral = {date: string};
export type StringFunction = {op: StringFunctionOp; args: [Scalar]};

/** A value: literal, property, instant or CASEI/ACCENTI call. */
export type Scalar = string | number | boolean | PropertyRef | TimestampLiteral | DateLiteral | StringFunction;

export type Position = number[];
export type Point = {type: 'Point'; coordinates: Position};
export type LineString = {type: 'LineString'; coordinates: Position[]};
export type Polygon = {type: 'Polygon'; coordinates: Position[][]};
export type MultiPoint = {type: 'MultiPoint'; coordinates: Position[]};
export type MultiLineString = {type: 'MultiLineString'; coordinates: Position[][]};
export type MultiPolygon = {type: 'MultiPolygon'; coordinates: Position[][][]};
export type Geometry = Point | LineString | Polygon | MultiPoint | MultiLineString | MultiPolygon;
export type BboxLiteral = {bbox: number[]};
export type SpatialArg = PropertyRef | Geometry | BboxLiteral;

/** An interval end: an instant string, `'..'` (open) or a property. */
export type IntervalBound = string | PropertyRef;
export type IntervalLiteral = {interval: [IntervalBound, IntervalBound]};
export type TemporalArg = PropertyRef | TimestampLiteral | DateLiteral | IntervalLiteral;

/** An array operand: a property or a list of values (`('pan','vnir')` in text). */
export type ArrayArg = PropertyRef | Scalar[];

export type Predicate =
  | {op: 'and' | 'or'; args: BooleanExpression[]}
  | {op: 'not'; args: [BooleanExpression]}
  | {op: ComparisonOp; args: [Scalar, Scalar]}
  | {op: 'isNull'; args: [Scalar]}
  | {op: 'between'; args: [Scalar, Scalar, Scalar]}
  | {op: 'like'; args: [Scalar, Scalar]}
  | {op: 'in'; args: [Scalar, Scalar[]]}
  | {op: SpatialOp; args: [SpatialArg, SpatialArg]}
  | {op: TemporalOp; args: [TemporalArg, TemporalArg]}
  | {op: ArrayOp; args: [ArrayArg, ArrayArg]};

/** A whole CQL2 filter. `true`/`false` are valid filters on their own. */
export type BooleanExpression = Predicate | boolean;

/** An error in CQL2 text, or in the JSON editor's text: where it is, 0-based offset and 1-based line/column. */
export type TextError = {message: string; offset: number; line: number; column: number};

/** An error in the shape of CQL2 JSON: `path` is a JSON Pointer (RFC 6901) to the offending value. */
export type JsonError = {message: string; path: string};

export type Result<T, E> = {ok: true; value: T} | {ok: false; error: E};

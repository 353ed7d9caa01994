/**
 * CQL2 JSON → CQL2 text. Writes keywords in upper case and the spacing of
 * the cheat-sheet in DOMAIN.md §4. An `and`/`or` inside another `and`/`or`,
 * and every arithmetic operation, is parenthesized, so the text parses back
 * to the same JSON.
 */
import {identifierPart, identifierStart} from './lexer';
import {reservedWords} from './parseText';
import {
  arrayOps,
  isArithmeticOp,
  isComparisonOp,
  isOpCall,
  spatialOps,
  temporalOps,
  type Expression,
  type Geometry,
  type JsonError,
  type OpCall,
  type ParseOptions,
  type Position,
  type Result,
  type SimpleGeometry,
} from './types';
import {validateCql2Json} from './validateJson';

const conditionWords = new Set([...spatialOps, ...temporalOps, ...arrayOps].map((op) => op.toUpperCase()));

/** A value that CQL2 text cannot spell (see formatString). */
class Unwritable extends Error {}

export function formatPropertyName(name: string): string {
  const bare =
    identifierStart.test(name.charAt(0)) &&
    [...name].every((ch) => identifierPart.test(ch)) &&
    !reservedWords.has(name.toUpperCase()) &&
    !conditionWords.has(name.toUpperCase());
  return bare ? name : `"${name}"`;
}

/**
 * A quoted string, quotes doubled. The BNF reads `\'` as a quote, so a
 * backslash just before a quote or at the end cannot be written in text.
 */
export function formatString(value: string): string {
  if (/\\('|$)/.test(value))
    throw new Unwritable(
      `The string ${JSON.stringify(value)} cannot be written in CQL2 text: a backslash before a quote or at the end reads as an escaped quote (\\')`,
    );
  return `'${value.replace(/'/g, "''")}'`;
}

const formatNumber = (n: number) => (Object.is(n, -0) ? '-0' : String(n));
const position = (p: Position) => p.map(formatNumber).join(' ');
const positions = (ps: Position[]) => `(${ps.map(position).join(',')})`;
const polygon = (rings: Position[][]) => `(${rings.map(positions).join(',')})`;

/** Number of ordinates in the first position of nested coordinates. */
function dimension(coordinates: unknown): number {
  if (!Array.isArray(coordinates)) return 0;
  return Array.isArray(coordinates[0]) ? dimension(coordinates[0]) : coordinates.length;
}

function formatSimpleGeometry(geometry: SimpleGeometry): string {
  const z = dimension(geometry.coordinates) === 3 ? ' Z' : '';
  switch (geometry.type) {
    case 'Point':
      return `POINT${z}(${position(geometry.coordinates)})`;
    case 'LineString':
      return `LINESTRING${z}${positions(geometry.coordinates)}`;
    case 'Polygon':
      return `POLYGON${z}${polygon(geometry.coordinates)}`;
    case 'MultiPoint':
      return `MULTIPOINT${z}(${geometry.coordinates.map((p) => `(${position(p)})`).join(',')})`;
    case 'MultiLineString':
      return `MULTILINESTRING${z}(${geometry.coordinates.map(positions).join(',')})`;
    case 'MultiPolygon':
      return `MULTIPOLYGON${z}(${geometry.coordinates.map(polygon).join(',')})`;
  }
}

function formatGeometry(geometry: Geometry): string {
  if (geometry.type === 'GeometryCollection') return `GEOMETRYCOLLECTION(${geometry.geometries.map(formatSimpleGeometry).join(', ')})`;
  return formatSimpleGeometry(geometry);
}

/** A value: literal, property, instant, interval, geometry, array, function or (parenthesized) arithmetic. */
function formatValue(value: Expression): string {
  if (typeof value === 'string') return formatString(value);
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (Array.isArray(value)) return `(${value.map(formatValue).join(',')})`;
  if ('property' in value) return formatPropertyName(value.property);
  if ('timestamp' in value) return `TIMESTAMP(${formatString(value.timestamp)})`;
  if ('date' in value) return `DATE(${formatString(value.date)})`;
  if ('interval' in value) return `INTERVAL(${formatValue(value.interval[0])},${formatValue(value.interval[1])})`;
  if ('bbox' in value) return `BBOX(${value.bbox.map(formatNumber).join(',')})`;
  if ('type' in value) return formatGeometry(value);
  if (isArithmeticOp(value.op)) {
    const [a, b] = value.args as [Expression, Expression];
    return `(${formatValue(a)} ${value.op} ${formatValue(b)})`;
  }
  return formatCall(value);
}

/** `S_INTERSECTS(a, b)`, `CASEI(x)`, `Buffer(g, 10, 'm')`: standard names in upper case, declared ones as declared. */
function formatCall(call: OpCall): string {
  const standard = /^(s|t|a)_/.test(call.op) || call.op === 'casei' || call.op === 'accenti';
  return `${standard ? call.op.toUpperCase() : call.op}(${call.args.map(formatValue).join(', ')})`;
}

type Advanced = OpCall & {op: 'between' | 'like' | 'in'};
const isAdvanced = (e: Expression): e is Advanced => isOpCall(e) && (e.op === 'between' || e.op === 'like' || e.op === 'in');

/** BETWEEN, LIKE and IN, with `not` = 'NOT ' for their negated forms. */
function formatAdvanced(expression: Advanced, not: '' | 'NOT '): string {
  const [subject, a, b] = expression.args as [Expression, Expression, Expression];
  switch (expression.op) {
    case 'between':
      return `${formatValue(subject)} ${not}BETWEEN ${formatValue(a)} AND ${formatValue(b)}`;
    case 'like':
      return `${formatValue(subject)} ${not}LIKE ${formatValue(a)}`;
    case 'in':
      return `${formatValue(subject)} ${not}IN ${formatValue(a)}`;
  }
}

const isJunction = (e: Expression) => isOpCall(e) && (e.op === 'and' || e.op === 'or');

/** Text of an already validated filter; throws Unwritable for a string text cannot spell. */
function formatCondition(expression: Expression): string {
  if (typeof expression === 'boolean') return expression ? 'TRUE' : 'FALSE';
  if (!isOpCall(expression)) return formatValue(expression);
  const {op, args} = expression;
  if (op === 'and' || op === 'or') {
    const word = op === 'and' ? ' AND ' : ' OR ';
    return args.map((arg) => (isJunction(arg) ? `(${formatCondition(arg)})` : formatCondition(arg))).join(word);
  }
  if (op === 'not') {
    const inner = args[0]!;
    if (isOpCall(inner)) {
      if (inner.op === 'isNull') return `${formatValue(inner.args[0]!)} IS NOT NULL`;
      if (isAdvanced(inner)) return formatAdvanced(inner, 'NOT ');
      if (inner.op === 'and' || inner.op === 'or' || inner.op === 'not' || isComparisonOp(inner.op)) return `NOT (${formatCondition(inner)})`;
    }
    return `NOT ${formatCondition(inner)}`;
  }
  if (op === 'isNull') return `${formatValue(args[0]!)} IS NULL`;
  if (isAdvanced(expression)) return formatAdvanced(expression, '');
  if (isComparisonOp(op)) return `${formatValue(args[0]!)} ${op} ${formatValue(args[1]!)}`;
  return formatCall(expression);
}

/** Text of an already validated filter. Throws for a string CQL2 text cannot spell: use cql2JsonToText to get that as an error. */
export function formatCql2Text(expression: Expression): string {
  return formatCondition(expression);
}

/** Text of an already validated filter, or why it cannot be written as text. */
export function formatCql2TextResult(expression: Expression): Result<string, JsonError> {
  try {
    return {ok: true, value: formatCondition(expression)};
  } catch (error) {
    if (error instanceof Unwritable) return {ok: false, error: {message: error.message, path: ''}};
    throw error;
  }
}

/** Validates a parsed JSON value as CQL2 JSON and writes it as CQL2 text. */
export function cql2JsonToText(value: unknown, options: ParseOptions & {expression?: boolean} = {}): Result<string, JsonError> {
  const checked = validateCql2Json(value, options);
  return checked.ok ? formatCql2TextResult(checked.value) : checked;
}

/**
 * CQL2 JSON → CQL2 text. Writes keywords in upper case and the spacing of
 * the cheat-sheet in DOMAIN.md §4. An `and`/`or` inside another `and`/`or` is
 * always parenthesized, so the text parses back to the same JSON.
 */
import {identifierPart, identifierStart} from './lexer';
import {reservedWords} from './parseText';
import {
  arrayOps,
  isSpatialOp,
  isTemporalOp,
  spatialOps,
  temporalOps,
  type ArrayArg,
  type ArrayOp,
  type BooleanExpression,
  type Geometry,
  type IntervalBound,
  type JsonError,
  type Position,
  type Result,
  type Scalar,
  type SpatialArg,
  type SpatialOp,
  type TemporalArg,
  type TemporalOp,
} from './types';
import {validateCql2Json} from './validateJson';

const conditionWords = new Set([...spatialOps, ...temporalOps, ...arrayOps].map((op) => op.toUpperCase()));

export function formatPropertyName(name: string): string {
  const bare =
    identifierStart.test(name.charAt(0)) &&
    [...name].every((ch) => identifierPart.test(ch)) &&
    !reservedWords.has(name.toUpperCase()) &&
    !conditionWords.has(name.toUpperCase());
  return bare ? name : `"${name}"`;
}

export function formatString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function formatScalar(value: Scalar): string {
  if (typeof value === 'string') return formatString(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('property' in value) return formatPropertyName(value.property);
  if ('timestamp' in value) return `TIMESTAMP(${formatString(value.timestamp)})`;
  if ('date' in value) return `DATE(${formatString(value.date)})`;
  return `${value.op.toUpperCase()}(${formatScalar(value.args[0])})`;
}

const position = (p: Position) => p.join(' ');
const positions = (ps: Position[]) => `(${ps.map(position).join(',')})`;
const polygon = (rings: Position[][]) => `(${rings.map(positions).join(',')})`;

/** Number of ordinates in the first position of nested coordinates. */
function dimension(coordinates: unknown): number {
  if (!Array.isArray(coordinates)) return 0;
  return Array.isArray(coordinates[0]) ? dimension(coordinates[0]) : coordinates.length;
}

function formatGeometry(geometry: Geometry): string {
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

function formatSpatialArg(arg: SpatialArg): string {
  if ('property' in arg) return formatPropertyName(arg.property);
  if ('bbox' in arg) return `BBOX(${arg.bbox.join(',')})`;
  return formatGeometry(arg);
}

const formatBound = (bound: IntervalBound) => (typeof bound === 'string' ? formatString(bound) : formatPropertyName(bound.property));

function formatTemporalArg(arg: TemporalArg): string {
  if ('interval' in arg) return `INTERVAL(${formatBound(arg.interval[0])},${formatBound(arg.interval[1])})`;
  return formatScalar(arg);
}

type Advanced = Extract<BooleanExpression, {op: 'between' | 'like' | 'in'}>;

/** BETWEEN, LIKE and IN, with `not` = 'NOT ' for their negated forms. */
function formatAdvanced(expression: Advanced, not: '' | 'NOT '): string {
  const subject = formatScalar(expression.args[0]);
  switch (expression.op) {
    case 'between':
      return `${subject} ${not}BETWEEN ${formatScalar(expression.args[1])} AND ${formatScalar(expression.args[2])}`;
    case 'like':
      return `${subject} ${not}LIKE ${formatScalar(expression.args[1])}`;
    case 'in':
      return `${subject} ${not}IN (${expression.args[1].map(formatScalar).join(',')})`;
  }
}

const isJunction = (e: BooleanExpression) => typeof e === 'object' && (e.op === 'and' || e.op === 'or');

/** Text of an already validated filter. */
export function formatCql2Text(expression: BooleanExpression): string {
  if (typeof expression === 'boolean') return expression ? 'TRUE' : 'FALSE';
  switch (expression.op) {
    case 'and':
    case 'or': {
      const word = expression.op === 'and' ? ' AND ' : ' OR ';
      return expression.args.map((arg) => (isJunction(arg) ? `(${formatCql2Text(arg)})` : formatCql2Text(arg))).join(word);
    }
    case 'not': {
      const [inner] = expression.args;
      if (typeof inner === 'object') {
        switch (inner.op) {
          case 'isNull':
            return `${formatScalar(inner.args[0])} IS NOT NULL`;
          case 'between':
          case 'like':
          case 'in':
            return formatAdvanced(inner, 'NOT ');
          case 'and':
          case 'or':
          case 'not':
          case '=':
          case '<>':
          case '<':
          case '<=':
          case '>':
          case '>=':
            return `NOT (${formatCql2Text(inner)})`;
          default:
            return `NOT ${formatCql2Text(inner)}`;
        }
      }
      return `NOT ${formatCql2Text(inner)}`;
    }
    case 'isNull':
      return `${formatScalar(expression.args[0])} IS NULL`;
    case 'between':
    case 'like':
    case 'in':
      return formatAdvanced(expression, '');
    case '=':
    case '<>':
    case '<':
    case '<=':
    case '>':
    case '>=':
      return `${formatScalar(expression.args[0])} ${expression.op} ${formatScalar(expression.args[1])}`;
    default:
      return formatFunction(expression);
  }
}

type FunctionPredicate = Extract<BooleanExpression, {op: SpatialOp | TemporalOp | ArrayOp}>;

const formatArrayArg = (arg: ArrayArg) => (Array.isArray(arg) ? `(${arg.map(formatScalar).join(',')})` : formatPropertyName(arg.property));

/** `S_INTERSECTS(a, b)`, `T_METBY(a, b)`, `A_CONTAINS(a, b)`: text names are the JSON names in upper case. */
function formatFunction(expression: FunctionPredicate): string {
  const name = expression.op.toUpperCase();
  if (isSpatialOp(expression.op)) {
    const [a, b] = expression.args as [SpatialArg, SpatialArg];
    return `${name}(${formatSpatialArg(a)}, ${formatSpatialArg(b)})`;
  }
  if (isTemporalOp(expression.op)) {
    const [a, b] = expression.args as [TemporalArg, TemporalArg];
    return `${name}(${formatTemporalArg(a)}, ${formatTemporalArg(b)})`;
  }
  const [a, b] = expression.args as [ArrayArg, ArrayArg];
  return `${name}(${formatArrayArg(a)}, ${formatArrayArg(b)})`;
}

/** Validates a parsed JSON value as CQL2 JSON and writes it as CQL2 text. */
export function cql2JsonToText(value: unknown): Result<string, JsonError> {
  const checked = validateCql2Json(value);
  return checked.ok ? {ok: true, value: formatCql2Text(checked.value)} : checked;
}

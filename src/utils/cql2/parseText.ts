/**
 * CQL2 text → CQL2 JSON: a recursive-descent parser over the tokens of
 * ./lexer.ts, for the subset the discovery API supports (see ./types.ts).
 *
 * Precedence, lowest first: OR, AND, NOT, then predicates; parentheses group.
 * A run of the same operator (`a AND b AND c`) becomes one n-ary `and`; a
 * parenthesized group stays a node of its own, so JSON → text → JSON is stable.
 */
import {textError, tokenize, type Token} from './lexer';
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
  isSpatialOp,
  isTemporalOp,
  spatialOps,
  stringFunctionOps,
  temporalOps,
  type ArrayArg,
  type ArrayOp,
  type BboxLiteral,
  type BooleanExpression,
  type ComparisonOp,
  type Geometry,
  type IntervalBound,
  type Position,
  type PropertyRef,
  type Result,
  type Scalar,
  type SpatialArg,
  type SpatialOp,
  type TemporalArg,
  type TemporalOp,
  type TextError,
} from './types';

/** Words that cannot be bare property names (quote them: "in"). */
export const reservedWords: ReadonlySet<string> = new Set(['AND', 'OR', 'NOT', 'IS', 'NULL', 'BETWEEN', 'LIKE', 'IN', 'TRUE', 'FALSE']);

/** Deepest nesting accepted; deeper input is reported instead of overflowing the stack. */
export const maxDepth = 100;

const geometryWords = ['POINT', 'LINESTRING', 'POLYGON', 'MULTIPOINT', 'MULTILINESTRING', 'MULTIPOLYGON'];
/** Text name (upper case) → JSON op, for the spatial, temporal and array functions. */
const functionOps = new Map<string, SpatialOp | TemporalOp | ArrayOp>([...spatialOps, ...temporalOps, ...arrayOps].map((op) => [op.toUpperCase(), op]));
/** Spellings seen in drafts and other docs. */
const misspelledFunctions: Readonly<Record<string, string>> = {A_CONTAINED_BY: 'A_CONTAINEDBY', INTERSECTS: 'S_INTERSECTS', ANYINTERACTS: 'T_INTERSECTS'};
const operatorList = '=, <>, <, <=, >, >=, IS [NOT] NULL, [NOT] BETWEEN, [NOT] LIKE or [NOT] IN';

class ParseFailure extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'the end of the filter';
    case 'string':
      return `the string '${token.value}'`;
    case 'quoted':
      return `"${token.value}"`;
    default:
      return `'${token.value}'`;
  }
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: readonly Token[],
  ) {}

  private peek(ahead = 0): Token {
    return this.tokens[Math.min(this.index + ahead, this.tokens.length - 1)]!;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private fail(token: Token, message: string): never {
    throw new ParseFailure(token.start, message);
  }

  private isWord(token: Token, word: string): boolean {
    return token.kind === 'identifier' && token.value.toUpperCase() === word;
  }

  private expect(kind: '(' | ')' | ',', message: string): Token {
    const token = this.peek();
    if (token.kind !== kind) this.fail(token, `${message}, found ${describe(token)}`);
    return this.next();
  }

  /**
   * `)` closing the `(` at `open`; at the end of input the error points at
   * the unclosed `(`. `list`: a ',' could have continued instead.
   */
  private close(open: Token, what: string, list = false): void {
    const token = this.peek();
    if (token.kind === ')') {
      this.next();
      return;
    }
    if (token.kind === 'end') this.fail(open, `Unclosed '(' ${what}: add a ')'`);
    this.fail(token, `Expected ${list ? "',' or ')'" : "')'"} ${what}, found ${describe(token)}`);
  }

  private enter(token: Token): void {
    if (++this.depth > maxDepth) this.fail(token, `The filter is nested more than ${maxDepth} levels deep`);
  }

  parseFilter(): BooleanExpression {
    if (this.peek().kind === 'end') this.fail(this.peek(), 'The filter is empty: type a condition such as eo:cloud_cover <= 20');
    const expression = this.parseOr();
    const rest = this.peek();
    if (rest.kind === ')') this.fail(rest, "Unmatched ')': there is no '(' for it to close");
    if (rest.kind !== 'end') this.fail(rest, `Expected AND, OR or the end of the filter, found ${describe(rest)}`);
    return expression;
  }

  private parseOr(): BooleanExpression {
    const args = [this.parseAnd()];
    while (this.isWord(this.peek(), 'OR')) {
      this.conditionAfter(this.next());
      args.push(this.parseAnd());
    }
    return args.length === 1 ? args[0]! : {op: 'or', args};
  }

  private parseAnd(): BooleanExpression {
    const args = [this.parseNot()];
    while (this.isWord(this.peek(), 'AND')) {
      this.conditionAfter(this.next());
      args.push(this.parseNot());
    }
    return args.length === 1 ? args[0]! : {op: 'and', args};
  }

  private parseNot(): BooleanExpression {
    const token = this.peek();
    if (!this.isWord(token, 'NOT')) return this.parsePrimary();
    this.next();
    this.conditionAfter(token);
    this.enter(token);
    const inner = this.parseNot();
    this.depth--;
    return {op: 'not', args: [inner]};
  }

  /** After AND, OR or NOT a condition must follow. */
  private conditionAfter(keyword: Token): void {
    const token = this.peek();
    const word = keyword.value.toUpperCase();
    if (token.kind === 'end') this.fail(token, `Expected a condition after ${word}, but the filter ends here`);
    if (token.kind === ')' || token.kind === ',' || (token.kind === 'identifier' && ['AND', 'OR'].includes(token.value.toUpperCase()))) {
      this.fail(token, `Expected a condition after ${word}, found ${describe(token)}`);
    }
  }

  private parsePrimary(): BooleanExpression {
    const token = this.peek();
    if (token.kind === '(') {
      this.next();
      this.enter(token);
      if (this.peek().kind === ')') this.fail(this.peek(), "Empty parentheses: put a condition between '(' and ')'");
      const inner = this.parseOr();
      const after = this.peek();
      if (after.kind === 'end') this.fail(token, "Unclosed '(': add a ')'");
      if (after.kind !== ')') this.fail(after, `Expected AND, OR or ')', found ${describe(after)}`);
      this.next();
      this.depth--;
      return inner;
    }
    if (token.kind === 'identifier') {
      const upper = token.value.toUpperCase();
      const call = this.peek(1).kind === '(';
      if ((upper === 'TRUE' || upper === 'FALSE') && !this.startsPredicateTail(this.peek(1))) {
        this.next();
        return upper === 'TRUE';
      }
      const op = functionOps.get(upper);
      if (op) {
        if (!call) this.fail(this.peek(1), `Expected '(' after ${upper}, found ${describe(this.peek(1))}`);
        return this.parseFunction(op);
      }
      const spelling = misspelledFunctions[upper];
      if (call && spelling) this.fail(token, `Unknown function '${token.value}': CQL2 1.0 spells it ${spelling}`);
    }
    if (token.kind === 'end') this.fail(token, 'Expected a condition, but the filter ends here');
    return this.parsePredicate();
  }

  private startsPredicateTail(token: Token): boolean {
    return token.kind === 'operator' || ['IS', 'NOT', 'BETWEEN', 'LIKE', 'IN'].some((word) => this.isWord(token, word));
  }

  private parsePredicate(): BooleanExpression {
    const first = this.peek();
    const left = this.parseScalar('', true);
    const token = this.peek();
    if (token.kind === 'operator') {
      this.next();
      const right = this.parseScalar(` after '${token.value}'`);
      return {op: token.value as ComparisonOp, args: [left, right]};
    }
    if (this.isWord(token, 'IS')) {
      this.next();
      const negated = this.isWord(this.peek(), 'NOT');
      if (negated) this.next();
      if (!this.isWord(this.peek(), 'NULL')) this.fail(this.peek(), `Expected NULL after ${negated ? 'IS NOT' : 'IS'}, found ${describe(this.peek())}`);
      this.next();
      const isNull = {op: 'isNull', args: [left]} as const satisfies BooleanExpression;
      return negated ? {op: 'not', args: [isNull]} : isNull;
    }
    let negated = false;
    if (this.isWord(token, 'NOT')) {
      this.next();
      negated = true;
      const after = this.peek();
      if (!['BETWEEN', 'LIKE', 'IN'].some((word) => this.isWord(after, word))) {
        this.fail(after, `Expected BETWEEN, LIKE or IN after NOT, found ${describe(after)}`);
      }
    }
    const operator = this.peek();
    let predicate: BooleanExpression;
    if (this.isWord(operator, 'BETWEEN')) {
      this.next();
      const low = this.parseScalar(' after BETWEEN');
      if (!this.isWord(this.peek(), 'AND')) this.fail(this.peek(), `Expected AND between the two BETWEEN bounds, found ${describe(this.peek())}`);
      this.next();
      const high = this.parseScalar(' after BETWEEN … AND');
      predicate = {op: 'between', args: [left, low, high]};
    } else if (this.isWord(operator, 'LIKE')) {
      this.next();
      const patternToken = this.peek();
      const pattern = this.parseScalar(' after LIKE');
      if (!isPattern(pattern)) this.fail(patternToken, "LIKE needs a quoted pattern, such as 'vnir%' (% matches any run of characters, _ one character)");
      predicate = {op: 'like', args: [left, pattern]};
    } else if (this.isWord(operator, 'IN')) {
      this.next();
      const open = this.expect('(', "Expected '(' after IN, as in IN ('a','b')");
      if (this.peek().kind === ')') this.fail(this.peek(), 'IN needs at least one value');
      const list = [this.parseScalar(' in the IN list')];
      while (this.peek().kind === ',') {
        this.next();
        list.push(this.parseScalar(' in the IN list'));
      }
      this.close(open, 'in the IN list', true);
      predicate = {op: 'in', args: [left, list]};
    } else {
      if (operator.kind === 'end') {
        this.fail(operator, `Expected an operator after ${describe(first)} (${operatorList}), but the filter ends here`);
      }
      if (operator.kind === 'identifier' && !reservedWords.has(operator.value.toUpperCase())) {
        this.fail(operator, `Unknown operator '${operator.value}': expected ${operatorList}`);
      }
      this.fail(operator, `Expected an operator (${operatorList}), found ${describe(operator)}`);
    }
    return negated ? {op: 'not', args: [predicate]} : predicate;
  }

  /** A value. `leading` is true where a predicate starts (left of the operator). */
  private parseScalar(context: string, leading = false): Scalar {
    const token = this.peek();
    switch (token.kind) {
      case 'number':
        this.next();
        return Number(token.value);
      case 'string':
        this.next();
        return token.value;
      case 'quoted':
        this.next();
        return {property: token.value};
      case 'identifier':
        return this.parseNamedScalar(context, leading);
      case 'end':
        return this.fail(token, `Expected a value${context}, but the filter ends here`);
      default:
        return this.fail(token, `Expected a value${context}, found ${describe(token)}`);
    }
  }

  private parseNamedScalar(context: string, leading: boolean): Scalar {
    const token = this.next();
    const upper = token.value.toUpperCase();
    if (upper === 'TRUE' || upper === 'FALSE') return upper === 'TRUE';
    if (reservedWords.has(upper)) this.fail(token, `Expected a value${context}, found ${upper} (quote a property with that name: "${token.value}")`);
    if (this.peek().kind !== '(') return {property: token.value};
    const open = this.next();
    if (upper === 'TIMESTAMP' || upper === 'DATE') {
      const value = this.peek();
      if (value.kind !== 'string') this.fail(value, `${upper} takes a quoted instant, as in ${upper === 'DATE' ? "DATE('2024-03-01')" : "TIMESTAMP('2024-03-01T00:00:00Z')"}`);
      this.next();
      const problem = upper === 'DATE' ? checkDate(value.value) : checkTimestamp(value.value);
      if (problem) this.fail(value, problem);
      this.close(open, `after ${upper}`);
      return upper === 'DATE' ? {date: value.value} : {timestamp: value.value};
    }
    if ((stringFunctionOps as readonly string[]).includes(token.value.toLowerCase())) {
      this.enter(token);
      const inner = this.parseScalar(` in ${upper}()`);
      this.close(open, `after the ${upper} argument`);
      this.depth--;
      return {op: token.value.toLowerCase() as 'casei' | 'accenti', args: [inner]};
    }
    if (upper === 'INTERVAL') this.fail(token, 'INTERVAL(...) is only allowed in a temporal function, such as T_INTERSECTS');
    if (upper === 'BBOX' || geometryWords.includes(upper)) this.fail(token, `${upper}(...) is only allowed in a spatial function, such as S_INTERSECTS`);
    if (functionOps.has(upper)) this.fail(token, `${upper}(...) is a condition, not a value: it cannot be compared`);
    const spelling = misspelledFunctions[upper];
    if (spelling) this.fail(token, `Unknown function '${token.value}': CQL2 1.0 spells it ${spelling}`);
    return this.fail(
      token,
      leading
        ? `Unknown function or operator '${token.value}': a condition is a comparison or a spatial (S_…), temporal (T_…) or array (A_…) function; values may use CASEI, ACCENTI, TIMESTAMP and DATE`
        : `Unknown function '${token.value}': the supported functions are CASEI, ACCENTI, TIMESTAMP and DATE`,
    );
  }

  /** `NAME(a, b)` for a spatial, temporal or array function. */
  private parseFunction(op: SpatialOp | TemporalOp | ArrayOp): BooleanExpression {
    const name = this.next().value.toUpperCase();
    const open = this.next();
    const pair = <T,>(arg: () => T): [T, T] => {
      const a = arg();
      this.expect(',', `Expected ',' between the two ${name} arguments`);
      const b = arg();
      this.close(open, `after the ${name} arguments`);
      return [a, b];
    };
    if (isSpatialOp(op)) return {op, args: pair(() => this.parseSpatialArg(name))};
    if (isTemporalOp(op)) return {op, args: pair(() => this.parseTemporalArg(name))};
    return {op, args: pair(() => this.parseArrayArg(name))};
  }

  /** A property or a parenthesized list of values: `('pan','vnir')`, `()`. */
  private parseArrayArg(fn: string): ArrayArg {
    const token = this.peek();
    if (token.kind === '(') {
      const open = this.next();
      const items: Scalar[] = [];
      if (this.peek().kind !== ')') {
        items.push(this.parseScalar(` in the ${fn} list`));
        while (this.peek().kind === ',') {
          this.next();
          items.push(this.parseScalar(` in the ${fn} list`));
        }
      }
      this.close(open, `after the ${fn} list`, true);
      return items;
    }
    const property = this.property();
    if (property) return property;
    return this.fail(token, `Expected a property or a list of values in parentheses, such as ('pan','vnir'), in ${fn}, found ${describe(token)}`);
  }

  private property(): PropertyRef | undefined {
    const token = this.peek();
    if (token.kind === 'quoted') {
      this.next();
      return {property: token.value};
    }
    if (token.kind === 'identifier' && !reservedWords.has(token.value.toUpperCase()) && this.peek(1).kind !== '(') {
      this.next();
      return {property: token.value};
    }
    return undefined;
  }

  private parseSpatialArg(fn: string): SpatialArg {
    const token = this.peek();
    const upper = token.kind === 'identifier' ? token.value.toUpperCase() : '';
    if (upper === 'BBOX' && this.peek(1).kind === '(') return this.parseBbox();
    const withZ = this.isWord(this.peek(1), 'Z') && this.peek(2).kind === '(';
    if (geometryWords.includes(upper) && (this.peek(1).kind === '(' || withZ)) return this.parseGeometry();
    const property = this.property();
    if (property) return property;
    if (token.kind === 'identifier' && this.peek(1).kind === '(') {
      this.fail(token, `Unknown geometry '${token.value}': ${fn} takes a property, a WKT geometry (${geometryWords.join(', ')}) or BBOX(w,s,e,n)`);
    }
    return this.fail(token, `Expected a property, a WKT geometry or BBOX(w,s,e,n) in ${fn}, found ${describe(token)}`);
  }

  private parseTemporalArg(fn: string): TemporalArg {
    const token = this.peek();
    const upper = token.kind === 'identifier' ? token.value.toUpperCase() : '';
    if (upper === 'INTERVAL' && this.peek(1).kind === '(') {
      this.next();
      const open = this.next();
      const start = this.parseIntervalBound();
      this.expect(',', "Expected ',' between the two INTERVAL ends");
      const end = this.parseIntervalBound();
      this.close(open, 'after the INTERVAL ends');
      const problem = checkInterval(start, end);
      if (problem) this.fail(token, problem);
      return {interval: [start, end]};
    }
    if ((upper === 'TIMESTAMP' || upper === 'DATE') && this.peek(1).kind === '(') {
      return this.parseScalar(` in ${fn}`) as TemporalArg;
    }
    const property = this.property();
    if (property) return property;
    if (token.kind === 'string') {
      this.fail(token, `A bare string is not an instant in ${fn}: write TIMESTAMP('…'), DATE('…') or INTERVAL('…','…')`);
    }
    return this.fail(token, `Expected a property, TIMESTAMP('…'), DATE('…') or INTERVAL('…','…') in ${fn}, found ${describe(token)}`);
  }

  private parseIntervalBound(): IntervalBound {
    const token = this.peek();
    if (token.kind === 'string') {
      this.next();
      const problem = checkIntervalInstant(token.value);
      if (problem) this.fail(token, problem);
      return token.value;
    }
    const property = this.property();
    if (property) return property;
    return this.fail(token, `Expected a quoted instant, '..' or a property as an INTERVAL end, found ${describe(token)}`);
  }

  private parseNumber(what: string): number {
    const token = this.peek();
    if (token.kind !== 'number') this.fail(token, `Expected a number ${what}, found ${describe(token)}`);
    this.next();
    return Number(token.value);
  }

  private parseBbox(): BboxLiteral {
    const name = this.next();
    const open = this.next();
    const numbers = [this.parseNumber('in BBOX')];
    while (this.peek().kind === ',') {
      this.next();
      numbers.push(this.parseNumber('in BBOX'));
    }
    this.close(open, 'after the BBOX numbers', true);
    const problem = checkBbox(numbers);
    if (problem) this.fail(name, problem);
    return {bbox: numbers};
  }

  /** `x y [z]`, checked for range. */
  private parsePosition(): Position {
    const first = this.peek();
    const position = [this.parseNumber('(a longitude)'), this.parseNumber('(a latitude) after the longitude, separated by a space')];
    if (this.peek().kind === 'number') position.push(this.parseNumber('(an elevation)'));
    if (this.peek().kind === 'number') this.fail(this.peek(), 'A position has at most 3 numbers: lon lat [z]');
    const problem = checkPosition(position);
    if (problem) this.fail(first, problem);
    return position;
  }

  /** `( pos, pos, … )`. */
  private parsePositions(what: string): {positions: Position[]; open: Token} {
    const open = this.expect('(', `Expected '(' to start the ${what}`);
    const positions = [this.parsePosition()];
    while (this.peek().kind === ',') {
      this.next();
      positions.push(this.parsePosition());
    }
    this.close(open, `after the ${what} positions`, true);
    return {positions, open};
  }

  private parseLineString(): Position[] {
    const {positions, open} = this.parsePositions('line string');
    const problem = checkLineString(positions);
    if (problem) this.fail(open, problem);
    return positions;
  }

  /** `( (ring), (ring) )` */
  private parsePolygonText(): Position[][] {
    const open = this.expect('(', "Expected '(' to start the polygon, as in POLYGON((lon lat, …))");
    const rings: Position[][] = [];
    do {
      if (rings.length > 0) this.next();
      const {positions, open: ringOpen} = this.parsePositions('polygon ring');
      const problem = checkRing(positions);
      if (problem) this.fail(ringOpen, problem);
      rings.push(positions);
    } while (this.peek().kind === ',');
    this.close(open, 'after the polygon rings', true);
    return rings;
  }

  private parseGeometry(): Geometry {
    const name = this.next();
    const upper = name.value.toUpperCase();
    if (this.isWord(this.peek(), 'Z')) this.next();
    switch (upper) {
      case 'POINT': {
        const open = this.expect('(', "Expected '(' after POINT");
        const position = this.parsePosition();
        this.close(open, 'after the POINT position');
        return {type: 'Point', coordinates: position};
      }
      case 'LINESTRING':
        return {type: 'LineString', coordinates: this.parseLineString()};
      case 'POLYGON':
        return {type: 'Polygon', coordinates: this.parsePolygonText()};
      case 'MULTIPOINT': {
        // Both MULTIPOINT(1 2, 3 4) and MULTIPOINT((1 2), (3 4)) are WKT.
        const open = this.expect('(', "Expected '(' after MULTIPOINT");
        const points: Position[] = [];
        do {
          if (points.length > 0) this.next();
          if (this.peek().kind === '(') {
            const inner = this.next();
            points.push(this.parsePosition());
            this.close(inner, 'after the point');
          } else {
            points.push(this.parsePosition());
          }
        } while (this.peek().kind === ',');
        this.close(open, 'after the MULTIPOINT positions', true);
        return {type: 'MultiPoint', coordinates: points};
      }
      case 'MULTILINESTRING': {
        const open = this.expect('(', "Expected '(' after MULTILINESTRING");
        const lines = [this.parseLineString()];
        while (this.peek().kind === ',') {
          this.next();
          lines.push(this.parseLineString());
        }
        this.close(open, 'after the line strings', true);
        return {type: 'MultiLineString', coordinates: lines};
      }
      default: {
        const open = this.expect('(', "Expected '(' after MULTIPOLYGON");
        const polygons = [this.parsePolygonText()];
        while (this.peek().kind === ',') {
          this.next();
          polygons.push(this.parsePolygonText());
        }
        this.close(open, 'after the polygons', true);
        return {type: 'MultiPolygon', coordinates: polygons};
      }
    }
  }
}

function isPattern(value: Scalar): boolean {
  if (typeof value === 'string') return true;
  if (typeof value === 'object' && 'op' in value) return isPattern(value.args[0]);
  return false;
}

/** Parses CQL2 text into CQL2 JSON, or reports the first error with its position. */
export function parseCql2Text(text: string): Result<BooleanExpression, TextError> {
  const tokens = tokenize(text);
  if (!tokens.ok) return tokens;
  try {
    return {ok: true, value: new Parser(text, tokens.value).parseFilter()};
  } catch (error) {
    if (error instanceof ParseFailure) return {ok: false, error: textError(text, error.offset, error.message)};
    throw error;
  }
}

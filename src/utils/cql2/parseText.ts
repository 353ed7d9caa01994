/**
 * CQL2 text → CQL2 JSON, for the whole of CQL2 1.0 (every conformance
 * class; see ./types.ts for the encoding). A recursive-descent parser over
 * the tokens of ./lexer.ts builds the JSON; ./validateJson.ts then checks its
 * types (the same checks as for CQL2 JSON input), and an error found there
 * is shown at its place in the text.
 *
 * Precedence, lowest first: OR, AND, NOT, predicates (comparison, LIKE,
 * BETWEEN, IN, IS NULL), + and -, *, /, % and DIV, ^, a sign; parentheses
 * group. A run of the same operator (`a AND b AND c`) becomes one n-ary
 * `and`; a parenthesized group stays a node of its own, so JSON → text → JSON
 * is stable. Nesting deeper than `maxDepth` and input longer than
 * `maxInputLength` are reported, never overflowing the stack.
 */
import {textError, tokenize, type Token} from './lexer';
import {findFunction, signature} from './functions';
import {pointerKeys} from './pointer';
import {checkBbox, checkDate, checkIntervalInstant, checkLineString, checkPosition, checkRing, checkTimestamp} from './literals';
import {
  arrayOps,
  spatialOps,
  temporalOps,
  type Expression,
  type FunctionDeclaration,
  type Geometry,
  type OpCall,
  type ParseOptions,
  type Position,
  type Result,
  type SimpleGeometry,
  type TextError,
} from './types';
import {maxDepth, validateCql2Json} from './validateJson';

export {maxDepth};

/** Longest filter accepted, in characters (a GET URL or a playground entry; far beyond any real filter). */
export const maxInputLength = 50_000;

/** Words that cannot be bare property names (quote them: "in"). */
export const reservedWords: ReadonlySet<string> = new Set(['AND', 'OR', 'NOT', 'IS', 'NULL', 'BETWEEN', 'LIKE', 'IN', 'TRUE', 'FALSE']);

const simpleGeometryWords = ['POINT', 'LINESTRING', 'POLYGON', 'MULTIPOINT', 'MULTILINESTRING', 'MULTIPOLYGON'];
const geometryWords = [...simpleGeometryWords, 'GEOMETRYCOLLECTION'];
/** Text name (upper case) → JSON op, for the standard functions. */
const standardOps = new Map<string, string>([...spatialOps, ...temporalOps, ...arrayOps, 'casei', 'accenti'].map((op) => [op.toUpperCase(), op]));
/** Spellings seen in drafts and other docs. */
const misspelledFunctions: Readonly<Record<string, string>> = {A_CONTAINED_BY: 'A_CONTAINEDBY', INTERSECTS: 'S_INTERSECTS', ANYINTERACTS: 'T_INTERSECTS'};
const operatorList = '=, <>, <, <=, >, >=, IS [NOT] NULL, [NOT] BETWEEN, [NOT] LIKE or [NOT] IN';
const comparisonTokens = new Set(['=', '<>', '<', '<=', '>', '>=']);

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

/**
 * Where each argument starts in the text: keyed by the `args` array of an op,
 * an IN list, an array literal or the ends of an interval.
 */
type Offsets = WeakMap<object, number[]>;

class Parser {
  private index = 0;
  private depth = 0;
  readonly offsets: Offsets = new WeakMap();

  constructor(
    private readonly tokens: readonly Token[],
    private readonly functions: readonly FunctionDeclaration[],
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

  private isOperator(token: Token, ...values: string[]): boolean {
    return token.kind === 'operator' && values.includes(token.value);
  }

  private expect(kind: '(' | ')' | ',', message: string): Token {
    const token = this.peek();
    if (token.kind !== kind) this.fail(token, `${message}, found ${describe(token)}`);
    return this.next();
  }

  /** `)` closing the `(` at `open`; at the end of input the error points at the unclosed `(`. */
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

  private leave(): void {
    this.depth--;
  }

  /** An op node, remembering where its arguments start. */
  private op(op: string, args: Expression[], starts: number[]): OpCall {
    this.offsets.set(args, starts);
    return {op, args};
  }

  private list<T extends Expression[]>(items: T, starts: number[]): T {
    this.offsets.set(items, starts);
    return items;
  }

  /** A value expression, such as `avg(windSpeed)` or `(a + 1)`. */
  parseExpression(): Expression {
    if (this.peek().kind === 'end') this.fail(this.peek(), 'The expression is empty');
    const expression = this.parseAdditive();
    if (this.peek().kind !== 'end') this.fail(this.peek(), `Expected the end of the expression, found ${describe(this.peek())}`);
    return expression;
  }

  parseFilter(): Expression {
    if (this.peek().kind === 'end') this.fail(this.peek(), 'The filter is empty: type a condition such as eo:cloud_cover <= 20');
    const expression = this.parseOr();
    const rest = this.peek();
    if (rest.kind === ')') this.fail(rest, "Unmatched ')': there is no '(' for it to close");
    if (rest.kind !== 'end') this.fail(rest, `Expected AND, OR or the end of the filter, found ${describe(rest)}`);
    return expression;
  }

  private parseOr(): Expression {
    const starts = [this.peek().start];
    const args = [this.parseAnd()];
    while (this.isWord(this.peek(), 'OR')) {
      this.conditionAfter(this.next());
      starts.push(this.peek().start);
      args.push(this.parseAnd());
    }
    return args.length === 1 ? args[0]! : this.op('or', args, starts);
  }

  private parseAnd(): Expression {
    const starts = [this.peek().start];
    const args = [this.parseNot()];
    while (this.isWord(this.peek(), 'AND')) {
      this.conditionAfter(this.next());
      starts.push(this.peek().start);
      args.push(this.parseNot());
    }
    return args.length === 1 ? args[0]! : this.op('and', args, starts);
  }

  /** A run of NOTs, read in a loop (2,000 of them must not overflow the stack). */
  private parseNot(): Expression {
    const nots: Token[] = [];
    while (this.isWord(this.peek(), 'NOT')) {
      const token = this.next();
      this.conditionAfter(token);
      this.enter(token);
      nots.push(token);
    }
    let expression = this.parsePredicate();
    for (let i = nots.length - 1; i >= 0; i--) {
      const innerStart = i === nots.length - 1 ? this.innerStartAfter(nots[i]!) : nots[i + 1]!.start;
      expression = this.op('not', [expression], [innerStart]);
      this.leave();
    }
    return expression;
  }

  private innerStartAfter(token: Token): number {
    const index = this.tokens.indexOf(token);
    return this.tokens[index + 1]?.start ?? token.end;
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

  /** A value, then a comparison, LIKE, BETWEEN, IN or IS NULL, or nothing (a condition on its own: a function, TRUE, a group). */
  private parsePredicate(): Expression {
    const first = this.peek();
    const left = this.parseAdditive();
    const token = this.peek();
    if (token.kind === 'operator' && comparisonTokens.has(token.value)) {
      this.next();
      const rightStart = this.peek().start;
      const right = this.parseAdditive(` after '${token.value}'`);
      return this.op(token.value, [left, right], [first.start, rightStart]);
    }
    if (this.isWord(token, 'IS')) {
      this.next();
      const negated = this.isWord(this.peek(), 'NOT');
      if (negated) this.next();
      if (!this.isWord(this.peek(), 'NULL')) this.fail(this.peek(), `Expected NULL after ${negated ? 'IS NOT' : 'IS'}, found ${describe(this.peek())}`);
      this.next();
      const isNull = this.op('isNull', [left], [first.start]);
      return negated ? this.op('not', [isNull], [first.start]) : isNull;
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
    let predicate: Expression;
    if (this.isWord(operator, 'BETWEEN')) {
      this.next();
      const lowStart = this.peek().start;
      const low = this.parseAdditive(' after BETWEEN');
      if (!this.isWord(this.peek(), 'AND')) this.fail(this.peek(), `Expected AND between the two BETWEEN bounds, found ${describe(this.peek())}`);
      this.next();
      const highStart = this.peek().start;
      const high = this.parseAdditive(' after BETWEEN … AND');
      predicate = this.op('between', [left, low, high], [first.start, lowStart, highStart]);
    } else if (this.isWord(operator, 'LIKE')) {
      this.next();
      const patternStart = this.peek().start;
      const pattern = this.parseAdditive(' after LIKE');
      predicate = this.op('like', [left, pattern], [first.start, patternStart]);
    } else if (this.isWord(operator, 'IN')) {
      this.next();
      const open = this.expect('(', "Expected '(' after IN, as in IN ('a','b')");
      if (this.peek().kind === ')') this.fail(this.peek(), 'IN needs at least one value');
      const starts = [this.peek().start];
      const items = [this.parseAdditive(' in the IN list')];
      while (this.peek().kind === ',') {
        this.next();
        starts.push(this.peek().start);
        items.push(this.parseAdditive(' in the IN list'));
      }
      this.close(open, 'in the IN list', true);
      predicate = this.op('in', [left, this.list(items, starts)], [first.start, open.start]);
    } else {
      if (negated) this.fail(operator, `Expected BETWEEN, LIKE or IN after NOT, found ${describe(operator)}`);
      // A condition on its own: TRUE, a function, a parenthesized condition. A bare value needs an operator.
      if (this.standsAlone(first, left)) return left;
      // A parenthesized value, such as ("foo" + 10): the checker tells whether a value fits where it stands.
      if (operator.kind === ')' && this.depth > 0) return left;
      if (operator.kind === 'end') this.fail(operator, `Expected an operator after ${describe(first)} (${operatorList}), but the filter ends here`);
      if (operator.kind === 'identifier' && !reservedWords.has(operator.value.toUpperCase())) {
        this.fail(operator, `Unknown operator '${operator.value}': expected ${operatorList}`);
      }
      if (['AND', 'OR'].some((w) => this.isWord(operator, w)) || operator.kind === ')' || operator.kind === ',') {
        this.fail(operator, `Expected an operator after ${describe(first)} (${operatorList}), found ${describe(operator)}`);
      }
      this.fail(operator, `Expected an operator (${operatorList}), found ${describe(operator)}`);
    }
    return negated ? this.op('not', [predicate], [first.start]) : predicate;
  }

  /** Whether `value`, parsed from `first` on, can be a condition without an operator. */
  private standsAlone(first: Token, value: Expression): boolean {
    if (typeof value === 'boolean') return true;
    if (first.kind === '(') return true;
    return typeof value === 'object' && !Array.isArray(value) && 'op' in value && first.kind === 'identifier';
  }

  private parseAdditive(context = ''): Expression {
    const start = this.peek().start;
    let left = this.parseMultiplicative(context);
    while (this.isOperator(this.peek(), '+', '-')) {
      const operator = this.next();
      const rightStart = this.peek().start;
      const right = this.parseMultiplicative(` after '${operator.value}'`);
      left = this.op(operator.value, [left, right], [start, rightStart]);
    }
    return left;
  }

  private parseMultiplicative(context: string): Expression {
    const start = this.peek().start;
    let left = this.parsePower(context);
    while (this.isOperator(this.peek(), '*', '/', '%') || this.isWord(this.peek(), 'DIV')) {
      const operator = this.next();
      const rightStart = this.peek().start;
      const right = this.parsePower(` after '${operator.value}'`);
      left = this.op(operator.kind === 'identifier' ? 'div' : operator.value, [left, right], [start, rightStart]);
    }
    return left;
  }

  private parsePower(context: string): Expression {
    const start = this.peek().start;
    let left = this.parseSigned(context);
    while (this.isOperator(this.peek(), '^')) {
      this.next();
      const rightStart = this.peek().start;
      const right = this.parseSigned(" after '^'");
      left = this.op('^', [left, right], [start, rightStart]);
    }
    return left;
  }

  /** A sign: `-5` and `+5` are numbers (signedNumericLiteral); `-x` is `-1 * x`. */
  private parseSigned(context: string): Expression {
    const sign = this.peek();
    if (!this.isOperator(sign, '+', '-')) return this.parseOperand(context);
    this.next();
    const token = this.peek();
    if (this.isOperator(token, '+', '-')) this.fail(token, `Two signs in a row: write one '${sign.value}'`);
    if (token.kind === 'number') {
      this.next();
      return sign.value === '-' ? -Number(token.value) : Number(token.value);
    }
    if (sign.value === '+') this.fail(sign, "A leading '+' is only allowed on a number, as in +5");
    const operand = this.parseOperand(context);
    return this.op('*', [-1, operand], [sign.start, token.start]);
  }

  /** A literal, a property, a function call or a parenthesized expression. */
  private parseOperand(context: string): Expression {
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
      case '(': {
        this.next();
        this.enter(token);
        if (this.peek().kind === ')') this.fail(this.peek(), "Empty parentheses: put a condition or a value between '(' and ')'");
        const inner = this.parseOr();
        const after = this.peek();
        if (after.kind === 'end') this.fail(token, "Unclosed '(': add a ')'");
        if (after.kind !== ')') this.fail(after, `Expected AND, OR or ')', found ${describe(after)}`);
        this.next();
        this.leave();
        return inner;
      }
      case 'identifier':
        return this.parseNamed(context);
      case 'end':
        return this.fail(token, context ? `Expected a value${context}, but the filter ends here` : 'Expected a condition, but the filter ends here');
      default:
        return this.fail(token, `Expected a value${context}, found ${describe(token)}`);
    }
  }

  private parseNamed(context: string): Expression {
    const token = this.peek();
    const upper = token.value.toUpperCase();
    if (upper === 'TRUE' || upper === 'FALSE') {
      this.next();
      return upper === 'TRUE';
    }
    if (reservedWords.has(upper)) this.fail(token, `Expected a value${context}, found ${upper} (quote a property with that name: "${token.value}")`);
    const withZ = this.isWord(this.peek(1), 'Z') && this.peek(2).kind === '(';
    if (geometryWords.includes(upper) && (this.peek(1).kind === '(' || withZ)) return this.parseGeometry();
    if (this.peek(1).kind !== '(') {
      this.next();
      return {property: token.value};
    }
    if (upper === 'DATE' || upper === 'TIMESTAMP') return this.parseInstant();
    if (upper === 'INTERVAL') return this.parseInterval();
    if (upper === 'BBOX') return this.parseBbox();
    const spelling = misspelledFunctions[upper];
    if (spelling) this.fail(token, `Unknown function '${token.value}': CQL2 1.0 spells it ${spelling}`);
    return this.parseCall();
  }

  /** `NAME(arg, …)`: a standard function (S_…, T_…, A_…, CASEI, ACCENTI) or a declared one; the checker checks arity and types. */
  private parseCall(): Expression {
    const name = this.next();
    const open = this.next();
    const standard = standardOps.get(name.value.toUpperCase());
    if (!standard && !findFunction(this.functions, name.value)) {
      const known = this.functions.length === 0 ? 'no custom functions are declared' : `the declared functions are ${this.functions.map(signature).join(', ')}`;
      this.fail(name, `Unknown function '${name.value}': ${known}`);
    }
    const arrays = standard?.startsWith('a_') ?? false;
    this.enter(name);
    const args: Expression[] = [];
    const starts: number[] = [];
    if (this.peek().kind !== ')') {
      do {
        if (args.length > 0) this.next();
        starts.push(this.peek().start);
        args.push(this.parseArgument(arrays, ` in ${name.value.toUpperCase()}()`));
      } while (this.peek().kind === ',');
    }
    this.close(open, `after the ${standard ? name.value.toUpperCase() : name.value} arguments`, true);
    this.leave();
    return this.op(standard ?? name.value, args, starts);
  }

  /**
   * A function argument. A `(` opens an array when `arrays` (A_… functions)
   * or when a ',' follows its first item; otherwise it groups an expression.
   */
  private parseArgument(arrays: boolean, context: string): Expression {
    if (this.peek().kind !== '(') return this.parseAdditive(context);
    const save = this.index;
    const open = this.next();
    if (arrays || this.peek().kind === ')') return this.parseArrayRest(open);
    this.enter(open);
    this.parseArgument(false, context);
    const isArray = this.peek().kind === ',';
    this.leave();
    this.index = save;
    if (isArray) return this.parseArrayRest(this.next());
    return this.parseAdditive(context);
  }

  /** The items of an array literal after its `(`. */
  private parseArrayRest(open: Token): Expression[] {
    this.enter(open);
    const items: Expression[] = [];
    const starts: number[] = [];
    if (this.peek().kind !== ')') {
      do {
        if (items.length > 0) this.next();
        starts.push(this.peek().start);
        items.push(this.peek().kind === '(' ? this.parseArrayRest(this.next()) : this.parseAdditive(' in the array'));
      } while (this.peek().kind === ',');
    }
    this.close(open, 'after the array items', true);
    this.leave();
    return this.list(items, starts);
  }

  private parseInstant(): Expression {
    const name = this.next();
    const upper = name.value.toUpperCase();
    const open = this.next();
    const value = this.peek();
    if (value.kind !== 'string')
      this.fail(value, `${upper} takes a quoted instant, as in ${upper === 'DATE' ? "DATE('2024-03-01')" : "TIMESTAMP('2024-03-01T00:00:00Z')"}`);
    this.next();
    const problem = upper === 'DATE' ? checkDate(value.value) : checkTimestamp(value.value);
    if (problem) this.fail(value, problem);
    this.close(open, `after ${upper}`);
    return upper === 'DATE' ? {date: value.value} : {timestamp: value.value};
  }

  /** `INTERVAL(start, end)`: each end a quoted instant, '..', a property or a function. */
  private parseInterval(): Expression {
    this.next();
    const open = this.next();
    const bound = (): Expression => {
      const token = this.peek();
      if (token.kind === 'string') {
        this.next();
        const problem = checkIntervalInstant(token.value);
        if (problem) this.fail(token, problem);
        return token.value;
      }
      if (token.kind === 'quoted' || (token.kind === 'identifier' && !reservedWords.has(token.value.toUpperCase())))
        return this.parseAdditive(' as an INTERVAL end');
      return this.fail(token, `Expected a quoted instant, '..', a property or a function as an INTERVAL end, found ${describe(token)}`);
    };
    const startAt = this.peek().start;
    const start = bound();
    this.expect(',', "Expected ',' between the two INTERVAL ends");
    const endAt = this.peek().start;
    const end = bound();
    this.close(open, 'after the INTERVAL ends');
    const ends: [Expression, Expression] = [start, end];
    this.offsets.set(ends, [startAt, endAt]);
    return {interval: ends};
  }

  /** A number with an optional sign. */
  private parseNumber(what: string): number {
    const sign = this.isOperator(this.peek(), '+', '-') ? this.next() : undefined;
    const token = this.peek();
    if (token.kind !== 'number') this.fail(token, `Expected a number ${what}, found ${describe(token)}`);
    this.next();
    return sign?.value === '-' ? -Number(token.value) : Number(token.value);
  }

  private parseBbox(): Expression {
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
    if (this.peek().kind === 'number' || this.isOperator(this.peek(), '+', '-')) position.push(this.parseNumber('(an elevation)'));
    if (this.peek().kind === 'number' || this.isOperator(this.peek(), '+', '-')) this.fail(this.peek(), 'A position has at most 3 numbers: lon lat [z]');
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
    const name = this.peek();
    if (!this.isWord(name, 'GEOMETRYCOLLECTION')) return this.parseSimpleGeometry();
    this.next();
    if (this.isWord(this.peek(), 'Z')) this.next();
    const open = this.expect('(', "Expected '(' after GEOMETRYCOLLECTION");
    const geometries: SimpleGeometry[] = [];
    do {
      if (geometries.length > 0) this.next();
      const token = this.peek();
      const upper = token.kind === 'identifier' ? token.value.toUpperCase() : '';
      if (upper === 'GEOMETRYCOLLECTION') this.fail(token, 'A GEOMETRYCOLLECTION cannot contain another GEOMETRYCOLLECTION');
      if (!simpleGeometryWords.includes(upper))
        this.fail(token, `Expected a WKT geometry (${simpleGeometryWords.join(', ')}) in the GEOMETRYCOLLECTION, found ${describe(token)}`);
      geometries.push(this.parseSimpleGeometry());
    } while (this.peek().kind === ',');
    this.close(open, 'after the GEOMETRYCOLLECTION geometries', true);
    return {type: 'GeometryCollection', geometries};
  }

  private parseSimpleGeometry(): SimpleGeometry {
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

/** Offset in the text of the value at JSON Pointer `path` (or of its closest ancestor that has one). */
function offsetOf(root: Expression, rootOffset: number, offsets: Offsets, path: string): number {
  let node: unknown = root;
  let offset = rootOffset;
  for (const key of pointerKeys(path)) {
    if (typeof node !== 'object' || node === null) break;
    const known = Array.isArray(node) ? offsets.get(node) : undefined;
    const at = known?.[Number(key)];
    if (at !== undefined) offset = at;
    node = (node as Record<string, unknown>)[key];
  }
  return offset;
}

/** Parses CQL2 text into CQL2 JSON, or reports the first error with its position. */
export function parseCql2Text(text: string, options: ParseOptions = {}): Result<Expression, TextError> {
  return parse(text, options, false);
}

/** Parses a CQL2 value expression (a function call, arithmetic, a literal) rather than a whole filter. */
export function parseCql2Expression(text: string, options: ParseOptions = {}): Result<Expression, TextError> {
  return parse(text, options, true);
}

function parse(text: string, options: ParseOptions, expression: boolean): Result<Expression, TextError> {
  if (text.length > maxInputLength) {
    return {
      ok: false,
      error: textError(
        text,
        maxInputLength,
        `The filter is ${text.length.toLocaleString('en')} characters long: the limit is ${maxInputLength.toLocaleString('en')}`,
      ),
    };
  }
  const tokens = tokenize(text);
  if (!tokens.ok) return tokens;
  const parser = new Parser(tokens.value, options.functions ?? []);
  let parsed: Expression;
  try {
    parsed = expression ? parser.parseExpression() : parser.parseFilter();
  } catch (error) {
    if (error instanceof ParseFailure) return {ok: false, error: textError(text, error.offset, error.message)};
    throw error;
  }
  const checked = validateCql2Json(parsed, {...options, names: 'text', expression});
  if (checked.ok) return checked;
  const offset = offsetOf(parsed, tokens.value[0]?.start ?? 0, parser.offsets, checked.error.path);
  return {ok: false, error: textError(text, offset, checked.error.message)};
}

/**
 * The CQL2 1.0 conformance classes a filter uses, so the playground can show
 * them and compare them with what a server declares in `/conformance`.
 */
import {isArithmeticOp, isArrayOp, isComparisonOp, isOpCall, isSpatialOp, isTemporalOp, type Expression} from './types';

export type Cql2Class =
  | 'basic-cql2'
  | 'advanced-comparison-operators'
  | 'case-insensitive-comparison'
  | 'accent-insensitive-comparison'
  | 'basic-spatial-functions'
  | 'basic-spatial-functions-plus'
  | 'spatial-functions'
  | 'temporal-functions'
  | 'array-functions'
  | 'property-property'
  | 'functions'
  | 'arithmetic';

/** Every class, in the order of the standard, with its title. */
export const cql2Classes: ReadonlyArray<{id: Cql2Class; title: string}> = [
  {id: 'basic-cql2', title: 'Basic CQL2'},
  {id: 'advanced-comparison-operators', title: 'Advanced comparison operators'},
  {id: 'case-insensitive-comparison', title: 'Case-insensitive comparison'},
  {id: 'accent-insensitive-comparison', title: 'Accent-insensitive comparison'},
  {id: 'basic-spatial-functions', title: 'Basic spatial functions'},
  {id: 'basic-spatial-functions-plus', title: 'Basic spatial functions with additional spatial literals'},
  {id: 'spatial-functions', title: 'Spatial functions'},
  {id: 'temporal-functions', title: 'Temporal functions'},
  {id: 'array-functions', title: 'Array functions'},
  {id: 'property-property', title: 'Property-property comparisons'},
  {id: 'functions', title: 'Custom functions'},
  {id: 'arithmetic', title: 'Arithmetic expressions'},
];

export const classUri = (id: Cql2Class) => `http://www.opengis.net/spec/cql2/1.0/conf/${id}`;

const ownOps = new Set(['and', 'or', 'not', 'isNull', 'like', 'between', 'in', 'casei', 'accenti']);

/** A property, or a function of one (CASEI(name), a declared function). */
function isPropertyLike(value: Expression): boolean {
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  if ('property' in value) return true;
  return isOpCall(value) && (value.op === 'casei' || value.op === 'accenti' || !ownOps.has(value.op)) && !isArithmeticOp(value.op) && !isComparisonOp(value.op);
}

/** A literal: no property or function in it (CASEI('x') counts as a literal). */
function isLiteral(value: Expression): boolean {
  if (typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every(isLiteral);
  if ('property' in value) return false;
  if ('interval' in value) return value.interval.every(isLiteral);
  if (isOpCall(value)) return (value.op === 'casei' || value.op === 'accenti') && value.args.every(isLiteral);
  return true;
}

/** Points and bboxes are basic spatial literals; any other geometry needs the "plus" class. */
function isBasicSpatialLiteral(value: Expression): boolean {
  if (typeof value !== 'object' || Array.isArray(value)) return true;
  return 'bbox' in value || !('type' in value) || value.type === 'Point';
}

/** The classes `filter` uses, in the order of `cql2Classes`. */
export function classesUsed(filter: Expression): Cql2Class[] {
  const used = new Set<Cql2Class>(['basic-cql2']);
  const stack: Expression[] = [filter];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (typeof node !== 'object') continue;
    if ('interval' in node) stack.push(...node.interval);
    if (!isOpCall(node)) continue;
    const {op, args} = node;
    stack.push(...args);
    if (op === 'like' || op === 'between' || op === 'in') used.add('advanced-comparison-operators');
    if (op === 'casei') used.add('case-insensitive-comparison');
    if (op === 'accenti') used.add('accent-insensitive-comparison');
    if (isArithmeticOp(op)) used.add('arithmetic');
    if (isSpatialOp(op)) {
      if (op !== 's_intersects') used.add('spatial-functions');
      else if (args.every(isBasicSpatialLiteral)) used.add('basic-spatial-functions');
      else used.add('basic-spatial-functions-plus');
    }
    if (isTemporalOp(op)) used.add('temporal-functions');
    if (isArrayOp(op)) used.add('array-functions');
    if (!ownOps.has(op) && !isComparisonOp(op) && !isArithmeticOp(op) && !isSpatialOp(op) && !isTemporalOp(op) && !isArrayOp(op)) used.add('functions');
    const predicate = isComparisonOp(op) || op === 'like' || op === 'between' || op === 'in' || isSpatialOp(op) || isTemporalOp(op) || isArrayOp(op);
    if (predicate) {
      // Basic CQL2 compares a property with literals; anything else is property-property.
      const [first, ...rest] = op === 'in' ? [args[0]!, ...((args[1] as Expression[] | undefined) ?? [])] : args;
      if (first === undefined || !isPropertyLike(first) || !rest.every(isLiteral)) used.add('property-property');
    }
  }
  // The spatial classes build on each other: a filter in "spatial functions" is in the two below too only if it uses them.
  return cql2Classes.map((c) => c.id).filter((id) => used.has(id));
}

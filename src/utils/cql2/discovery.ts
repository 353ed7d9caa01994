/**
 * Checks a valid CQL2 filter against what the discovery API accepts beyond
 * the grammar: its queryables (unknown names get 400, enums, array-valued
 * properties) and the conformance classes it does not declare (ACCENTI,
 * property-to-property comparisons, custom functions, arithmetic). These are
 * warnings: the filter is still valid CQL2, and the playground still converts it.
 */
import {classesUsed} from './classes';
import {isArrayOp, isComparisonOp, isOpCall, type Expression} from './types';

export type QueryableInfo = {name: string; type: string; enum?: ReadonlyArray<string | number | boolean>};

/** The property a value names, directly or through CASEI/ACCENTI. */
function propertyOf(value: Expression | undefined): string | undefined {
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  if ('property' in value) return value.property;
  if (isOpCall(value) && (value.op === 'casei' || value.op === 'accenti')) return propertyOf(value.args[0]);
  return undefined;
}

const quoteValue = (value: string | number | boolean) => (typeof value === 'string' ? `'${value}'` : String(value));

/** Every property name used anywhere in `filter`. */
function propertiesIn(filter: Expression): string[] {
  const names: string[] = [];
  const stack: Expression[] = [filter];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (Array.isArray(node)) stack.push(...node);
    else if (typeof node === 'object') {
      if ('property' in node) names.push(node.property);
      else if ('interval' in node) stack.push(...node.interval);
      else if (isOpCall(node)) stack.push(...node.args);
    }
  }
  return names.reverse();
}

export function discoveryWarnings(filter: Expression, queryables: readonly QueryableInfo[]): string[] {
  const warnings = new Set<string>();
  const byName = new Map(queryables.map((q) => [q.name, q]));

  for (const name of propertiesIn(filter)) {
    if (queryables.length === 0 || byName.has(name)) continue;
    const bare = name.replace(/^properties\./, '');
    const similar = byName.has(bare) ? bare : queryables.find((q) => q.name.toLowerCase() === name.toLowerCase() || q.name.endsWith(`:${name}`))?.name;
    warnings.add(`${name} is not a queryable: the API answers 400.${similar ? ` Did you mean ${similar}?` : ''}`);
  }

  /** `values` compared with property `name` directly (not through CASEI): each must be in its enum. */
  const checkEnum = (name: string | undefined, values: readonly Expression[]) => {
    const allowed = name === undefined ? undefined : byName.get(name)?.enum;
    if (!allowed || name === undefined) return;
    for (const value of values) {
      if (typeof value === 'object' || allowed.includes(value)) continue;
      warnings.add(`${quoteValue(value)} is not a value of ${name}, which is one of ${allowed.map(quoteValue).join(', ')}.`);
    }
  };

  const checkScalarUse = (args: readonly Expression[], what: string) => {
    const properties = args.map(propertyOf).filter((name): name is string => name !== undefined);
    if (properties.length > 1)
      warnings.add(`${what} compares two properties (${properties.join(' and ')}): the discovery API does not support property-to-property comparisons.`);
    for (const name of properties) {
      if (byName.get(name)?.type.startsWith('array'))
        warnings.add(`${name} is an array: use an array function such as A_CONTAINS(${name}, ('…')) instead of ${what}.`);
    }
  };

  const stack: Expression[] = [filter];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isOpCall(node)) continue;
    const {op, args} = node;
    if (op === 'and' || op === 'or' || op === 'not') {
      stack.push(...args);
      continue;
    }
    if (op === 'in') {
      const [subject, list] = args as [Expression, Expression[]];
      checkScalarUse([subject, ...list], 'IN');
      checkEnum(typeof subject === 'object' && !Array.isArray(subject) && 'property' in subject ? subject.property : undefined, list);
    } else if (op === 'between' || op === 'like') {
      checkScalarUse(args, op.toUpperCase());
    } else if (isComparisonOp(op)) {
      const [a, b] = args as [Expression, Expression];
      checkScalarUse([a, b], op);
      if (op === '=' || op === '<>') {
        if (typeof a === 'object' && !Array.isArray(a) && 'property' in a) checkEnum(a.property, [b]);
        if (typeof b === 'object' && !Array.isArray(b) && 'property' in b) checkEnum(b.property, [a]);
      }
    } else if (isArrayOp(op)) {
      const property = args.map(propertyOf).find((name) => name !== undefined);
      args.filter((arg): arg is Expression[] => Array.isArray(arg)).forEach((list) => checkEnum(property, list));
    }
  }

  const classes = classesUsed(filter);
  if (classes.includes('accent-insensitive-comparison')) warnings.add('The discovery API does not support ACCENTI(): use CASEI() alone.');
  if (classes.includes('functions')) warnings.add('The discovery API declares no custom functions (no Functions class in /conformance): it answers 400.');
  if (classes.includes('arithmetic')) warnings.add('The discovery API does not support arithmetic (+, -, *, /, %, DIV, ^) in filters: it answers 400.');
  if (classes.includes('property-property') && ![...warnings].some((w) => w.includes('property-to-property'))) {
    warnings.add('The filter compares two properties or two literals: the discovery API does not support property-property comparisons.');
  }
  if (typeof filter === 'boolean') warnings.add(`A filter that is only ${filter ? 'TRUE' : 'FALSE'} is not accepted: leave the filter out instead.`);
  return [...warnings];
}

/**
 * Checks a valid CQL2 filter against what the discovery API accepts beyond
 * the grammar: its queryables (unknown names get 400, enums, array-valued
 * properties) and the conformance classes it does not declare (ACCENTI,
 * property-to-property comparisons). These are warnings: the filter is still
 * valid CQL2, and the playground still converts it.
 */
import type {ArrayArg, BooleanExpression, Scalar, SpatialArg, TemporalArg} from './types';

export type QueryableInfo = {name: string; type: string; enum?: ReadonlyArray<string | number | boolean>};

type Visitors = {property: (name: string) => void; accenti: () => void};

function visitScalar(value: Scalar, visit: Visitors): void {
  if (typeof value !== 'object') return;
  if ('property' in value) visit.property(value.property);
  else if ('op' in value) {
    if (value.op === 'accenti') visit.accenti();
    visitScalar(value.args[0], visit);
  }
}

function visitOperand(value: SpatialArg | TemporalArg | ArrayArg, visit: Visitors): void {
  if (Array.isArray(value)) value.forEach((item) => visitScalar(item, visit));
  else if ('property' in value) visit.property(value.property);
  else if ('interval' in value) value.interval.forEach((end) => typeof end === 'object' && visit.property(end.property));
}

/** The property a value names, directly or through CASEI/ACCENTI. */
function propertyOf(value: Scalar): string | undefined {
  if (typeof value !== 'object') return undefined;
  if ('property' in value) return value.property;
  if ('op' in value) return propertyOf(value.args[0]);
  return undefined;
}

const quoteValue = (value: string | number | boolean) => (typeof value === 'string' ? `'${value}'` : String(value));

export function discoveryWarnings(filter: BooleanExpression, queryables: readonly QueryableInfo[]): string[] {
  const warnings = new Set<string>();
  const byName = new Map(queryables.map((q) => [q.name, q]));

  const unknownName = (name: string) => {
    if (queryables.length === 0 || byName.has(name)) return;
    const bare = name.replace(/^properties\./, '');
    const similar = byName.has(bare)
      ? bare
      : queryables.find((q) => q.name.toLowerCase() === name.toLowerCase() || q.name.endsWith(`:${name}`))?.name;
    warnings.add(`${name} is not a queryable: the API answers 400.${similar ? ` Did you mean ${similar}?` : ''}`);
  };
  const visit: Visitors = {
    property: unknownName,
    accenti: () => warnings.add('The discovery API does not support ACCENTI(): use CASEI() alone.'),
  };

  /** `values` compared with property `name` directly (not through CASEI): each must be in its enum. */
  const checkEnum = (name: string | undefined, values: readonly Scalar[]) => {
    const allowed = name === undefined ? undefined : byName.get(name)?.enum;
    if (!allowed || name === undefined) return;
    for (const value of values) {
      if (typeof value === 'object' || allowed.includes(value)) continue;
      warnings.add(`${quoteValue(value)} is not a value of ${name}, which is one of ${allowed.map(quoteValue).join(', ')}.`);
    }
  };

  const checkScalarUse = (args: readonly Scalar[], what: string) => {
    const properties = args.map(propertyOf).filter((name): name is string => name !== undefined);
    if (properties.length > 1) warnings.add(`${what} compares two properties (${properties.join(' and ')}): the discovery API does not support property-to-property comparisons.`);
    for (const name of properties) {
      if (byName.get(name)?.type.startsWith('array')) warnings.add(`${name} is an array: use an array function such as A_CONTAINS(${name}, ('…')) instead of ${what}.`);
    }
  };

  const walk = (expression: BooleanExpression): void => {
    if (typeof expression === 'boolean') return;
    switch (expression.op) {
      case 'and':
      case 'or':
      case 'not':
        expression.args.forEach(walk);
        return;
      case 'isNull':
        visitScalar(expression.args[0], visit);
        return;
      case 'in': {
        const [subject, list] = expression.args;
        [subject, ...list].forEach((arg) => visitScalar(arg, visit));
        checkScalarUse([subject, ...list], 'IN');
        if (typeof subject === 'object' && 'property' in subject) checkEnum(subject.property, list);
        return;
      }
      case 'between':
      case 'like':
        expression.args.forEach((arg) => visitScalar(arg, visit));
        checkScalarUse(expression.args, expression.op.toUpperCase());
        return;
      case '=':
      case '<>':
      case '<':
      case '<=':
      case '>':
      case '>=': {
        const [a, b] = expression.args;
        [a, b].forEach((arg) => visitScalar(arg, visit));
        checkScalarUse([a, b], `${expression.op}`);
        if (expression.op === '=' || expression.op === '<>') {
          if (typeof a === 'object' && 'property' in a) checkEnum(a.property, [b]);
          if (typeof b === 'object' && 'property' in b) checkEnum(b.property, [a]);
        }
        return;
      }
      default: {
        const [a, b] = expression.args;
        visitOperand(a, visit);
        visitOperand(b, visit);
        if (expression.op.startsWith('a_')) {
          const arrays = [a, b] as ArrayArg[];
          const property = arrays.find((arg): arg is {property: string} => !Array.isArray(arg));
          arrays.filter((arg): arg is Scalar[] => Array.isArray(arg)).forEach((list) => checkEnum(property?.property, list));
        }
      }
    }
  };

  if (typeof filter === 'boolean') warnings.add(`A filter that is only ${filter ? 'TRUE' : 'FALSE'} is not accepted: leave the filter out instead.`);
  walk(filter);
  return [...warnings];
}

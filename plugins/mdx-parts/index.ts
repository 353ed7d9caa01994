/**
 * Splits a long MDX page's content into parts React can render one at a time.
 *
 * MDX compiles a page to one function, `_createMdxContent`, that creates every
 * element of the page in a single call. React hydrates in slices and yields to
 * the browser between components, but it cannot cut inside one: on the SDK
 * reference that call is about 50 ms of a 71 ms task at 4× CPU throttling,
 * and V8 compiles the whole function before it runs. This recma step (it runs
 * on the compiled page, after JSX became `_jsx`/`_jsxs` calls) moves the
 * top-level children of the returned fragment into module-level components of
 * `partSize` children each, and returns a fragment of those parts instead.
 * Each part receives the content function's local bindings (its props, the
 * MDX components mapping, the components it destructures) under the same
 * names, so every moved expression means what it meant. Parts are fragments:
 * the HTML is the same, element for element (tested by rendering both).
 * Pages whose content does not have that shape are left as they are.
 */
import type {
  AssignmentProperty,
  Expression,
  FunctionDeclaration,
  Identifier,
  ObjectExpression,
  ObjectPattern,
  Pattern,
  Program,
  Property,
  SpreadElement,
  Statement,
} from 'estree';

/** Top-level children (elements and the "\n" strings between them) per part. */
export const partSize = 40;

const contentFunction = '_createMdxContent';
export const partPrefix = '_createMdxContentPart';
const scopeName = '_mdxScope';

const id = (name: string): Identifier => ({type: 'Identifier', name});
const objectExpression = (entries: ReadonlyArray<readonly [string, Expression]>): ObjectExpression => ({
  type: 'ObjectExpression',
  properties: entries.map(([key, value]): Property => ({
    type: 'Property',
    key: id(key),
    value,
    kind: 'init',
    method: false,
    shorthand: value.type === 'Identifier' && value.name === key,
    computed: false,
  })),
});
/** `{a, b: c}` as a pattern. */
const objectPattern = (entries: ReadonlyArray<readonly [string, string]>): ObjectPattern => ({
  type: 'ObjectPattern',
  properties: entries.map(([key, name]): AssignmentProperty => ({
    type: 'Property',
    key: id(key),
    value: id(name),
    kind: 'init',
    method: false,
    shorthand: key === name,
    computed: false,
  })),
});
const call = (callee: string, args: Expression[]): Expression => ({type: 'CallExpression', callee: id(callee), arguments: args, optional: false});
const constDeclaration = (pattern: Pattern, init: Expression): Statement => ({
  type: 'VariableDeclaration',
  kind: 'const',
  declarations: [{type: 'VariableDeclarator', id: pattern, init}],
});
/** `_jsxs(_Fragment, {children: [...]})`. */
const fragmentOf = (jsxs: string, fragment: string, children: Expression[]): Expression =>
  call(jsxs, [id(fragment), objectExpression([['children', {type: 'ArrayExpression', elements: children}]])]);

/** Names a pattern binds (`{Bar, Foo} = …` → Bar, Foo). */
function boundNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => (p.type === 'RestElement' ? boundNames(p.argument) : boundNames(p.value)));
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? boundNames(element) : []));
    case 'RestElement':
      return boundNames(pattern.argument);
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    default:
      return [];
  }
}

type Fragment = {jsxs: string; fragment: string; children: Array<Expression | SpreadElement | null>};

/** `return _jsxs(_Fragment, {children: [...]})`: the names it uses and its children. */
function returnedFragment(statement: Statement | undefined): Fragment | undefined {
  if (statement?.type !== 'ReturnStatement') return undefined;
  const value = statement.argument;
  if (value?.type !== 'CallExpression' || value.callee.type !== 'Identifier') return undefined;
  const [type, props] = value.arguments;
  if (type?.type !== 'Identifier' || props?.type !== 'ObjectExpression' || props.properties.length !== 1) return undefined;
  const [children] = props.properties;
  if (children?.type !== 'Property' || children.key.type !== 'Identifier' || children.key.name !== 'children') return undefined;
  if (children.value.type !== 'ArrayExpression') return undefined;
  return {jsxs: value.callee.name, fragment: type.name, children: children.value.elements};
}

/** Splits `_createMdxContent` of one compiled page in place; returns the number of parts (0: left as it was). */
export function splitContent(program: Program, size = partSize): number {
  const index = program.body.findIndex((node) => node.type === 'FunctionDeclaration' && node.id?.name === contentFunction);
  const content = program.body[index] as FunctionDeclaration | undefined;
  if (!content) return 0;
  const statements = content.body.body;
  const fragment = returnedFragment(statements.at(-1));
  if (!fragment || fragment.jsxs !== '_jsxs' || fragment.children.length <= size) return 0;
  if (fragment.children.some((child) => child === null || child.type === 'SpreadElement')) return 0;

  const names = [...content.params.flatMap(boundNames)];
  for (const statement of statements) {
    if (statement.type === 'VariableDeclaration') names.push(...statement.declarations.flatMap((declaration) => boundNames(declaration.id)));
  }
  const scopeKey = 's';
  const parts: FunctionDeclaration[] = [];
  for (let start = 0; start < fragment.children.length; start += size) {
    const children = fragment.children.slice(start, start + size) as Expression[];
    parts.push({
      type: 'FunctionDeclaration',
      id: id(`${partPrefix}${parts.length}`),
      params: [objectPattern([[scopeKey, scopeName]])],
      body: {
        type: 'BlockStatement',
        body: [
          constDeclaration(objectPattern(names.map((name) => [name, name] as const)), id(scopeName)),
          {type: 'ReturnStatement', argument: fragmentOf(fragment.jsxs, fragment.fragment, children)},
        ],
      },
      generator: false,
      async: false,
    });
  }
  const partElements = parts.map((part) => call(fragment.jsxs, [id(part.id?.name ?? ''), objectExpression([[scopeKey, id(scopeName)]])]));
  statements.splice(statements.length - 1, 1, constDeclaration(id(scopeName), objectExpression(names.map((name) => [name, id(name)] as const))), {
    type: 'ReturnStatement',
    argument: fragmentOf(fragment.jsxs, fragment.fragment, partElements),
  });
  program.body.splice(index + 1, 0, ...parts);
  return parts.length;
}

/** The recma plugin (docs plugin option `recmaPlugins`). */
export default function recmaMdxParts(): (tree: Program) => void {
  return (tree) => void splitContent(tree);
}

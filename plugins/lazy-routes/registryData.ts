/**
 * After the build (./index.ts, postBuild): each page gets the registry
 * entries of its route chain (./chain.ts) as a JSON block before `</body>`,
 * outside the app's root, so the browser's registry can start with them
 * (./pageRegistry.ts). The entries are read from the browser build's own
 * registry (in the route table's chunk) with a JavaScript parser, each
 * loader as the bundler compiled it: its chunks, module id and interop mode.
 * The build fails on a loader of another shape or a chunk name it lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse, type Node} from 'acorn';
import {routeTableFile} from './routeTableFile';
import {htmlFiles, rewritePage, withJsonBlock} from '../lib/builtPages';
import {chainChunkNames, chainScriptId, registryScriptId, type ChainRoute, type RegistryEntry} from './chain';

type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode => value !== null && typeof value === 'object' && typeof (value as {type?: unknown}).type === 'string';

function* nodes(node: AnyNode): Generator<AnyNode> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodes(item);
    } else if (isNode(value)) yield* nodes(value);
  }
}

const literal = (node: unknown): string | number | undefined => {
  if (!isNode(node) || node.type !== 'Literal') return undefined;
  const value = node.value;
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
};
const propertyName = (node: AnyNode): string | undefined => {
  const key = node.key as AnyNode;
  return key.type === 'Identifier' ? String(key.name) : (literal(key)?.toString() ?? undefined);
};
const memberName = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'MemberExpression' && isNode(node.property) && node.property.type === 'Identifier' ? String(node.property.name) : undefined;

/** `() => <chunks>.then(<require>.bind(<require>, id))` or `.then(<require>.t.bind(<require>, id, mode))`. */
function entryOf(name: string, loader: AnyNode, weakId: unknown): RegistryEntry {
  const fail = (why: string): never => {
    throw new Error(
      `[lazy-routes] registry entry ${name}: ${why}; expected () => …e("chunk")….then(require.bind(require, id)) (plugins/lazy-routes/registryData.ts)`,
    );
  };
  const body = loader.body as AnyNode;
  if (body.type !== 'CallExpression' || memberName(body.callee) !== 'then') fail('the loader is not a .then(…) call');
  const chunks = (body.callee as AnyNode).object as AnyNode;
  const chunkIds = [...nodes(chunks)]
    .filter((node) => node.type === 'CallExpression' && memberName(node.callee) === 'e')
    .map((call) => literal((call.arguments as unknown[])[0]) ?? fail('a chunk id is not a literal'))
    .map(String);
  const [then] = body.arguments as AnyNode[];
  if (!then || then.type !== 'CallExpression' || memberName(then.callee) !== 'bind') fail('the .then argument is not a bound require');
  const interop = memberName(((then as AnyNode).callee as AnyNode).object) === 't';
  const [, id, mode] = (then as AnyNode).arguments as unknown[];
  const moduleId = literal(id) ?? fail('the module id is not a literal');
  if (moduleId !== literal(weakId)) fail(`the loader requires module ${moduleId}, the entry names ${String(literal(weakId))}`);
  if (!interop) return [chunkIds, moduleId];
  const interopMode = literal(mode);
  return typeof interopMode === 'number' ? [chunkIds, moduleId, interopMode] : fail('require.t has no numeric mode');
}

/** The entries of `names` in the compiled registry `source` (a chunk of the browser build). */
export function registryEntries(source: string, names: ReadonlySet<string>): Map<string, RegistryEntry> {
  const entries = new Map<string, RegistryEntry>();
  const program = parse(source, {ecmaVersion: 'latest', sourceType: 'script'}) as unknown as AnyNode;
  for (const node of nodes(program)) {
    if (node.type !== 'Property') continue;
    const name = propertyName(node);
    const value = node.value as AnyNode;
    if (name === undefined || !names.has(name) || value.type !== 'ArrayExpression') continue;
    const [loader, modulePath, weakId] = value.elements as AnyNode[];
    if (loader?.type !== 'ArrowFunctionExpression' || literal(modulePath) !== 0) continue;
    entries.set(name, entryOf(name, loader, weakId));
  }
  const missing = [...names].filter((name) => !entries.has(name));
  if (missing.length > 0) throw new Error(`[lazy-routes] the compiled registry has no entry for ${missing.join(', ')}`);
  return entries;
}

const chainScript = new RegExp(`<script[^>]*\\bid=["']?${chainScriptId}["']?[^>]*>([^<]*)</script>`);

/** The chains written into a page, or undefined for a page without one (a redirect page). */
export function pageChainsOf(html: string): ChainRoute[] | undefined {
  const json = chainScript.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as ChainRoute[]);
}

/** The page with its chain's registry entries before `</body>` (instead of any it had: a page written twice keeps one). */
export function withRegistry(page: string, chains: readonly ChainRoute[], entries: ReadonlyMap<string, RegistryEntry>): string {
  const own = Object.fromEntries(chainChunkNames(chains).map((name) => [name, entries.get(name)]));
  return withJsonBlock(page, registryScriptId, own, 'lazy-routes');
}

/** Writes every built page's registry entries (postBuild). Returns how many pages got them. */
export function writePageRegistries(outDir: string): number {
  const scripts = path.join(outDir, 'assets', 'js');
  const tables = fs.readdirSync(scripts).filter((name) => routeTableFile.test(name));
  if (tables.length !== 1) throw new Error(`[lazy-routes] expected one route-table chunk in ${scripts}, found ${tables.length}`);
  const pages = htmlFiles(outDir).flatMap((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const chains = pageChainsOf(html);
    return chains ? [{file, html, chains}] : [];
  });
  const names = new Set(pages.flatMap(({chains}) => chainChunkNames(chains)));
  const entries = registryEntries(fs.readFileSync(path.join(scripts, tables[0] as string), 'utf8'), names);
  for (const {file, html, chains} of pages) {
    rewritePage(file, withRegistry(html, chains, entries), 'lazy-routes');
  }
  return pages.length;
}

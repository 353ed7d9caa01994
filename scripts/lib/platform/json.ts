/**
 * Walking parsed JSON and YAML for the platform checks (and the other readers
 * of spec examples): objects that pass a test, every example of a spec, and
 * JSON Pointers (escaping their segments, the line of the value one points
 * at), so each problem can say where it is.
 */
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import {findNodeAtLocation, parseTree} from 'jsonc-parser';
import {isObject, type JsonObject} from '../examples/specModel';
import {lineOf} from './problem';

export const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');
export const unescapePointer = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The line (from 1) of the value at a JSON Pointer in a JSON text; 1 when it is not found. */
export function jsonLineOf(body: string, pointer: string): number {
  const tree = parseTree(body);
  const segments = pointer
    .split('/')
    .slice(1)
    .map(unescapePointer)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const node = tree ? findNodeAtLocation(tree, segments) : undefined;
  return node ? lineOf(body, node.offset) : 1;
}

export type SpecExample = {where: string; value: unknown};

/**
 * Where each example of a parsed spec is written, as path segments: each `example` (its value), and each
 * `examples.<name>` (the path of the Example object, with its `value`, or its `$ref` when it is one).
 * Nothing is resolved: the paths lead to the spec's own text (for line numbers, see exampleFacts.ts).
 */
export function exampleSites(doc: unknown): Array<{path: string[]; named: boolean; value?: unknown; ref?: string; example?: JsonObject}> {
  const out: Array<{path: string[]; named: boolean; value?: unknown; ref?: string; example?: JsonObject}> = [];
  const walk = (node: unknown, path: string[]): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, [...path, String(i)]));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example') out.push({path: [...path, key], named: false, value});
      else if (key === 'examples' && isObject(value)) {
        for (const [name, example] of Object.entries(value)) {
          if (!isObject(example)) continue;
          const at = [...path, key, name];
          if (typeof example.$ref === 'string') out.push({path: at, named: true, ref: example.$ref});
          else if ('value' in example) out.push({path: at, named: true, value: example.value, example});
        }
      } else walk(value, [...path, key]);
    }
  };
  walk(doc, []);
  return out;
}

/**
 * Every example of an OpenAPI document once: each `example`, and the `value` of each `examples.<name>`, of
 * media types, parameters, headers and schemas, labelled with the JSON Pointer of where it is written
 * (`#/components/examples/ItemOrn4`). An `examples.<name>` that is a `$ref` is resolved by
 * `@apidevtools/json-schema-ref-parser`: an example listed where it is written is not listed again; any
 * other (one in another file, `./_shared/components.yaml#/…`) is listed where this document first uses it.
 * A `$ref` that points at nothing fails, naming the file, the place and the `$ref`.
 *
 * @param file The spec's path: relative `$ref`s start from it, messages name it.
 * @param doc The spec, as the caller parsed it from `file`.
 */
export async function specExamples(file: string, doc: unknown): Promise<SpecExample[]> {
  const label = path.relative(process.cwd(), file) || file;
  const failure = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  const refs = await $RefParser.resolve(file, doc, {}).catch((error: unknown) => {
    throw new Error(`${label}: ${failure(error)}`);
  });
  const pointerOf = (segments: string[]): string => ['#', ...segments.map(escapePointer)].join('/');
  const sites = exampleSites(refs.get('#'));
  const out: SpecExample[] = [];
  const listed = new Set<JsonObject>();
  for (const site of sites) {
    if (site.ref !== undefined) continue;
    out.push({where: pointerOf(site.path), value: site.value});
    if (site.example) listed.add(site.example);
  }
  for (const {path: at, ref} of sites) {
    if (ref === undefined) continue;
    const where = pointerOf(at);
    let target: unknown;
    try {
      target = refs.get(ref);
    } catch (error) {
      throw new Error(`${label}${where}: $ref ${ref} points at nothing: ${failure(error)}`);
    }
    if (isObject(target) && typeof target.$ref === 'string') throw new Error(`${label}${where}: $ref ${ref} is circular`);
    if (!isObject(target) || listed.has(target) || !('value' in target)) continue;
    out.push({where, value: target.value});
    listed.add(target);
  }
  return out;
}

/** Objects anywhere inside `value` (itself included) for which `keep` holds, with their JSON Pointer. */
export function findObjects(value: unknown, keep: (o: JsonObject, key: string) => boolean, at = '', key = ''): Array<{pointer: string; object: JsonObject}> {
  const out: Array<{pointer: string; object: JsonObject}> = [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...findObjects(v, keep, `${at}/${i}`, key)));
  else if (isObject(value)) {
    if (keep(value, key)) out.push({pointer: at || '/', object: value});
    for (const [k, v] of Object.entries(value)) out.push(...findObjects(v, keep, `${at}/${escapePointer(k)}`, k));
  }
  return out;
}

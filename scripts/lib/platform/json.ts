/**
 * Walking parsed JSON and YAML for the platform checks: objects that pass a
 * test, every example of a spec, and JSON Pointers (escaping their segments,
 * the line of the value one points at), so each problem can say where it is.
 */
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

/** Every `value` of `example` and `examples.*.value` in a parsed spec, with a readable location. */
export function specExamples(doc: unknown): Array<{where: string; value: unknown}> {
  const out: Array<{where: string; value: unknown}> = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, `${where}/${i}`));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${where}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === 'example') out.push({where: here, value});
      else if (key === 'examples' && isObject(value)) {
        for (const [name, ex] of Object.entries(value)) if (isObject(ex) && 'value' in ex) out.push({where: `${here}/${name}`, value: ex.value});
      } else walk(value, here);
    }
  };
  walk(doc, '#');
  return out;
}

/** Objects anywhere inside `value` (itself included) for which `keep` holds, with their JSON Pointer. */
export function findObjects(value: unknown, keep: (o: JsonObject, key: string) => boolean, at = '', key = ''): Array<{pointer: string; object: JsonObject}> {
  const out: Array<{pointer: string; object: JsonObject}> = [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...findObjects(v, keep, `${at}/${i}`, key)));
  else if (isObject(value)) {
    if (keep(value, key)) out.push({pointer: at || '/', object: value});
    for (const [k, v] of Object.entries(value)) out.push(...findObjects(v, keep, `${at}/${k}`, k));
  }
  return out;
}

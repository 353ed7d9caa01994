/**
 * The item-fact and footprint checks (itemFacts.ts, footprints.ts) run over
 * every example of one file: a spec's `example`s, `examples.*.value`s and
 * schema property examples (YAML), a page's JSON code blocks, a JSON file.
 * Each problem carries the file's line and the JSON Pointer of the wrong value.
 */
import {LineCounter, parseDocument, isNode} from 'yaml';
import {fencedBlocks} from '../contentChecks';
import {isObject, type JsonObject} from '../examples/specModel';
import type {Catalog} from './catalog';
import {footprintMessage, footprintMismatches} from './footprints';
import {factMessage, itemFactMismatches} from './itemFacts';
import {escapePointer, exampleSites, jsonLineOf, unescapePointer} from './json';
import type {Problem} from './problem';

/**
 * The `example` of each property of an object schema, gathered into one object located at the schema's
 * `properties`: an item ID example and the acquisition date example beside it describe the same item.
 */
function schemaPropertyExamples(doc: unknown): Array<{path: string[]; value: unknown; suffix: string[]}> {
  const out: Array<{path: string[]; value: unknown; suffix: string[]}> = [];
  const walk = (node: unknown, path: string[]): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, [...path, String(i)]));
      return;
    }
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      const value: JsonObject = {};
      for (const [name, schema] of Object.entries(node.properties)) if (isObject(schema) && 'example' in schema) value[name] = schema.example;
      if (Object.keys(value).length > 0) out.push({path: [...path, 'properties'], value, suffix: ['example']});
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'example' && key !== 'examples') walk(value, [...path, key]);
  };
  walk(doc, []);
  return out;
}

/**
 * Item facts that contradict the catalog in the examples of a spec (`.yaml`), the JSON code blocks of a
 * page (`.md`, `.mdx`) or a JSON file, each with the line and JSON Pointer of the wrong value.
 */
export function checkCatalogItemFacts(file: string, text: string, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  if (file.endsWith('.yaml') || file.endsWith('.yml')) {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, {lineCounter});
    if (doc.errors.length > 0) return problems;
    const examples: Array<{path: string[]; value: unknown; suffix?: string[]}> = [
      // A named example's value is written at `<path>/value`; a `$ref`'d one is checked where it is written.
      ...exampleSites(doc.toJS()).flatMap(({path, named, value, ref}) => (ref === undefined ? [{path: named ? [...path, 'value'] : path, value}] : [])),
      ...schemaPropertyExamples(doc.toJS()),
    ];
    for (const {path, value, suffix = []} of examples) {
      const lineAt = (pointer: string): number => {
        // A schema's property examples: the value sits at `properties/<name>/example`.
        const segments = [...path, ...pointer.split('/').slice(1).map(unescapePointer), ...suffix];
        const node: unknown = doc.getIn(segments, true);
        return lineCounter.linePos(isNode(node) && node.range ? node.range[0] : 0).line;
      };
      const where = `#/${path.map(escapePointer).join('/')}`;
      for (const m of itemFactMismatches(value, catalog)) {
        problems.push({file, line: lineAt(m.pointer), message: factMessage(where, {...m, pointer: [m.pointer, ...suffix].join('/')})});
      }
      for (const m of footprintMismatches(value, catalog)) {
        problems.push({file, line: lineAt(m.pointer), message: footprintMessage(where, {...m, pointer: [m.pointer, ...suffix].join('/')})});
      }
    }
    return problems;
  }
  const values: Array<{line: number; body: string; value: unknown}> = [];
  if (file.endsWith('.json')) {
    try {
      values.push({line: 1, body: text, value: JSON.parse(text) as unknown});
    } catch {
      // not JSON: nothing to compare
    }
  } else if (/\.mdx?$/.test(file)) {
    for (const block of fencedBlocks(text)) {
      if (block.lang !== 'json') continue;
      try {
        // The body starts on the line after the opening fence.
        values.push({line: block.line + 1, body: block.body, value: JSON.parse(block.body) as unknown});
      } catch {
        // lint:content reports JSON that does not parse
      }
    }
  }
  for (const {line, body, value} of values) {
    for (const m of itemFactMismatches(value, catalog)) {
      const at = body.indexOf(`${JSON.stringify(m.field)}: ${JSON.stringify(m.shown)}`);
      const fallback = body.indexOf(m.item);
      const index = at >= 0 ? at : Math.max(fallback, 0);
      problems.push({file, line: line + (body.slice(0, index).match(/\n/g) ?? []).length, message: factMessage('json block', m)});
    }
    for (const m of footprintMismatches(value, catalog)) {
      problems.push({file, line: line + jsonLineOf(body, m.pointer) - 1, message: footprintMessage('json block', m)});
    }
  }
  return problems;
}

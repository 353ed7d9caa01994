/**
 * Shares the schemas an area's endpoint pages repeat. The plugin writes each
 * page's parameters, request body and responses as JSON props with every
 * `$ref` inlined, so the problem schema alone appears 919 times across the
 * site and an area's resource schema once per operation that returns it:
 * about half of the 4.8 MB the endpoint pages' props weighed. Every byte is
 * compiled twice by the bundler and loaded by each SSG worker, which made this
 * JSON the largest factor in the build's peak memory.
 *
 * `shareSchemas` replaces each schema (a `schema` value, or a response or
 * parameter header) of at least `minBytes` that occurs twice or more in the
 * area by `{"$shared": n}`, and returns the table of shared values
 * (`docs/<area>/api/_shared.schemas.json`, see ./rewritePage.ts). The page resolves the references
 * when it renders (src/components/ApiPage/sharedSchemas.ts), to objects equal
 * to the originals.
 */
import {isObject} from '../examples/specModel';
import {sharedKey, type SharedRef} from './types';

/** Smaller schemas cost less inline than as a reference plus a table entry. */
const minBytes = 200;

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/**
 * Copies `node`; each candidate value (a `schema`, or an entry of a `headers`
 * map) of at least `minBytes` goes through `visit`, whose result replaces it,
 * or, when it returns undefined, is copied and searched further.
 */
function mapCandidates(node: Json, visit: (text: string) => Json | undefined, parentKey?: string): Json {
  if (Array.isArray(node)) return node.map((child) => mapCandidates(child, visit));
  if (!isObject(node)) return node;
  const out: {[key: string]: Json} = {};
  for (const [key, value] of Object.entries(node)) {
    const candidate = (key === 'schema' || parentKey === 'headers') && isObject(value);
    const text = candidate ? JSON.stringify(value) : '';
    const replacement = text.length >= minBytes ? visit(text) : undefined;
    out[key] = replacement ?? mapCandidates(value, visit, key);
  }
  return out;
}

export type SharedResult = {table: Json[]; files: Json[]};

/** Shares what the given props files (one area) repeat; returns the table and the files, in order. */
export function shareSchemas(files: readonly Json[]): SharedResult {
  const counts = new Map<string, number>();
  for (const file of files) {
    mapCandidates(file, (text) => {
      counts.set(text, (counts.get(text) ?? 0) + 1);
      return undefined;
    });
  }
  const index = new Map<string, number>();
  const table: Json[] = [];
  const rewritten = files.map((file) =>
    mapCandidates(file, (text) => {
      if ((counts.get(text) ?? 0) < 2) return undefined;
      let n = index.get(text);
      if (n === undefined) {
        n = table.length;
        index.set(text, n);
        table.push(JSON.parse(text) as Json);
      }
      return {[sharedKey]: n} satisfies SharedRef;
    }),
  );
  return {table, files: rewritten};
}

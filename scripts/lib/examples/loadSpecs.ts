import path from 'node:path';
import fs from 'node:fs';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import {operationsOf, isObject, type Operation} from './specModel';

export type LoadedSpec = {file: string; paths: string[]; operations: Operation[]};

/** openapi/*.yaml (not _shared/), with every $ref — relative files included — resolved. */
export async function loadSpecs(root: string): Promise<LoadedSpec[]> {
  const dir = path.join(root, 'openapi');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  return Promise.all(
    files.map(async (f) => {
      const file = path.join('openapi', f);
      const doc: unknown = await $RefParser.dereference(path.join(dir, f));
      const paths = isObject(doc) && isObject(doc.paths) ? Object.keys(doc.paths) : [];
      return {file, paths, operations: operationsOf(file, doc)};
    }),
  );
}

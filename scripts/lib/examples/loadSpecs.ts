import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import {apiAreas, specPathOf} from '../../../config/openapi';
import {operationsOf, isObject, type Operation} from './specModel';

export type LoadedSpec = {file: string; paths: string[]; operations: Operation[]};

/** openapi/*.yaml (not _shared/), with every $ref — relative files included — resolved. */
export async function loadSpecs(root: string): Promise<LoadedSpec[]> {
  return Promise.all(
    apiAreas.map(async (area) => {
      const file = specPathOf(area);
      const doc: unknown = await $RefParser.dereference(path.join(root, file));
      const paths = isObject(doc) && isObject(doc.paths) ? Object.keys(doc.paths) : [];
      return {file, paths, operations: operationsOf(file, doc)};
    }),
  );
}

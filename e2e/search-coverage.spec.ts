/**
 * Everything stays findable (issue 16 point 1): the search files the build
 * wrote hold every page of the site's inventory, and each API operation of
 * every spec is the first hit for its `METHOD /path`, as a reader types it
 * (the server's path prefix included). Runs the engine the search worker runs
 * on build/'s files in Node: no page, so every operation can be asked.
 */
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import YAML from 'yaml';
import {test, expect} from '@playwright/test';
import {createSearcher} from '../plugins/search-index/engine';
import {isSection, type IndexFile, type SearchDocFile} from '../plugins/search-index/types';
import {apiAreas, specPathOf} from '../config/openapi';
import {categoryRoutes, expectedRoutes} from './inventory';

const buildDir = path.resolve('build');
function read<T>(prefix: string): T {
  const name = fs.readdirSync(buildDir).find((file) => file.startsWith(prefix) && file.endsWith('.json'));
  if (!name) throw new Error(`no ${prefix}*.json in build/: build the site first`);
  return JSON.parse(fs.readFileSync(path.join(buildDir, name), 'utf8')) as T;
}

const docFile = read<SearchDocFile>('search-doc-');
const searcher = createSearcher(lunr, read<IndexFile>('lunr-index-'), docFile);
const indexedPages = new Set(docFile.searchDocs.flatMap((doc) => (isSection(doc) ? [] : [doc.u])));

/** The page slug the OpenAPI generator gives an operation: its operationId in kebab case. */
const kebab = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();

type Operation = {query: string; page: string};
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations: Operation[] = apiAreas.flatMap((area) => {
  const spec = YAML.parse(fs.readFileSync(specPathOf(area), 'utf8')) as {
    servers?: Array<{url: string}>;
    paths?: Record<string, Partial<Record<(typeof methods)[number], {operationId: string}>>>;
  };
  const prefix = new URL(spec.servers?.[0]?.url ?? 'https://api.example.com').pathname.replace(/\/$/, '');
  return Object.entries(spec.paths ?? {}).flatMap(([route, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      return operation ? [{query: `${method.toUpperCase()} ${prefix}${route}`, page: `/docs/${area}/api/${kebab(operation.operationId)}`}] : [];
    }),
  );
});

test('every page of the inventory is in the search files', () => {
  // Category index pages list their children's cards: their children are indexed instead.
  const categories = new Set(categoryRoutes);
  const pages = expectedRoutes.filter((route) => route.startsWith('/docs/') && !categories.has(route));
  expect(pages.length).toBeGreaterThan(operations.length);
  expect(pages.filter((route) => !indexedPages.has(route))).toEqual([]);
});

test('every API operation is the first hit for its METHOD /path', () => {
  // As many operations in the specs as operation pages in the index (each carries its "METHOD /path").
  expect(operations.length).toBe(docFile.searchDocs.filter((doc) => !isSection(doc) && doc.o !== undefined).length);
  const misses = operations
    .map(({query, page}) => ({query, page, first: searcher.search(query)[0]?.url.split('#')[0]}))
    .filter(({page, first}) => first !== page);
  expect(misses).toEqual([]);
});

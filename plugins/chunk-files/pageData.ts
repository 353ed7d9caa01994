/**
 * After the build (./index.ts, postBuild): each page gets its block of chunk
 * files (./runtime.ts reads it) as JSON before `</body>`:
 * - its own chunks, the scripts its loader adds (config/htmlTemplate.ts:
 *   `<link rel="preload" as="script" data-entry>`), by the same URL, so the
 *   bundler's chunk loader finds their tags and waits for them;
 * - the chunks its code starts itself (the search worker);
 * - the route table's chunk (plugins/lazy-routes), which brings the whole list;
 * - the whole list's file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {entryAttribute} from '../../config/htmlTemplate';
import {routeTableFile} from '../lazy-routes/routeTableFile';
import {htmlFiles, rewritePage, withJsonBlock} from '../lib/builtPages';
import {chunkFilesScriptId, listFile, type ChunkList, type PageChunkFiles} from './runtime';

const entryLink = new RegExp(`<link\\b[^>]*\\b${entryAttribute}\\b[^>]*>`, 'g');
const href = /\bhref=["']?([^"' >]+)/;

/** The script URLs a page's loader adds, in order. */
export function entryScripts(html: string): string[] {
  return [...html.matchAll(entryLink)].map(([link]) => href.exec(link)?.[1] ?? '');
}

/** The block of a page with these entry scripts (URLs under `baseUrl`), or undefined for a page without scripts (a redirect page). */
export function pageChunkFiles(scripts: readonly string[], list: ChunkList, listName: string, baseUrl: string): PageChunkFiles | undefined {
  if (scripts.length === 0) return undefined;
  const ids = new Map(Object.entries(list.files).map(([id, file]) => [file, id]));
  const files: Record<string, string> = {};
  for (const script of scripts) {
    if (!script.startsWith(baseUrl)) throw new Error(`[chunk-files] a page's script ${script} is not under the base URL ${baseUrl}`);
    const id = ids.get(script.slice(baseUrl.length));
    // The entry's own files (runtime, main.js) are no chunk of the list: nothing loads them by id.
    if (id !== undefined) files[id] = script.slice(baseUrl.length);
  }
  for (const id of list.eager) {
    const file = list.files[id];
    if (file === undefined) throw new Error(`[chunk-files] the chunk list names chunk ${id} as started by the page's code but has no file for it`);
    files[id] = file;
  }
  const table = Object.entries(list.files).filter(([, file]) => routeTableFile.test(file));
  if (table.length !== 1) throw new Error(`[chunk-files] expected one route-table chunk in the chunk list, found ${table.length}`);
  const [tableId, tableFile] = table[0] as [string, string];
  files[tableId] = tableFile;
  return {list: listName, table: tableId, files};
}

/** The page with its block before `</body>` (instead of any it had: a page written twice keeps one). */
export function withChunkFiles(page: string, data: PageChunkFiles): string {
  return withJsonBlock(page, chunkFilesScriptId, data, 'chunk-files');
}

/**
 * Writes every built page's block (postBuild). Returns how many pages got one.
 * Synchronous, as plugins/lazy-routes's postBuild, which rewrites the same
 * pages: neither can write a page between the other's read and write.
 */
export function writePageChunkFiles(outDir: string, baseUrl: string): number {
  const scripts = path.join(outDir, 'assets', 'js');
  const lists = fs.readdirSync(scripts).filter((name) => listFile.test(name));
  if (lists.length !== 1) throw new Error(`[chunk-files] expected one chunk list in ${scripts}, found ${lists.length}`);
  const listName = lists[0] as string;
  const list = JSON.parse(fs.readFileSync(path.join(scripts, listName), 'utf8')) as ChunkList;
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const data = pageChunkFiles(entryScripts(html), list, `assets/js/${listName}`, baseUrl);
    if (!data) continue;
    rewritePage(file, withChunkFiles(html, data), 'chunk-files');
    pages += 1;
  }
  return pages;
}

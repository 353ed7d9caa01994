/**
 * The search worker: downloads the two search files, builds the lunr index
 * and answers queries, all off the main thread, so parsing a large index or
 * scoring a query never delays typing or scrolling.
 */
import lunr from 'lunr';
import {createSearcher, type Searcher} from '@site/plugins/search-index/engine';
import type {IndexFile, SearchDocFile} from '@site/plugins/search-index/types';
import type {WorkerReply, WorkerRequest} from './protocol';

type WorkerScope = {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerReply) => void;
};
const scope = self as unknown as WorkerScope;

let searcher: Searcher | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function load(searchDocUrl: string, lunrIndexUrl: string): Promise<void> {
  try {
    const [docFile, indexFile] = await Promise.all([fetchJson<SearchDocFile>(searchDocUrl), fetchJson<IndexFile>(lunrIndexUrl)]);
    searcher = createSearcher(lunr, indexFile, docFile);
    scope.postMessage({type: 'ready', entries: searcher.entries});
  } catch (error) {
    scope.postMessage({type: 'error', message: error instanceof Error ? error.message : String(error)});
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'load') {
    void load(request.searchDocUrl, request.lunrIndexUrl);
  } else if (searcher) {
    scope.postMessage({type: 'hits', id: request.id, query: request.query, hits: searcher.search(request.query)});
  }
};

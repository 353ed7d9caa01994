/**
 * Main-thread side of the search: starts the worker on first intent, tells
 * when it is ready or failed (a failed worker is dropped, so Retry starts
 * afresh), and sends queries, keeping only the answer to the latest one.
 */
import type {FileNames} from '@site/plugins/search-index/types';
import type {SearchHit, WorkerReply, WorkerRequest} from './protocol';

type Listener = {onReady: () => void; onError: (message: string) => void; onHits: (query: string, hits: SearchHit[]) => void};

export type SearchClient = {
  /** Starts loading; does nothing while loading or when ready. */
  load: () => void;
  query: (query: string) => void;
  dispose: () => void;
};

export function createSearchClient(baseUrl: string, fileNames: FileNames, listener: Listener): SearchClient {
  let worker: Worker | undefined;
  let ready = false;
  let lastId = 0;

  const post = (message: WorkerRequest) => worker?.postMessage(message);
  const fail = (message: string) => {
    worker?.terminate();
    worker = undefined;
    ready = false;
    listener.onError(message);
  };

  return {
    load() {
      if (worker) return;
      worker = new Worker(new URL('./search.worker.ts', import.meta.url));
      worker.onmessage = (event: MessageEvent<WorkerReply>) => {
        const reply = event.data;
        if (reply.type === 'ready') {
          ready = true;
          listener.onReady();
        } else if (reply.type === 'error') {
          fail(reply.message);
        } else if (reply.id === lastId) {
          listener.onHits(reply.query, reply.hits);
        }
      };
      worker.onerror = (event) => fail(event.message || 'the search worker failed');
      const origin = window.location.origin;
      post({type: 'load', searchDocUrl: `${origin}${baseUrl}${fileNames.searchDoc}`, lunrIndexUrl: `${origin}${baseUrl}${fileNames.lunrIndex}`});
    },
    query(query) {
      if (!ready) return;
      lastId += 1;
      post({type: 'query', id: lastId, query});
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
    },
  };
}

/** Messages between the search box (main thread) and the search worker. */
import type {SearchHit} from '@site/plugins/search-index/engine';

export type WorkerRequest = {type: 'load'; searchDocUrl: string; lunrIndexUrl: string} | {type: 'query'; id: number; query: string};

export type WorkerReply = {type: 'ready'; entries: number} | {type: 'error'; message: string} | {type: 'hits'; id: number; query: string; hits: SearchHit[]};

export type {SearchHit};

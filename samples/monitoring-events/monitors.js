// The two monitoring calls of this sample: create a monitor, list its events.
import {randomUUID} from 'node:crypto';
import {request} from './client.js';

/** Creates a monitor and returns it as stored (webhook secrets are never returned). */
export function createMonitor(monitor) {
  // A new key per monitor: if a retry repeats this call, the platform returns
  // the monitor it already created instead of creating a second one.
  return request('POST', '/monitoring/v1/monitors', {
    body: monitor,
    headers: {'Idempotency-Key': randomUUID()},
  });
}

/**
 * Yields the events of a monitor one page at a time, oldest first, following
 * `next_cursor` until the last page (where it is absent).
 */
export async function* eventPages(monitorId, {since, limit = 50} = {}) {
  let cursor;
  do {
    const query = new URLSearchParams({order: 'asc', limit: String(limit)});
    if (since) {
      query.set('since', since);
    }
    if (cursor) {
      query.set('cursor', cursor);
    }
    const page = await request('GET', `/monitoring/v1/monitors/${encodeURIComponent(monitorId)}/events?${query}`);
    yield page;
    cursor = page.next_cursor;
  } while (cursor);
}

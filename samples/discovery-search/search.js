// A STAC item search that follows `next` links, and GeoJSON footprints of its items.
import {request} from './client.js';

/** The `next` link of a page of results, or undefined on the last page. */
export function nextLink(page) {
  return page.links?.find((link) => link.rel === 'next');
}

/**
 * Runs `search` with POST /discovery/v1/search and yields one page (a GeoJSON
 * FeatureCollection of items) at a time, for at most `maxPages` pages.
 */
export async function* searchPages(search, {maxPages = 3} = {}) {
  let method = 'POST';
  let target = '/discovery/v1/search';
  let body = search;
  for (let pages = 0; pages < maxPages; pages++) {
    const page = await request(method, target, body);
    yield page;
    const next = nextLink(page);
    if (!next) {
      return;
    }
    // A POST search's next link says how to ask for the next page: its method,
    // and a body with the paging token. "merge": true means the original
    // search with the link's body merged in; otherwise the link's body alone.
    method = next.method ?? 'GET';
    target = next.href;
    if (method === 'POST') {
      body = next.merge ? {...search, ...next.body} : (next.body ?? {});
    } else {
      body = undefined;
    }
  }
}

/** A GeoJSON FeatureCollection of the items' footprints, with a few properties to show in a GIS. */
export function footprints(items) {
  return {
    type: 'FeatureCollection',
    features: items.map((item) => ({
      type: 'Feature',
      id: item.id,
      geometry: item.geometry,
      bbox: item.bbox,
      properties: {
        collection: item.collection,
        datetime: item.properties.datetime,
        platform: item.properties.platform ?? null,
        gsd: item.properties.gsd ?? null,
        'eo:cloud_cover': item.properties['eo:cloud_cover'] ?? null,
        'view:off_nadir': item.properties['view:off_nadir'] ?? null,
        thumbnail: item.assets?.thumbnail?.href ?? null,
      },
    })),
  };
}

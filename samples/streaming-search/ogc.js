// The three OGC services of the streaming imagery API: footprints (WFS),
// images of any extent (WMS GetMap) and map tiles (WMTS GetTile).
import {get, ogcUrl} from './client.js';
import {getMapParams} from './wms.js';

const WFS = '/streaming/v1/imagery/wfs';
const WMS = '/streaming/v1/imagery/wms';
const WMTS = '/streaming/v1/imagery/wmts';

/**
 * Footprints of the images of `collection` that intersect `bbox` ([west, south,
 * east, north], longitude and latitude) and were taken less than `maxOffNadir`
 * degrees off nadir, newest first: a GeoJSON FeatureCollection, one feature per
 * catalog image.
 */
export async function findFootprints(bbox, {collection = 'orion-ortho', maxOffNadir = 20, count = 20} = {}) {
  const [west, south, east, north] = bbox;
  // CQL_FILTER is a vendor parameter and cannot be combined with BBOX, so the
  // area goes inside it, latitude first as EPSG:4326 requires in WFS 2.0.
  const filter = `BBOX(geometry, ${south}, ${west}, ${north}, ${east}) AND collection = '${collection}' AND off_nadir < ${maxOffNadir}`;
  const url = ogcUrl(WFS, {
    SERVICE: 'WFS',
    VERSION: '2.0.0',
    REQUEST: 'GetFeature',
    TYPENAMES: 'imagery:footprints',
    OUTPUTFORMAT: 'application/json',
    CQL_FILTER: filter,
    SORTBY: 'acquired DESC',
    COUNT: count,
  });
  const response = await get(url, 'application/json');
  return response.json();
}

/** [west, south, east, north] of a GeoJSON polygon (GeoJSON is always longitude, latitude). */
export function bboxOf(geometry) {
  const positions = geometry.coordinates.flat();
  const lons = positions.map(([lon]) => lon);
  const lats = positions.map(([, lat]) => lat);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

/** A WMS 1.3.0 GetMap URL of one image over `bbox` (see ./wms.js for its parameters). */
export function getMapUrl(itemId, bbox, width = 512) {
  return ogcUrl(WMS, getMapParams(itemId, bbox, width));
}

/** The GoogleMapsCompatible tile (the same as XYZ z/x/y) that holds a longitude and latitude. */
export function tileAt(lon, lat, zoom) {
  const tiles = 2 ** zoom;
  const latRad = (lat * Math.PI) / 180;
  const col = Math.floor(((lon + 180) / 360) * tiles);
  const row = Math.floor(((1 - Math.asinh(Math.tan(latRad)) / Math.PI) / 2) * tiles);
  const clamp = (n) => Math.min(tiles - 1, Math.max(0, n));
  return {zoom, row: clamp(row), col: clamp(col)};
}

/** A WMTS 1.0.0 GetTile URL for one 256 × 256 tile of one image. */
export function getTileUrl(itemId, {zoom, row, col}) {
  return ogcUrl(WMTS, {
    SERVICE: 'WMTS',
    VERSION: '1.0.0',
    REQUEST: 'GetTile',
    LAYER: 'imagery',
    STYLE: 'true-colour',
    FORMAT: 'image/png',
    TILEMATRIXSET: 'GoogleMapsCompatible',
    TILEMATRIX: String(zoom),
    TILEROW: row,
    TILECOL: col,
    ITEM_ID: itemId,
  });
}

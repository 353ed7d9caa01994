// The query of a WMS 1.3.0 GetMap request that draws one catalog image. The
// same file in every sample project that previews an image.

/**
 * GetMap parameters that draw image `itemId` over `bbox` ([west, south, east,
 * north]), `width` pixels wide and as high as the area's shape needs. CRS:84
 * reads the box longitude first; with EPSG:4326 the same box would have to be
 * written latitude first.
 */
export function getMapParams(itemId, bbox, width = 512) {
  const [west, south, east, north] = bbox;
  const metresRatio = (north - south) / ((east - west) * Math.cos((((south + north) / 2) * Math.PI) / 180));
  const height = Math.min(4096, Math.max(1, Math.round(width * metresRatio)));
  return {
    SERVICE: 'WMS',
    VERSION: '1.3.0',
    REQUEST: 'GetMap',
    LAYERS: 'imagery',
    STYLES: '',
    CRS: 'CRS:84',
    BBOX: `${west},${south},${east},${north}`,
    WIDTH: width,
    HEIGHT: height,
    FORMAT: 'image/png',
    TRANSPARENT: 'TRUE',
    ITEM_ID: itemId,
  };
}

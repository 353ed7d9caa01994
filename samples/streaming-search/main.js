// Finds the near-vertical images of a collection over an area, picks the least
// cloudy of them, and streams it: a WMS preview of its footprint and one WMTS
// tile at its centre, saved as PNG.
// Run: API_KEY=... npm start
import {download} from './client.js';
import {bboxOf, findFootprints, getMapUrl, getTileUrl, tileAt} from './ogc.js';
import {printTable} from './print.js';

// Where to look. Edit these for your own area.
const AREA = [12.4, 41.85, 12.55, 41.95]; // west, south, east, north: central Rome
const COLLECTION = 'orion-ortho'; // catalog collection
const MAX_OFF_NADIR = 20; // degrees: near-vertical views only
const PREVIEW_WIDTH = 512; // pixels
const TILE_ZOOM = 15; // about 4.8 m per pixel at the equator

async function main() {
  const found = await findFootprints(AREA, {collection: COLLECTION, maxOffNadir: MAX_OFF_NADIR});
  console.log(
    `Footprints over [${AREA.join(', ')}] in ${COLLECTION} with off_nadir < ${MAX_OFF_NADIR}: ${found.features.length} of ${found.numberMatched ?? '?'}`,
  );
  if (found.features.length === 0) {
    console.log('No image matches. Widen the area or raise MAX_OFF_NADIR.');
    return;
  }
  printTable(
    ['ITEM ID', 'ACQUIRED', 'PLATFORM', 'GSD M', 'OFF-NADIR', 'CLOUD %'],
    found.features.map(({properties: p}) => [
      p.item_id,
      p.acquired,
      p.platform ?? '-',
      String(p.gsd ?? '-'),
      String(p.off_nadir ?? '-'),
      String(p.cloud_cover ?? '-'),
    ]),
  );

  // The least cloudy of the returned images (cloud_cover is the whole scene's);
  // the newest one when two are as clear, since the list is newest first.
  const chosen = found.features.reduce((best, f) => ((f.properties.cloud_cover ?? 100) < (best.properties.cloud_cover ?? 100) ? f : best));
  const itemId = chosen.properties.item_id;
  const bbox = bboxOf(chosen.geometry);
  const [west, south, east, north] = bbox;
  const tile = tileAt((west + east) / 2, (south + north) / 2, TILE_ZOOM);
  console.log(`\nChosen image: ${itemId}, acquired ${chosen.properties.acquired}, ${chosen.properties.cloud_cover} % cloud`);

  const mapUrl = getMapUrl(itemId, bbox, PREVIEW_WIDTH);
  const tileUrl = getTileUrl(itemId, tile);
  console.log(`WMS GetMap:   ${mapUrl}`);
  console.log(`WMTS GetTile: ${tileUrl}`);

  const previewFile = `preview-${itemId}.png`;
  const preview = await download(mapUrl, 'image/png', previewFile);
  console.log(`\nSaved ${previewFile} (${preview.bytes} bytes, ${preview.type})`);
  const tileFile = `tile-${tile.zoom}-${tile.col}-${tile.row}.png`;
  const saved = await download(tileUrl, 'image/png', tileFile);
  console.log(`Saved ${tileFile} (${saved.bytes} bytes, ${saved.type})`);
}

main().catch((error) => {
  console.error(`Error: ${error.message}`);
  process.exitCode = 1;
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkOgcRequest, checkOgcText, findOgcRequests, ruleFor} from '../lib/ogcChecks';

const base = 'https://api.example.com/streaming/v1/basemap';
const getMap13 =
  'SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=basemap&STYLES=&CRS=EPSG:4326&BBOX=41.85,12.40,41.95,12.55&WIDTH=1024&HEIGHT=683&FORMAT=image/png';
const getTile =
  'SERVICE=WMTS&VERSION=1.0.0&REQUEST=GetTile&LAYER=basemap&STYLE=default&FORMAT=image/jpeg&TILEMATRIXSET=GoogleMapsCompatible&TILEMATRIX=15&TILEROW=12185&TILECOL=17513';
const getFeature = 'SERVICE=WFS&VERSION=2.0.0&REQUEST=GetFeature&TYPENAMES=basemap:seamlines&COUNT=100';

const messages = (text: string) => checkOgcText('docs/x.mdx', text).map((p) => p.message);

test('complete WMS 1.3.0 GetMap, WMTS GetTile and WFS 2.0 GetFeature URLs pass', () => {
  assert.deepEqual(messages(`${base}/wms?${getMap13}\n${base}/wmts?${getTile}\n${base}/wfs?${getFeature}`), []);
});

test('a GetMap without STYLES and FORMAT is reported with its line', () => {
  const text = `intro\n\ncurl "${base}/wms?${getMap13.replace('&STYLES=', '').replace('&FORMAT=image/png', '')}"\n`;
  const problems = checkOgcText('docs/x.mdx', text);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]?.line, 3);
  assert.match(problems[0]?.message ?? '', /WMS 1\.3\.0 GetMap lacks STYLES, FORMAT/);
});

test('an empty STYLES= counts as present (default styles)', () => {
  assert.deepEqual(messages(`${base}/wms?${getMap13}`), []);
});

test('parameter names and values are matched in any case', () => {
  const lower =
    'service=wms&version=1.3.0&request=getmap&layers=basemap&styles=&crs=EPSG:3857&bbox=1380362,5138537,1397060,5153493&width=1024&height=917&format=image/jpeg';
  assert.deepEqual(messages(`${base}/wms?${lower}`), []);
  assert.match(messages(`${base}/wms?${lower.replace('&styles=', '')}`)[0] ?? '', /lacks STYLES/);
});

test('WMS 1.3.0 uses CRS, not SRS; WMS 1.1.1 uses SRS, not CRS', () => {
  const with13Srs = getMap13.replace('CRS=EPSG:4326', 'SRS=EPSG:4326');
  const result13 = messages(`${base}/wms?${with13Srs}`);
  assert.equal(result13.length, 2);
  assert.match(result13[0] ?? '', /WMS 1\.3\.0 GetMap lacks CRS/);
  assert.match(result13[1] ?? '', /uses SRS: WMS 1\.3\.0 names the reference system CRS/);
  const v111 =
    'SERVICE=WMS&VERSION=1.1.1&REQUEST=GetMap&LAYERS=basemap&STYLES=&SRS=EPSG:4326&BBOX=12.40,41.85,12.55,41.95&WIDTH=1024&HEIGHT=683&FORMAT=image/png';
  assert.deepEqual(messages(`${base}/wms?${v111}`), []);
  assert.match(messages(`${base}/wms?${v111.replace('SRS=', 'CRS=')}`).join('\n'), /lacks SRS[\s\S]*uses CRS/);
});

test('the EPSG:4326 axis-order trap is reported when the numbers prove it', () => {
  const lonFirst = getMap13.replace('BBOX=41.85,12.40,41.95,12.55', 'BBOX=-122.52,37.70,-122.35,37.82');
  assert.match(messages(`${base}/wms?${lonFirst}`)[0] ?? '', /longitude, latitude order/);
  const crs84 = lonFirst.replace('CRS=EPSG:4326', 'CRS=CRS:84');
  assert.deepEqual(messages(`${base}/wms?${crs84}`), []);
  const wfs = `${base}/wfs?${getFeature}&BBOX=-122.52,37.70,-122.35,37.82,urn:ogc:def:crs:EPSG::4326`;
  assert.match(messages(wfs)[0] ?? '', /WFS 2\.0 reads EPSG:4326 as latitude first/);
});

test('GetCapabilities needs only SERVICE and REQUEST; a missing REQUEST is reported', () => {
  assert.deepEqual(messages(`${base}/wmts?SERVICE=WMTS&REQUEST=GetCapabilities`), []);
  assert.match(messages(`${base}/wms?SERVICE=WMS&api_key=abc`)[0] ?? '', /no REQUEST\) lacks REQUEST/);
});

test('WMTS GetTile and GetFeatureInfo requirements', () => {
  assert.match(messages(`${base}/wmts?${getTile.replace('&STYLE=default', '')}`)[0] ?? '', /WMTS 1\.0\.0 GetTile lacks STYLE/);
  const info = `${getTile.replace('GetTile', 'GetFeatureInfo')}&I=128&J=64`;
  assert.match(messages(`${base}/wmts?${info}`)[0] ?? '', /lacks INFOFORMAT/);
});

test('WFS 2.0 GetFeature needs TYPENAMES (or RESOURCEID) and rejects TYPENAME and MAXFEATURES', () => {
  assert.match(messages(`${base}/wfs?SERVICE=WFS&VERSION=2.0.0&REQUEST=GetFeature&COUNT=10`)[0] ?? '', /lacks TYPENAMES/);
  assert.deepEqual(messages(`${base}/wfs?SERVICE=WFS&VERSION=2.0.0&REQUEST=GetFeature&RESOURCEID=seamlines.1`), []);
  const old = messages(`${base}/wfs?SERVICE=WFS&VERSION=2.0.0&REQUEST=GetFeature&TYPENAME=basemap:seamlines&MAXFEATURES=10`).join('\n');
  assert.match(old, /lacks TYPENAMES/);
  assert.match(old, /renamed TYPENAME to TYPENAMES/);
  assert.match(old, /replaced MAXFEATURES with COUNT/);
  assert.deepEqual(messages(`${base}/wfs?SERVICE=WFS&VERSION=1.1.0&REQUEST=GetFeature&TYPENAME=basemap:seamlines&MAXFEATURES=10`), []);
});

test('WMS 1.3.0 GetFeatureInfo needs QUERY_LAYERS, INFO_FORMAT, I and J', () => {
  const info = `${getMap13.replace('GetMap', 'GetFeatureInfo')}&QUERY_LAYERS=basemap&I=512&J=340`;
  assert.match(messages(`${base}/wms?${info}`)[0] ?? '', /lacks INFO_FORMAT/);
  assert.deepEqual(messages(`${base}/wms?${info}&INFO_FORMAT=application/json`), []);
});

test('a lone SERVICE=WMS in prose is a parameter, not a request', () => {
  assert.deepEqual(findOgcRequests('| `SERVICE=WMS`, `VERSION=1.3.0` | Always send them |'), []);
  assert.equal(findOgcRequests('Append `?SERVICE=WMTS&REQUEST=GetCapabilities` to the URL.').length, 1);
});

test('&amp; in XML separates parameters', () => {
  const xml = `<OnlineResource xlink:href="${base}/wms?SERVICE=WMS&amp;VERSION=1.3.0&amp;REQUEST=GetMap&amp;LAYERS=basemap"/>`;
  assert.match(messages(xml)[0] ?? '', /lacks STYLES, CRS, BBOX, WIDTH, HEIGHT, FORMAT/);
});

test('curl -G with -d and --data-urlencode arguments is read as one request', () => {
  const sample = [
    '```bash',
    `curl -sS --fail-with-body -G "${base}/wms" \\`,
    '  -H "X-API-Key: $API_KEY" \\',
    '  -d SERVICE=WMS -d VERSION=1.3.0 -d REQUEST=GetMap \\',
    '  -d LAYERS=basemap -d STYLES= -d CRS=EPSG:4326 \\',
    '  --data-urlencode "BBOX=41.85,12.40,41.95,12.55" \\',
    '  -d WIDTH=1024 -d HEIGHT=683 \\',
    '  -o rome.png',
    '```',
  ].join('\n');
  const requests = findOgcRequests(sample);
  assert.equal(requests.length, 1);
  assert.equal(requests[0]?.shape, 'curl');
  assert.equal(requests[0]?.line, 2);
  assert.match(checkOgcRequest(requests[0] ?? {line: 0, shape: 'curl', params: new Map(), unresolved: []})[0] ?? '', /lacks FORMAT/);
});

test('Python dicts and JavaScript objects are read, with spreads from the same block', () => {
  const python = [
    '```python',
    'COMMON = {"SERVICE": "WMS", "VERSION": "1.3.0", "STYLES": ""}',
    'params = {',
    '    **COMMON,',
    '    "REQUEST": "GetMap",',
    '    "LAYERS": "basemap",',
    '    "CRS": "EPSG:3857",',
    '    "BBOX": "1380362,5138537,1397060,5153493",',
    '    "WIDTH": 1024,',
    '    "HEIGHT": 917,',
    '    "FORMAT": "image/jpeg",',
    '}',
    '```',
  ].join('\n');
  // COMMON itself has a SERVICE key (a partial request: no REQUEST) — reported; params is complete.
  const problems = checkOgcText('docs/x.mdx', python);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]?.line, 2);
  const js = [
    '```javascript',
    'const params = new URLSearchParams({',
    '  SERVICE: "WFS",',
    '  VERSION: "2.0.0",',
    '  REQUEST: "GetFeature",',
    '  COUNT: String(limit),',
    '});',
    '```',
  ].join('\n');
  assert.match(messages(js)[0] ?? '', /WFS 2\.0\.0 GetFeature lacks TYPENAMES/);
  const unresolved = '```javascript\nconst p = {...shared, SERVICE: "WMTS", REQUEST: "GetTile"};\n```';
  assert.match(messages(unresolved)[0] ?? '', /built from "shared"/);
});

test('ruleFor knows WMS 1.1.1 GetFeatureInfo uses X and Y', () => {
  assert.deepEqual(ruleFor('WMS', '1.1.1', 'GetFeatureInfo').required.slice(-3), ['QUERY_LAYERS', 'X', 'Y']);
});

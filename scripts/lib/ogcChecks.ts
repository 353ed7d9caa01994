/**
 * OGC request checks, as pure functions (the CLI is scripts/check-ogc.ts).
 *
 * Finds the OGC KVP requests written in a doc — WMS, WMTS and WFS, in prose,
 * code samples and response bodies — and reports each one that lacks a
 * parameter its service, version and request type require, or that uses a
 * parameter name from another version (SRS in WMS 1.3.0, CRS in 1.1.1,
 * TYPENAME in WFS 2.0).
 *
 * A request is found in three shapes:
 * - a query string: two or more `KEY=VALUE` pairs joined by `&` (or one after a
 *   `?`), one of them `SERVICE=WMS|WMTS|WFS` in any case — in URLs, prose and
 *   JSON `href`s (`&amp;` counts as `&`, for XML);
 * - an object literal (Python dict, JavaScript object, JSON) with a `SERVICE`
 *   key whose value is a literal `WMS`, `WMTS` or `WFS`; `**name` / `...name`
 *   spreads are resolved when `name` is an object literal in the same code block;
 * - a curl command (backslash-continued lines) whose `-d`, `--data`,
 *   `--data-raw` or `--data-urlencode` arguments and URL query hold the pairs.
 * A lone `SERVICE=WMS` mentioned in prose is a parameter, not a request.
 * Parameter names are compared case-insensitively, as OGC servers do.
 */
import {fencedBlocks, type Problem} from './contentChecks';
import {lineOf} from './platform/problem';

export type OgcService = 'WMS' | 'WMTS' | 'WFS';
export type OgcRequestShape = 'query' | 'object' | 'curl';

/** One OGC request found in a doc: upper-cased parameter names → values as written. */
export type OgcRequest = {line: number; shape: OgcRequestShape; params: Map<string, string>; unresolved: string[]};

const services: readonly OgcService[] = ['WMS', 'WMTS', 'WFS'];

function serviceOf(params: ReadonlyMap<string, string>): OgcService | undefined {
  const value = params.get('SERVICE')?.trim().toUpperCase();
  return services.find((s) => s === value);
}

// ---------------------------------------------------------------------------
// Query strings

/** A KVP pair: a parameter name, `=`, and a value up to the next separator. */
const pairSource = String.raw`[A-Za-z_][A-Za-z0-9_.:-]*=[^&\s"'\`|\\]*`;
const separatorSource = String.raw`&(?:amp;)?`;
const queryRun = new RegExp(String.raw`(\?)?(${pairSource}(?:${separatorSource}${pairSource})*)`, 'g');

function pairsOf(run: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of run.split(/&(?:amp;)?/)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    params.set(pair.slice(0, eq).toUpperCase(), pair.slice(eq + 1));
  }
  return params;
}

/** Query-string requests anywhere in the text; `skip` holds [start, end) ranges already read as curl commands. */
function queryRequests(text: string, skip: ReadonlyArray<readonly [number, number]>): OgcRequest[] {
  const found: OgcRequest[] = [];
  for (const m of text.matchAll(queryRun)) {
    const start = m.index ?? 0;
    if (skip.some(([a, b]) => start >= a && start < b)) continue;
    const [, question, run = ''] = m;
    const pairCount = run.split(/&(?:amp;)?/).length;
    if (!question && pairCount < 2) continue; // a parameter mentioned in prose, not a request
    const params = pairsOf(run);
    if (!serviceOf(params)) continue;
    found.push({line: lineOf(text, start), shape: 'query', params, unresolved: []});
  }
  return found;
}

// ---------------------------------------------------------------------------
// Object literals

/** The index of the bracket matching the one at `open` (`{` … `}`), skipping strings; -1 if unbalanced. */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The index of the `{` that opens the innermost object literal containing `index`; -1 if none. */
function enclosingBrace(text: string, index: number): number {
  let depth = 0;
  for (let i = index; i >= 0; i--) {
    const c = text[i];
    if (c === '}') depth++;
    else if (c === '{') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

const literalKey = String.raw`(?:"([A-Za-z_][\w.-]*)"|'([A-Za-z_][\w.-]*)'|([A-Za-z_][\w]*))`;
const literalValue = String.raw`(?:"([^"\n]*)"|'([^'\n]*)'|([^,}\n]+))`;

/** Top-level `key: value` entries and spreads of an object literal's body (nested objects are skipped). */
function entriesOf(body: string): {params: Map<string, string>; spreads: string[]} {
  const params = new Map<string, string>();
  const spreads: string[] = [];
  // Blank out nested braces so that only top-level entries are read.
  let flat = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '{') {
      const end = matchingBrace(body, i);
      if (end < 0) break;
      flat += ' '.repeat(end - i + 1);
      i = end;
    } else flat += body[i];
  }
  for (const m of flat.matchAll(new RegExp(`${literalKey}\\s*:\\s*${literalValue}`, 'g'))) {
    const key = m[1] ?? m[2] ?? m[3] ?? '';
    const value = m[4] ?? m[5] ?? (m[6] ?? '').trim();
    params.set(key.toUpperCase(), value);
  }
  for (const m of flat.matchAll(/(?:\*\*|\.\.\.)([A-Za-z_$][\w$]*)/g)) spreads.push(m[1] ?? '');
  return {params, spreads};
}

/** The object literal assigned to `name` in `scope` (`name = {`, `const name = {`, `name: {`), if any. */
function literalNamed(scope: string, name: string): string | undefined {
  const m = new RegExp(String.raw`(?:^|[^\w$.])${name.replace(/\$/g, '\\$')}\s*(?:=|:)\s*\{`, 'm').exec(scope);
  if (!m) return undefined;
  const open = m.index + m[0].length - 1;
  const close = matchingBrace(scope, open);
  return close < 0 ? undefined : scope.slice(open + 1, close);
}

const serviceKey = /(?:["']SERVICE["']|\bSERVICE)\s*:\s*["'](WMS|WMTS|WFS)["']/gi;

/** Object-literal requests in one code block (or a text without blocks); `offset` maps back to the file. */
function objectRequests(scope: string, file: string, offset: number): OgcRequest[] {
  const found: OgcRequest[] = [];
  const seen = new Set<number>();
  for (const m of scope.matchAll(serviceKey)) {
    const open = enclosingBrace(scope, m.index ?? 0);
    if (open < 0 || seen.has(open)) continue;
    seen.add(open);
    const close = matchingBrace(scope, open);
    if (close < 0) continue;
    const {params, spreads} = entriesOf(scope.slice(open + 1, close));
    const unresolved: string[] = [];
    for (const name of spreads) {
      const body = literalNamed(scope, name);
      if (body === undefined) {
        unresolved.push(name);
        continue;
      }
      for (const [key, value] of entriesOf(body).params) if (!params.has(key)) params.set(key, value);
    }
    found.push({line: lineOf(file, offset + (m.index ?? 0)), shape: 'object', params, unresolved});
  }
  return found;
}

// ---------------------------------------------------------------------------
// curl commands

const dataFlag = /(?:^|\s)(?:-d|--data|--data-raw|--data-urlencode)(?:\s+|=)(?:"([^"]*)"|'([^']*)'|(\S+))/g;

/** curl commands in a shell block: logical lines (joined at `\` + newline) that start a curl call. */
function curlRequests(block: string, file: string, offset: number): {requests: OgcRequest[]; ranges: Array<[number, number]>} {
  const requests: OgcRequest[] = [];
  const ranges: Array<[number, number]> = [];
  const lines = block.split('\n');
  let start = 0;
  for (let i = 0; i < lines.length;) {
    let j = i;
    let end = start + (lines[i] ?? '').length;
    while ((lines[j] ?? '').trimEnd().endsWith('\\') && j + 1 < lines.length) {
      j++;
      end += 1 + (lines[j] ?? '').length;
    }
    const command = block.slice(start, end);
    if (/\bcurl\b/.test(command)) {
      const params = new Map<string, string>();
      for (const m of command.matchAll(queryRun)) {
        if (!m[1]) continue; // only a URL's own query string (after `?`)
        for (const [key, value] of pairsOf(m[2] ?? '')) params.set(key, value);
      }
      for (const m of command.matchAll(dataFlag)) {
        const arg = m[1] ?? m[2] ?? m[3] ?? '';
        for (const [key, value] of pairsOf(arg)) params.set(key, value);
      }
      if (serviceOf(params)) {
        requests.push({line: lineOf(file, offset + start), shape: 'curl', params, unresolved: []});
        ranges.push([offset + start, offset + end]);
      }
    }
    start = end + 1;
    i = j + 1;
  }
  return {requests, ranges};
}

// ---------------------------------------------------------------------------
// Finding requests in a file

/** Byte offset of each fenced block's body in `text` (fencedBlocks gives lines). */
function blockBodies(text: string): Array<{lang: string; body: string; offset: number}> {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  return fencedBlocks(text).map((fence) => {
    const offset = lineStarts[fence.line] ?? text.length; // the line after the opening fence
    const lineCount = fence.body === '' ? 0 : fence.body.split('\n').length;
    const endLine = fence.line + lineCount; // exclusive, 0-based index of the closing fence line
    const end = (lineStarts[endLine] ?? text.length + 1) - 1;
    return {lang: fence.lang, body: text.slice(offset, Math.max(offset, end)), offset};
  });
}

export function findOgcRequests(text: string): OgcRequest[] {
  const requests: OgcRequest[] = [];
  const curlRanges: Array<[number, number]> = [];
  const blocks = blockBodies(text);
  for (const block of blocks) {
    if (['bash', 'sh', 'shell', 'console', 'zsh'].includes(block.lang)) {
      const curl = curlRequests(block.body, text, block.offset);
      requests.push(...curl.requests);
      curlRanges.push(...curl.ranges);
    }
    requests.push(...objectRequests(block.body, text, block.offset));
  }
  requests.push(...queryRequests(text, curlRanges));
  return requests.sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------------------
// What each request requires

type Rule = {required: string[]; anyOf?: string[][]; forbidden?: Array<{name: string; why: string}>};

/** GetMap parameters in the order of the WMS standard's table; `crs` is CRS (1.3.0) or SRS (1.1.1). */
const wmsMap = (crs: string) => ['SERVICE', 'VERSION', 'REQUEST', 'LAYERS', 'STYLES', crs, 'BBOX', 'WIDTH', 'HEIGHT', 'FORMAT'];
const wmtsTile = ['SERVICE', 'VERSION', 'REQUEST', 'LAYER', 'STYLE', 'FORMAT', 'TILEMATRIXSET', 'TILEMATRIX', 'TILEROW', 'TILECOL'];

function isWms13(version: string | undefined): boolean {
  return version === undefined || version.startsWith('1.3');
}

/** The parameters a request must carry, by service, version and request type (OGC WMS 1.3.0/1.1.1, WMTS 1.0.0, WFS 2.0/1.x). */
export function ruleFor(service: OgcService, version: string | undefined, request: string | undefined): Rule {
  const req = request?.toLowerCase();
  if (req === undefined) return {required: ['SERVICE', 'REQUEST']};
  if (req === 'getcapabilities') return {required: ['SERVICE', 'REQUEST']};
  switch (service) {
    case 'WMS': {
      const wms13 = isWms13(version);
      const crs = wms13 ? 'CRS' : 'SRS';
      const forbidden = wms13
        ? [{name: 'SRS', why: 'WMS 1.3.0 names the reference system CRS; SRS is the WMS 1.1.1 name'}]
        : [{name: 'CRS', why: `WMS ${version ?? '1.1.1'} names the reference system SRS; CRS is the WMS 1.3.0 name`}];
      if (req === 'getmap') return {required: wmsMap(crs), forbidden};
      if (req === 'getfeatureinfo') {
        const extra = wms13 ? ['QUERY_LAYERS', 'INFO_FORMAT', 'I', 'J'] : ['QUERY_LAYERS', 'X', 'Y'];
        return {required: [...wmsMap(crs), ...extra], forbidden};
      }
      if (req === 'getlegendgraphic') return {required: ['SERVICE', 'VERSION', 'REQUEST', 'LAYER', 'FORMAT']};
      return {required: ['SERVICE', 'REQUEST']};
    }
    case 'WMTS':
      if (req === 'gettile') return {required: wmtsTile};
      if (req === 'getfeatureinfo') return {required: [...wmtsTile, 'I', 'J', 'INFOFORMAT']};
      return {required: ['SERVICE', 'REQUEST']};
    case 'WFS': {
      const wfs2 = version === undefined || version.startsWith('2.');
      const typeNames = wfs2 ? 'TYPENAMES' : 'TYPENAME';
      const forbidden = wfs2
        ? [
            {name: 'TYPENAME', why: 'WFS 2.0 renamed TYPENAME to TYPENAMES'},
            {name: 'MAXFEATURES', why: 'WFS 2.0 replaced MAXFEATURES with COUNT'},
          ]
        : [];
      if (req === 'getfeature') {
        // TYPENAMES may be left out only when the features are named another way.
        return {required: ['SERVICE', 'VERSION', 'REQUEST'], anyOf: [[typeNames, 'RESOURCEID', 'FEATUREID', 'STOREDQUERY_ID']], forbidden};
      }
      if (req === 'describefeaturetype' || req === 'getpropertyvalue') {
        const required = req === 'getpropertyvalue' ? ['SERVICE', 'VERSION', 'REQUEST', 'VALUEREFERENCE'] : ['SERVICE', 'VERSION', 'REQUEST'];
        return {required, forbidden};
      }
      return {required: ['SERVICE', 'REQUEST']};
    }
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Numbers of a BBOX value (`a,b,c,d[,crs]`), or undefined if they are not four plain numbers. */
function bboxNumbers(value: string): number[] | undefined {
  const parts = safeDecode(value)
    .split(',')
    .slice(0, 4)
    .map((p) => (p.trim() === '' ? NaN : Number(p.trim())));
  return parts.length === 4 && parts.every((n) => Number.isFinite(n)) ? parts : undefined;
}

const epsg4326 = /^(?:EPSG:4326|urn:ogc:def:crs:EPSG::4326|http:\/\/www\.opengis\.net\/def\/crs\/EPSG\/0\/4326)$/i;

/** The problems of one request, as messages (empty when it is complete). */
export function checkOgcRequest(request: OgcRequest): string[] {
  const service = serviceOf(request.params);
  if (!service) return [];
  if (request.unresolved.length > 0) {
    return [
      `${service} request built from ${request.unresolved.map((n) => `"${n}"`).join(', ')}, which is not an object literal in the same code block: list its parameters in the sample so that they can be checked`,
    ];
  }
  const version = request.params.get('VERSION')?.trim();
  const requestType = request.params.get('REQUEST')?.trim();
  const rule = ruleFor(service, version || undefined, requestType || undefined);
  const label = `${service}${version ? ` ${version}` : ''} ${requestType || '(no REQUEST)'}`;
  const messages: string[] = [];
  const missing = rule.required.filter((name) => !request.params.has(name));
  for (const group of rule.anyOf ?? []) {
    if (!group.some((name) => request.params.has(name))) missing.push(group[0] ?? '');
  }
  if (missing.length > 0)
    messages.push(`${label} lacks ${missing.join(', ')} (required: ${[...rule.required, ...(rule.anyOf ?? []).map((g) => g[0] ?? '')].join(', ')})`);
  for (const {name, why} of rule.forbidden ?? []) {
    if (request.params.has(name)) messages.push(`${label} uses ${name}: ${why}`);
  }
  // The EPSG:4326 axis-order trap, where the numbers make it certain.
  const bbox = request.params.get('BBOX');
  const numbers = bbox === undefined ? undefined : bboxNumbers(bbox);
  if (numbers && service === 'WMS' && requestType && /^get(map|featureinfo)$/i.test(requestType)) {
    const wms13 = isWms13(version);
    const crs = safeDecode(request.params.get(wms13 ? 'CRS' : 'SRS') ?? '');
    if (epsg4326.test(crs)) {
      const [a = 0, b = 0, c = 0, d = 0] = numbers;
      if (wms13 && (Math.abs(a) > 90 || Math.abs(c) > 90)) {
        messages.push(
          `${label} with CRS=EPSG:4326 has BBOX=${bbox} in longitude, latitude order; WMS 1.3.0 reads EPSG:4326 as minLat,minLon,maxLat,maxLon (or use CRS=CRS:84 for longitude first)`,
        );
      }
      if (!wms13 && (Math.abs(b) > 90 || Math.abs(d) > 90)) {
        messages.push(`${label} with SRS=EPSG:4326 has BBOX=${bbox} in latitude, longitude order; WMS 1.1.1 reads it as minLon,minLat,maxLon,maxLat`);
      }
    }
  }
  if (numbers && service === 'WFS') {
    const crs = safeDecode(bbox?.split(',')[4] ?? '').trim();
    const [a = 0, , c = 0] = numbers;
    if (epsg4326.test(crs) && (Math.abs(a) > 90 || Math.abs(c) > 90)) {
      messages.push(`${label} has BBOX=${bbox} in longitude, latitude order; WFS 2.0 reads EPSG:4326 as latitude first`);
    }
  }
  return messages;
}

export function checkOgcText(file: string, text: string): Problem[] {
  return findOgcRequests(text).flatMap((request) =>
    checkOgcRequest(request).map((message) => ({file, line: request.line, message: `OGC request: ${message}.`})),
  );
}

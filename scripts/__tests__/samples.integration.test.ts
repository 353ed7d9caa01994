/**
 * The sample projects in samples/<name>/, shown on docs/sample-projects/<name>.mdx.
 *
 * - Each sample's main.js runs against the Prism mock of the platform
 *   (scripts/lib/examples/mockPlatform.ts, routing to the specs it calls
 *   only; the shared mock of PLATFORM_MOCK when set, as in npm test) on
 *   127.0.0.1, with IMAGERY_BASE_URL pointing at it: it exits 0, sends
 *   requests the specs accept, prints what the page says and writes its files.
 *   A small recorder between the sample and the mock sees every request, and
 *   can ask Prism for a named example (`Prefer: example=…`) or add a cursor to
 *   a page, so that the paging code is exercised too.
 * - The monitoring sample's webhook receiver accepts a delivery signed the
 *   Standard Webhooks way and rejects a tampered, wrongly signed or stale one.
 * - Each page shows every file of its sample through an empty fence that the
 *   build fills from the file (plugins/remark-sample-source), so the page
 *   never drifts from the code.
 * No network: everything listens on and talks to 127.0.0.1.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {parse} from 'yaml';
import {fencedBlocks} from '../lib/contentChecks';
import {parseFenceMeta} from '../lib/examples/fenceMeta';
import type {MockPlatform} from '../lib/examples/mockPlatform';
import type {Exchange} from '../lib/examples/routing';
import {dummyCredentials, sampleEnv} from '../lib/examples/sampleEnv';
import {mockPlatformFor} from '../lib/examples/sharedMockUse';
import {ruleFor, type OgcService} from '../lib/ogcChecks';
import {hosts} from '../../config/site';

const root = path.resolve(import.meta.dirname, '..', '..');
const samples = ['discovery-search', 'monitoring-events', 'streaming-search'] as const;
type SampleName = (typeof samples)[number];
const specFiles = [
  'openapi/authentication.yaml',
  'openapi/discovery.yaml',
  'openapi/monitoring.yaml',
  'openapi/ordering.yaml',
  'openapi/streaming-imagery.yaml',
];
const sampleFileMarker = 'sample project file: run by the samples test';
const runTimeoutMs = 20_000;

// ---------------------------------------------------------------------------
// Helpers: the mock, a recorder in front of it, running a sample

let mock: MockPlatform | undefined;
const children = new Set<ChildProcess>();
const tempDirs: string[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  mock?.stop();
});

type Seen = {method: string; url: URL; headers: http.IncomingHttpHeaders; body: string};
type Tweak = {
  /** Extra request headers for the mock, such as Prism's `Prefer: example=<name>`. */
  headers?: (seen: Seen) => Record<string, string>;
  /** Replaces a JSON response body on its way back to the sample. */
  body?: (seen: Seen, json: Record<string, unknown>) => Record<string, unknown>;
  /** Replaces any other response (type and bytes) on its way back, such as an image. */
  raw?: (seen: Seen, type: string, body: Buffer) => {type: string; body: Buffer};
};
type Recorder = {origin: string; seen: Seen[]; close: () => Promise<void>};

/** An HTTP listener on 127.0.0.1 that records each request and forwards it to `target`. */
function recorder(target: string, tweak: Tweak): Promise<Recorder> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://sample'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length', 'accept-encoding'].includes(name)) headers[name] = value;
      }
      const hasBody = entry.method !== 'GET' && entry.method !== 'HEAD';
      fetch(`${target}${req.url ?? '/'}`, {method: entry.method, headers: {...headers, ...tweak.headers?.(entry)}, body: hasBody ? entry.body : undefined})
        .then(async (answer) => {
          let body: Buffer = Buffer.from(await answer.arrayBuffer());
          let type = answer.headers.get('content-type') ?? 'application/octet-stream';
          if (tweak.body && answer.ok && /json/.test(type)) {
            body = Buffer.from(JSON.stringify(tweak.body(entry, JSON.parse(body.toString('utf8')) as Record<string, unknown>)));
          } else if (tweak.raw && answer.ok && !/json/.test(type)) {
            ({type, body} = tweak.raw(entry, type, body));
          }
          res.writeHead(answer.status, {'content-type': type, 'content-length': body.length});
          res.end(body);
        })
        .catch((error: unknown) => {
          res.writeHead(502, {'content-type': 'text/plain'});
          res.end(String(error));
        });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        seen,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

type Finished = {code: number | null; stdout: string; stderr: string};

/** Runs `node <script>` in `cwd` and collects its output; kills it after the timeout. */
function runNode(script: string, env: NodeJS.ProcessEnv, cwd: string): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), runTimeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      children.delete(child);
      resolve({code, stdout, stderr});
    });
  });
}

/** The environment of a sample: dummy credentials, no proxies, none of the sample's own variables from the caller. */
function envFor(baseUrl: string, extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env = sampleEnv(process.env);
  for (const name of ['IMAGERY_BASE_URL', 'MONITOR_ID', 'WEBHOOK_URL', 'WEBHOOK_SECRET', 'PORT', 'HOST']) delete env[name];
  env.IMAGERY_BASE_URL = baseUrl;
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

type SampleRun = Finished & {seen: Seen[]; exchanges: Exchange[]; cwd: string};

/** Runs samples/<name>/main.js in a fresh folder against the mock, through a recorder. */
async function runSample(name: SampleName | 'end-to-end', options: {env?: Record<string, string | undefined>; tweak?: Tweak} = {}): Promise<SampleRun> {
  assert.ok(mock, 'the mock platform is running');
  const session = await mock.openSession();
  const front = await recorder(session.origin, options.tweak ?? {});
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), `sample-${name}-`));
  tempDirs.push(cwd);
  try {
    const finished = await runNode(path.join(root, 'samples', name, 'main.js'), envFor(front.origin, options.env), cwd);
    return {...finished, seen: front.seen, exchanges: session.exchanges, cwd};
  } finally {
    await front.close();
    await session.close();
  }
}

/** Exit 0, and every request answered without an error by the mock (else Prism's reasons). */
function assertClean(run: SampleRun): void {
  assert.equal(run.code, 0, `exit code ${run.code}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
  const errors = run.exchanges.filter((e) => e.status >= 400);
  assert.deepEqual(errors, [], `the mock refused requests:\n${errors.map((e) => `${e.method} ${e.url} → ${e.status}: ${e.violations.join('; ')}`).join('\n')}`);
  assert.ok(run.seen.length > 0, 'the sample sent requests');
  for (const s of run.seen) assert.equal(s.headers['x-api-key'], dummyCredentials.API_KEY, `${s.method} ${s.url.pathname} sends the API key in X-API-Key`);
}

function jsonBody(seen: Seen | undefined): Record<string, unknown> {
  assert.ok(seen, 'request was sent');
  return JSON.parse(seen.body) as Record<string, unknown>;
}

before(
  async () => {
    const specs = specFiles.map((file) => {
      const doc = parse(fs.readFileSync(path.join(root, file), 'utf8')) as {paths?: Record<string, unknown>};
      return {file, paths: Object.keys(doc.paths ?? {})};
    });
    mock = await mockPlatformFor(root, specs);
  },
  {timeout: 120_000},
);

after(() => {
  mock?.stop();
  mock = undefined;
  for (const dir of tempDirs) fs.rmSync(dir, {recursive: true, force: true});
});

// ---------------------------------------------------------------------------
// discovery-search

describe('samples/discovery-search', () => {
  const firstPageToken = 'eyJzIjpbNC4yLCJvcm4zXzIwMjUwNTE0XzEwMTUzMl83ZjJjIl19';
  const severalPages = {Prefer: 'example=firstOfSeveralPages'};

  test('POST search with bbox, datetime and a CQL2 JSON filter; follows the next link with its body merged; writes the footprints', async () => {
    // The first page has a next link (POST, body with a token, merge: true); the second is the last.
    const run = await runSample('discovery-search', {tweak: {headers: (s) => (jsonBody(s).token === undefined ? severalPages : {})}});
    assertClean(run);
    assert.deepEqual(
      run.seen.map((s) => `${s.method} ${s.url.pathname}`),
      ['POST /discovery/v1/search', 'POST /discovery/v1/search'],
    );
    const first = jsonBody(run.seen[0]);
    assert.deepEqual(first.bbox, [12.4, 41.85, 12.55, 41.95]);
    assert.equal(first.datetime, '2025-05-01T00:00:00Z/2025-05-31T23:59:59Z');
    assert.equal(first['filter-lang'], 'cql2-json');
    assert.deepEqual(first.filter, {op: '<=', args: [{property: 'eo:cloud_cover'}, 20]});
    assert.equal(run.seen[0]?.headers['content-type'], 'application/json');
    assert.deepEqual(jsonBody(run.seen[1]), {...first, token: firstPageToken}, 'the second request is the first body with the link body merged in');

    assert.match(run.stdout, /^Page 1: 2 items \(3 match in all\)$/m);
    assert.match(run.stdout, /^Page 2: 3 items \(3 match in all\)$/m);
    assert.match(run.stdout, /^ID {2,}DATETIME {2,}CLOUD %$/m);
    assert.match(run.stdout, /^orn2_20250527_102210_c94e {2}2025-05-27T10:22:10Z {2}0\.6$/m);
    assert.match(run.stdout, /^orn3_20250514_101532_7f2c {2}2025-05-14T10:15:32Z {2}4\.2$/m);
    assert.match(run.stdout, /^orn4_20250521_095847_a31d {2}2025-05-21T09:58:47Z {2}11\.8$/m);
    assert.match(run.stdout, /^3 items on 2 pages\. Footprints written to footprints\.geojson$/m);

    const written = JSON.parse(fs.readFileSync(path.join(run.cwd, 'footprints.geojson'), 'utf8')) as {
      type: string;
      features: Array<{type: string; id: string; geometry: {type: string}; properties: Record<string, unknown>}>;
    };
    assert.equal(written.type, 'FeatureCollection');
    assert.deepEqual(
      written.features.map((f) => f.id),
      ['orn2_20250527_102210_c94e', 'orn3_20250514_101532_7f2c', 'orn4_20250521_095847_a31d'],
    );
    for (const feature of written.features) {
      assert.equal(feature.type, 'Feature');
      assert.equal(feature.geometry.type, 'Polygon');
      assert.equal(typeof feature.properties['eo:cloud_cover'], 'number');
      assert.equal(typeof feature.properties.datetime, 'string');
    }
  });

  test('stops after MAX_PAGES (3) while next links keep coming, and says so', async () => {
    const run = await runSample('discovery-search', {tweak: {headers: () => severalPages}});
    assertClean(run);
    assert.equal(run.seen.length, 3);
    assert.match(run.stdout, /^More items match: stopped after 3 pages\./m);
    assert.match(run.stdout, /^2 items on 3 pages\./m);
  });

  test('without API_KEY it stops before any request, with a clear message', async () => {
    const run = await runSample('discovery-search', {env: {API_KEY: undefined}});
    assert.equal(run.code, 1);
    assert.match(run.stderr, /Set API_KEY to an API key with the discovery:read scope/);
    assert.equal(run.seen.length, 0);
  });
});

// ---------------------------------------------------------------------------
// monitoring-events

describe('samples/monitoring-events', () => {
  const guideSecret = 'whsec_LXAYTETeQFOTHK0Mc7QrhQafgugu7oVFt3FSuVpcIVM=';
  const webhookUrl = 'https://hooks.example.com/imagery-events';
  const cursor = 'eyJhZnRlciI6ImV2dF80ZTdiMmE5ZDFjNWYifQ';
  const eventsPath = '/monitoring/v1/monitors/mon_7d2c9a4f1e/events';

  test('creates a monitor with a webhook (Idempotency-Key), then pages through its events with next_cursor', async () => {
    // The mock's event list is one page: give its first page a next_cursor.
    const addCursor: Tweak['body'] = (s, json) =>
      s.url.pathname.endsWith('/events') && !s.url.searchParams.has('cursor') ? {...json, next_cursor: cursor} : json;
    const run = await runSample('monitoring-events', {env: {WEBHOOK_URL: webhookUrl, WEBHOOK_SECRET: guideSecret}, tweak: {body: addCursor}});
    assertClean(run);
    assert.deepEqual(
      run.seen.map((s) => `${s.method} ${s.url.pathname}${s.url.search}`),
      ['POST /monitoring/v1/monitors', `GET ${eventsPath}?order=asc&limit=50`, `GET ${eventsPath}?order=asc&limit=50&cursor=${cursor}`],
    );
    const created = jsonBody(run.seen[0]);
    assert.match(String(run.seen[0]?.headers['idempotency-key']), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(created.source_id, 'src_optical_archive');
    assert.equal((created.aoi as {type: string}).type, 'Polygon');
    assert.deepEqual(created.notifications, [
      {type: 'webhook', url: webhookUrl, secret: guideSecret, event_types: ['monitor.item_matched', 'monitor.item_updated']},
    ]);
    assert.equal(created.start_datetime, undefined, 'the monitor starts now');
    assert.match(String(created.end_datetime), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.ok(Date.parse(String(created.end_datetime)) > Date.now(), 'end_datetime is in the future');

    assert.match(run.stdout, /^Created monitor mon_7d2c9a4f1e "rome-centre-optical": scheduled, 2025-05-07T00:00:00Z to 2026-06-30T23:59:59Z$/m);
    assert.match(run.stdout, /^ {2}notifies webhook https:\/\/hooks\.example\.com\/imagery-events$/m);
    assert.match(run.stdout, /^Events of mon_7d2c9a4f1e, oldest first:$/m);
    assert.match(run.stdout, /^OCCURRED AT {2,}TYPE {2,}ITEM {2,}ACQUIRED {2,}CLOUD %$/m);
    assert.match(run.stdout, /^2025-05-27T13:15:49Z {2}monitor\.item_matched {2}orn2_20250527_102210_c94e {2}2025-05-27T10:22:10Z {2}0\.6$/m);
    assert.match(run.stdout, /^2025-05-21T12:41:06Z {2}monitor\.item_matched {2}orn4_20250521_095847_a31d {2}2025-05-21T09:58:47Z {2}11\.8$/m);
    assert.match(run.stdout, /^4 events on 2 pages\.$/m);
    // "oldest first": the rows are in the order the events occurred, whatever order the mock sent them in.
    const occurred = run.stdout
      .split('\n')
      .map((line) => /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ) {2}monitor\./.exec(line)?.[1])
      .filter((t): t is string => t !== undefined);
    assert.equal(occurred.length, 4);
    assert.deepEqual(occurred, [...occurred].sort(), 'rows are printed oldest first');
    assert.notDeepEqual(occurred, [...occurred].sort().reverse(), 'and not newest first');
  });

  test('MONITOR_ID lists the events of an existing monitor without creating one', async () => {
    const run = await runSample('monitoring-events', {env: {MONITOR_ID: 'mon_7d2c9a4f1e'}});
    assertClean(run);
    assert.deepEqual(
      run.seen.map((s) => `${s.method} ${s.url.pathname}`),
      [`GET ${eventsPath}`],
    );
    assert.doesNotMatch(run.stdout, /Created monitor/);
    assert.match(run.stdout, /^2 events on 1 page\.$/m);
  });

  test('WEBHOOK_URL without WEBHOOK_SECRET: a new whsec_ secret is generated, printed and registered', async () => {
    const run = await runSample('monitoring-events', {env: {WEBHOOK_URL: webhookUrl}});
    assertClean(run);
    const printed = /WEBHOOK_SECRET=(whsec_[A-Za-z0-9+/=]+)$/m.exec(run.stdout)?.[1];
    assert.ok(printed, `a secret is printed:\n${run.stdout}`);
    assert.equal(Buffer.from(printed.slice('whsec_'.length), 'base64').length, 32);
    const [notification] = jsonBody(run.seen[0]).notifications as Array<{secret: string}>;
    assert.equal(notification?.secret, printed);
  });
});

// ---------------------------------------------------------------------------
// monitoring-events: the webhook receiver

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed with the base64 part of the secret. */
function sign(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

describe('samples/monitoring-events/webhook.js (receiver)', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const otherSecret = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';
  const event = {
    id: 'evt_8f3a1c6e2b9d',
    type: 'monitor.item_matched',
    occurred_at: '2025-05-27T13:15:49Z',
    data: {monitor_id: 'mon_7d2c9a4f1e', item: {id: 'orn2_20250527_102210_c94e', collection: 'orion-ortho', datetime: '2025-05-27T10:22:10Z'}},
  };
  const body = JSON.stringify(event);
  let receiver: ChildProcess | undefined;
  let origin = '';
  let output = '';

  /** Waits until the receiver has printed a line matching `pattern`. */
  async function printed(pattern: RegExp): Promise<void> {
    const deadline = Date.now() + 5000;
    while (!pattern.test(output)) {
      if (Date.now() > deadline) assert.fail(`the receiver did not print ${pattern}; it printed:\n${output}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async function deliver(headers: Record<string, string>, payload = body, method = 'POST'): Promise<number> {
    const response = await fetch(`${origin}/`, {
      method,
      headers: {'content-type': 'application/json', ...headers},
      body: method === 'POST' ? payload : undefined,
    });
    await response.arrayBuffer();
    return response.status;
  }

  const now = () => String(Math.floor(Date.now() / 1000));
  const signed = (id: string, timestamp: string, payload = body, key = secret) => ({
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': sign(key, id, timestamp, payload),
  });

  before(async () => {
    const env = envFor('http://127.0.0.1:9', {WEBHOOK_SECRET: secret, HOST: '127.0.0.1', PORT: '0'});
    const child = spawn(process.execPath, [path.join(root, 'samples', 'monitoring-events', 'webhook.js')], {cwd: root, env, stdio: ['ignore', 'pipe', 'pipe']});
    children.add(child);
    receiver = child;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await printed(/Listening for deliveries on http:\/\/127\.0\.0\.1:\d+\//);
    origin = `http://127.0.0.1:${/127\.0\.0\.1:(\d+)/.exec(output)?.[1] ?? ''}`;
  });

  after(() => {
    receiver?.kill('SIGTERM');
    if (receiver) children.delete(receiver);
  });

  test('the signing in this test matches the test vector of the events-and-webhooks guide', () => {
    const guideBody =
      '{"id":"evt_8f3a1c6e2b9d","type":"monitor.item_matched","occurred_at":"2025-05-27T13:15:49Z","data":{"monitor_id":"mon_7d2c9a4f1e","source_event_id":"evt_1d6b9e4a7c2f","item":{"id":"orn2_20250527_102210_c94e","collection":"orion-ortho","datetime":"2025-05-27T10:22:10Z","bbox":[12.4102,41.8151,12.5879,41.9608],"properties":{"platform":"orion-2","gsd":0.3,"eo:cloud_cover":0.6,"view:off_nadir":24.9}}}}';
    assert.equal(
      sign('whsec_LXAYTETeQFOTHK0Mc7QrhQafgugu7oVFt3FSuVpcIVM=', 'evt_8f3a1c6e2b9d', '1751454268', guideBody),
      'v1,Gx6oY5yeI/dBEGX5uj9uCAKhOy4Wfn9ZxO2lNqjSBD8=',
    );
  });

  test('accepts a correctly signed delivery with 204 and handles it once', async () => {
    assert.equal(await deliver(signed(event.id, now())), 204);
    await printed(/^event evt_8f3a1c6e2b9d monitor\.item_matched mon_7d2c9a4f1e orn2_20250527_102210_c94e acquired 2025-05-27T10:22:10Z$/m);
    // A retry of the same event (same webhook-id, new timestamp and signature) is acknowledged, not handled again.
    assert.equal(await deliver(signed(event.id, now())), 204);
    await printed(/^duplicate evt_8f3a1c6e2b9d: already handled$/m);
    assert.equal(output.match(/^event evt_8f3a1c6e2b9d /gm)?.length, 1);
  });

  test('accepts a delivery during a secret rotation, when one of two signatures matches', async () => {
    const id = 'evt_4e7b2a9d1c5f';
    const timestamp = now();
    const payload = JSON.stringify({...event, id});
    const both = `${sign(otherSecret, id, timestamp, payload)} ${sign(secret, id, timestamp, payload)}`;
    assert.equal(await deliver({'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': both}, payload), 204);
    await printed(/^event evt_4e7b2a9d1c5f monitor\.item_matched /m);
  });

  test('rejects a tampered body with 401', async () => {
    const id = 'evt_tampered01';
    const headers = signed(id, now());
    assert.equal(await deliver(headers, body.replace('monitor.item_matched', 'monitor.item_updated')), 401);
    await printed(/^rejected evt_tampered01: no v1 signature matches$/m);
  });

  test('rejects a signature made with another secret with 401', async () => {
    assert.equal(await deliver(signed('evt_wrongkey01', now(), body, otherSecret)), 401);
    await printed(/^rejected evt_wrongkey01: no v1 signature matches$/m);
  });

  test('rejects stale and future timestamps (more than 5 minutes away) with 401, even when correctly signed', async () => {
    const seconds = Math.floor(Date.now() / 1000);
    assert.equal(await deliver(signed('evt_stale0001', String(seconds - 600))), 401);
    await printed(/^rejected evt_stale0001: webhook-timestamp is more than 5 minutes from now$/m);
    assert.equal(await deliver(signed('evt_future001', String(seconds + 600))), 401);
    await printed(/^rejected evt_future001: webhook-timestamp is more than 5 minutes from now$/m);
  });

  test('rejects a delivery without the Standard Webhooks headers (401) and other methods (405)', async () => {
    assert.equal(await deliver({}), 401);
    await printed(/^rejected a delivery: missing webhook-id, webhook-timestamp or webhook-signature$/m);
    assert.equal(await deliver({}, body, 'GET'), 405);
    assert.doesNotMatch(output, /^event evt_(tampered01|wrongkey01|stale0001|future001) /m);
  });

  test('refuses to start without a whsec_ secret', async () => {
    const run = await runNode(
      path.join(root, 'samples', 'monitoring-events', 'webhook.js'),
      envFor('http://127.0.0.1:9', {PORT: '0', HOST: '127.0.0.1'}),
      root,
    );
    assert.equal(run.code, 1);
    assert.match(run.stderr, /Set WEBHOOK_SECRET/);
  });
});

// ---------------------------------------------------------------------------
// streaming-search

/** A 1×1 PNG: what a map server sends, where the mock can only send a placeholder. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const realImages: Tweak['raw'] = (_seen, type, body) => (type.startsWith('image/png') ? {type, body: png} : {type, body});

describe('samples/streaming-search', () => {
  test('WFS GetFeature for near-vertical orion-ortho footprints, then WMS GetMap and WMTS GetTile of the least cloudy one, saved to files', async () => {
    const run = await runSample('streaming-search', {tweak: {raw: realImages}});
    assertClean(run);
    assert.deepEqual(
      run.seen.map((s) => s.url.pathname),
      ['/streaming/v1/imagery/wfs', '/streaming/v1/imagery/wms', '/streaming/v1/imagery/wmts'],
    );
    const params = run.seen.map((s) => new Map([...s.url.searchParams].map(([k, v]) => [k.toUpperCase(), v])));
    const [wfs = new Map<string, string>(), wms = new Map<string, string>(), wmts = new Map<string, string>()] = params;
    for (const p of params) {
      const service = p.get('SERVICE') as OgcService;
      const rule = ruleFor(service, p.get('VERSION'), p.get('REQUEST'));
      const missing = rule.required.filter((name) => !p.has(name));
      for (const group of rule.anyOf ?? []) if (!group.some((name) => p.has(name))) missing.push(group.join(' or '));
      assert.deepEqual(missing, [], `${service} ${p.get('REQUEST')} has every required OGC parameter`);
      assert.equal(p.has('API_KEY'), false, 'the key is sent in the header, not in the URL');
    }
    assert.equal(wfs.get('REQUEST'), 'GetFeature');
    assert.equal(wfs.get('TYPENAMES'), 'imagery:footprints');
    assert.equal(
      wfs.get('CQL_FILTER'),
      "BBOX(geometry, 41.85, 12.4, 41.95, 12.55) AND collection = 'orion-ortho' AND off_nadir < 20",
      'area inside CQL_FILTER, latitude first; the request of the features example of openapi/streaming-imagery.yaml',
    );
    assert.equal(wfs.has('BBOX'), false, 'BBOX cannot be combined with CQL_FILTER');

    // The WFS returns orn4_20250521_095847_a31d (11.8 % cloud) and orn3_20250514_101532_7f2c (4.2 % cloud); the least
    // cloudy is orn3, whose footprint is its catalog bbox: 12.3712..12.5531 E, 41.8291..41.9738 N.
    assert.equal(wms.get('REQUEST'), 'GetMap');
    assert.equal(wms.get('CRS'), 'CRS:84');
    assert.equal(wms.get('BBOX'), '12.3712,41.8291,12.5531,41.9738');
    assert.equal(wms.get('ITEM_ID'), 'orn3_20250514_101532_7f2c');
    assert.equal(wms.get('WIDTH'), '512');
    assert.equal(wms.get('HEIGHT'), '547');
    assert.equal(Number(wmts.get('TILECOL')), 17518);
    // The tile at the footprint's centre (12.46215 E, 41.90145 N) at zoom 15, in XYZ terms 15/17518/12176.
    const lat = (41.90145 * Math.PI) / 180;
    const row = Math.floor(((1 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / Math.PI) / 2) * 2 ** 15);
    const col = Math.floor(((12.46215 + 180) / 360) * 2 ** 15);
    assert.deepEqual(
      [wmts.get('REQUEST'), wmts.get('TILEMATRIXSET'), wmts.get('TILEMATRIX'), wmts.get('TILECOL'), wmts.get('TILEROW')],
      ['GetTile', 'GoogleMapsCompatible', '15', String(col), String(row)],
    );
    assert.equal(wmts.get('ITEM_ID'), 'orn3_20250514_101532_7f2c');
    assert.equal(run.seen[1]?.headers.accept, 'image/png');

    assert.match(run.stdout, /^Footprints over \[12\.4, 41\.85, 12\.55, 41\.95\] in orion-ortho with off_nadir < 20: 2 of 2$/m);
    assert.match(run.stdout, /^ITEM ID {2,}ACQUIRED {2,}PLATFORM {2}GSD M {2}OFF-NADIR {2}CLOUD %$/m);
    // Newest first, with the catalog's facts (openapi/_shared/catalog.yaml).
    assert.match(
      run.stdout,
      /^orn4_20250521_095847_a31d +2025-05-21T09:58:47Z +orion-4 +0\.3 +18\.4 +11\.8\norn3_20250514_101532_7f2c +2025-05-14T10:15:32Z +orion-3 +0\.3 +12\.6 +4\.2$/m,
    );
    assert.match(run.stdout, /^Chosen image: orn3_20250514_101532_7f2c, acquired 2025-05-14T10:15:32Z, 4\.2 % cloud$/m);
    assert.match(run.stdout, /^WMS GetMap: {3}http:\/\/127\.0\.0\.1:\d+\/streaming\/v1\/imagery\/wms\?SERVICE=WMS&VERSION=1\.3\.0&REQUEST=GetMap&/m);
    assert.match(run.stdout, /^WMTS GetTile: http:\/\/127\.0\.0\.1:\d+\/streaming\/v1\/imagery\/wmts\?SERVICE=WMTS&VERSION=1\.0\.0&REQUEST=GetTile&/m);

    for (const file of ['preview-orn3_20250514_101532_7f2c.png', `tile-15-${col}-${row}.png`]) {
      const saved = path.join(run.cwd, file);
      assert.ok(fs.existsSync(saved), `${file} was written`);
      const size = fs.statSync(saved).size;
      assert.deepEqual(fs.readFileSync(saved), png, `${file} holds the PNG the server sent`);
      assert.match(run.stdout, new RegExp(`^Saved ${file.replace(/\./g, '\\.')} \\(${size} bytes, image/png\\)$`, 'm'));
    }
  });

  test("a body that is not a PNG (the mock's 6-byte placeholder) fails clearly and saves nothing", async () => {
    const run = await runSample('streaming-search');
    assert.equal(run.code, 1, run.stdout);
    assert.match(
      run.stderr,
      /^Error: GET \/streaming\/v1\/imagery\/wms said image\/png but the body is not a PNG image \(\d+ bytes starting ".*"\); nothing saved$/m,
    );
    assert.deepEqual(
      fs.readdirSync(run.cwd).filter((f) => f.endsWith('.png')),
      [],
      'no file written',
    );
  });

  test('a response of another content type fails clearly and saves nothing', async () => {
    const html = Buffer.from('<html><body>Maintenance</body></html>');
    const run = await runSample('streaming-search', {
      tweak: {raw: (_seen, type, body) => (type.startsWith('image/') ? {type: 'text/html; charset=utf-8', body: html} : {type, body})},
    });
    assert.equal(run.code, 1, run.stdout);
    assert.match(
      run.stderr,
      /^Error: GET \/streaming\/v1\/imagery\/wms returned text\/html, not image\/png \(37 bytes starting "<html><body>Maintenance<\/body><\/html>"\); nothing saved$/m,
    );
    assert.deepEqual(
      fs.readdirSync(run.cwd).filter((f) => f.endsWith('.png')),
      [],
    );
  });
});

// ---------------------------------------------------------------------------
// The pages show the code from the files; the code needs nothing but Node

/** Files of a sample that its page must show: the JavaScript and package.json (not files it writes). */
function sourceFiles(name: SampleName): string[] {
  return fs
    .readdirSync(path.join(root, 'samples', name))
    .filter((f) => f.endsWith('.js') || f === 'package.json')
    .sort();
}

describe('sample pages and packages', () => {
  for (const name of samples) {
    test(`docs/sample-projects/${name}.mdx shows every file of samples/${name}/ from the file itself, one tab each`, () => {
      const page = fs.readFileSync(path.join(root, 'docs', 'sample-projects', `${name}.mdx`), 'utf8');
      const files = sourceFiles(name);
      const shown: string[] = [];
      for (const fence of fencedBlocks(page)) {
        const meta = parseFenceMeta(fence.meta);
        const source = meta.get('source');
        if (source === undefined) continue;
        // The build fills the fence from the file (plugins/remark-sample-source): nothing to copy by hand.
        const title = meta.get('title') ?? '';
        assert.equal(source, `samples/${name}/${title}`, `line ${fence.line}: title="${title}" names the file of source="${source}"`);
        assert.equal(fence.body.trim(), '', `line ${fence.line}: the block of ${title} is empty (the build fills it)`);
        assert.equal(meta.get('norun'), sampleFileMarker, `line ${fence.line}: the block of ${title} is marked norun="${sampleFileMarker}"`);
        shown.push(title);
      }
      assert.deepEqual([...shown].sort(), files, `the page shows each file of samples/${name}/ once`);
      const tabs = [...page.matchAll(/<TabItem value="[^"]+" label="([^"]+)"/g)].map((m) => m[1]);
      for (const file of files) assert.ok(tabs.includes(file), `a TabItem labelled ${file}`);
    });

    test(`samples/${name}: an ESM package started with npm start, with no dependencies but node: built-ins`, () => {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, 'samples', name, 'package.json'), 'utf8')) as Record<string, unknown>;
      assert.equal(pkg.type, 'module');
      assert.equal((pkg.scripts as Record<string, string>).start, 'node main.js');
      assert.equal(pkg.dependencies, undefined);
      assert.equal(pkg.devDependencies, undefined);
      const files = sourceFiles(name).filter((f) => f.endsWith('.js'));
      assert.ok(files.length >= 2 && files.length <= 6, 'two to six source files');
      for (const file of files) {
        const source = fs.readFileSync(path.join(root, 'samples', name, file), 'utf8');
        const imports = [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g)];
        if (file === 'main.js') assert.ok(imports.length > 0, 'main.js imports: the import check reads them');
        for (const m of imports) {
          const specifier = m[1] ?? m[2] ?? '';
          const local = specifier.startsWith('./') && files.includes(specifier.slice(2));
          assert.ok(specifier.startsWith('node:') || local, `${file} imports ${specifier}: only node: built-ins and the sample's own files`);
        }
        assert.match(source, /^$|[^\n]\n$/, `${file} ends with one newline`);
      }
      // The base URL comes from samples/shared/platform.js, linked into the folder (scripts/__tests__/sampleCopies.test.ts).
      const platform = fs.readFileSync(path.join(root, 'samples', name, 'platform.js'), 'utf8');
      assert.match(platform, /process\.env\.IMAGERY_BASE_URL \|\| PLATFORM/);
      // A sample runs alone, so it cannot import config/site.ts: it names the same API host.
      assert.equal(/const PLATFORM = '([^']+)';/.exec(platform)?.[1], hosts.api, 'PLATFORM is the API host of config/site.ts');
    });
  }
});

// ---------------------------------------------------------------------------
// end-to-end: token → search → preview → order → events → monitor

describe('samples/end-to-end', () => {
  test('each step sends what the previous step answered', async () => {
    // What the mock answered each step, keyed by request: the sample must send it on.
    const answers: Record<string, unknown> = {};
    const keep: Tweak['body'] = (s, json) => {
      answers[`${s.method} ${s.url.pathname}`] = json;
      return json;
    };
    const run = await runSample('end-to-end', {tweak: {body: keep, raw: realImages}});
    assert.equal(run.code, 0, `exit code ${run.code}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
    const errors = run.exchanges.filter((e) => e.status >= 400);
    assert.deepEqual(
      errors,
      [],
      `the mock refused requests:\n${errors.map((e) => `${e.method} ${e.url} → ${e.status}: ${e.violations.join('; ')}`).join('\n')}`,
    );
    assert.deepEqual(
      run.seen.map((s) => `${s.method} ${s.url.pathname}`),
      [
        'POST /auth/v1/token',
        'POST /discovery/v1/search',
        'GET /streaming/v1/imagery/wms',
        'POST /ordering/v1/orders',
        `GET /ordering/v1/orders/${'ord_5b2e8c71d4'}/events`,
        'GET /monitoring/v1/sources',
        'POST /monitoring/v1/monitors',
      ],
    );
    const [tokenSeen, searchSeen, wmsSeen, orderSeen, eventsSeen, , monitorSeen] = run.seen;
    // 1 → 2..7: every later request carries the token the token endpoint answered.
    const token = answers['POST /auth/v1/token'] as {access_token: string};
    assert.equal(tokenSeen?.headers['content-type'], 'application/x-www-form-urlencoded');
    for (const s of run.seen.slice(1))
      assert.equal(s.headers.authorization, `Bearer ${token.access_token}`, `${s.method} ${s.url.pathname} sends the token from step 1`);
    // 2 → 3, 4: the least cloudy item of the search answer is previewed and ordered.
    const search = answers['POST /discovery/v1/search'] as {
      features: Array<{id: string; collection: string; bbox: number[]; properties: Record<string, number>}>;
    };
    const least = [...search.features].sort((a, b) => (a.properties['eo:cloud_cover'] ?? 0) - (b.properties['eo:cloud_cover'] ?? 0))[0];
    assert.ok(least);
    assert.equal(least.id, 'orn2_20250527_102210_c94e');
    assert.equal(jsonBody(searchSeen).datetime, '2025-05-01T00:00:00Z/2025-05-31T23:59:59Z');
    assert.equal(wmsSeen?.url.searchParams.get('ITEM_ID'), least.id);
    assert.equal(wmsSeen?.url.searchParams.get('BBOX'), least.bbox.join(','));
    const order = jsonBody(orderSeen) as {inputs: {collection: string; item_ids: string[]}; aoi: unknown; notifications: Array<{url: string; secret: string}>};
    assert.deepEqual(order.inputs, {collection: least.collection, item_ids: [least.id]});
    assert.match(order.notifications[0]?.secret ?? '', /^whsec_/);
    // 4 → 5: the events of the order the order endpoint answered.
    const placed = answers['POST /ordering/v1/orders'] as {id: string};
    assert.equal(eventsSeen?.url.pathname, `/ordering/v1/orders/${placed.id}/events`);
    // 5, 6 → 7: the monitor watches the ordered area, on the source that carries the item's collection.
    const sources = answers['GET /monitoring/v1/sources'] as {data: Array<{id: string; collections: string[]}>};
    const monitor = jsonBody(monitorSeen) as {source_id: string; aoi: unknown; notifications: Array<{url: string}>};
    assert.equal(monitor.source_id, sources.data.find((s) => s.collections.includes(least.collection))?.id);
    assert.deepEqual(monitor.aoi, order.aoi);
    assert.equal(monitor.notifications[0]?.url, order.notifications[0]?.url);
    assert.match(run.stdout, /^2\. search: 3 images; picked orn2_20250527_102210_c94e \(orion-ortho\), 2025-05-27T10:22:10Z, 0\.6 % cloud$/m);
    assert.match(run.stdout, /^4\. order: ord_5b2e8c71d4, submitted$/m);
    assert.match(run.stdout, /^5\. event: 2025-06-17T10:41:57Z {2}order\.delivered {2}delivered$/m);
    assert.match(run.stdout, new RegExp(`^3\\. preview: ${png.length} bytes, image/png, for ${least.id} → preview-${least.id}\\.png$`, 'm'));
    assert.deepEqual(fs.readFileSync(path.join(run.cwd, `preview-${least.id}.png`)), png, 'the preview holds the PNG the server sent');
  });

  test("a preview that is not a PNG (the mock's placeholder) stops the run before anything is saved or ordered", async () => {
    const run = await runSample('end-to-end');
    assert.notEqual(run.code, 0);
    assert.match(run.stderr, /^Error: GET \/streaming\/v1\/imagery\/wms said image\/png but the body is not a PNG image \(\d+ bytes starting ".*"\)$/m);
    assert.deepEqual(
      fs.readdirSync(run.cwd).filter((f) => f.endsWith('.png')),
      [],
    );
    assert.ok(!run.seen.some((s) => s.url.pathname === '/ordering/v1/orders'), 'no order is placed');
  });

  test('without CLIENT_ID it stops before any request, with a clear message', async () => {
    const run = await runSample('end-to-end', {env: {CLIENT_ID: undefined}});
    assert.notEqual(run.code, 0);
    assert.deepEqual(run.seen, []);
    assert.match(run.stderr, /Set CLIENT_ID/);
  });
});

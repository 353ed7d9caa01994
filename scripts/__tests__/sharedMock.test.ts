/**
 * The shared mock (npm run mock:start, PLATFORM_MOCK): its description file
 * parsed and checked, the upstreams a run takes from it, and attaching to it,
 * against small local listeners that stand in for Prism (no Prism started
 * here). A bad or stale file must fail at once with a reason, never hang.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {pickUpstream} from '../lib/examples/routing';
import {parseSharedMock, sharedMockText, upstreamsFor, type SharedMock} from '../lib/examples/sharedMock';
import {attachSharedMock, mockPlatformFor} from '../lib/examples/sharedMockUse';

const root = path.resolve(import.meta.dirname, '..', '..');
const described: SharedMock = {
  root,
  pid: 4242,
  upstreams: [
    {spec: 'openapi/authentication.yaml', port: 41001},
    {spec: 'openapi/discovery.yaml', port: 41002},
    {spec: 'openapi/usage.yaml', port: 41003},
  ],
};
const auth = {file: 'openapi/authentication.yaml', paths: ['/auth/v1/token']};
const usage = {file: 'openapi/usage.yaml', paths: ['/usage/v1/usage']};

test('shared mock file: what mock:start writes parses back to the same description', () => {
  assert.deepEqual(parseSharedMock(sharedMockText(described), 'f.json'), described);
});

test('shared mock file: a malformed one is refused with what is wrong and how to go on', () => {
  const cases: Array<[string, RegExp]> = [
    ['{"root":', /not JSON/],
    ['[1, 2]', /not a JSON object/],
    [JSON.stringify({...described, root: ''}), /"root" \(the checkout\) is missing/],
    [JSON.stringify({...described, pid: 'x'}), /"pid" is not a process id/],
    [JSON.stringify({...described, upstreams: []}), /"upstreams" lists no Prism/],
    [JSON.stringify({...described, upstreams: [{spec: 'openapi/usage.yaml', port: 0}]}), /upstream 1 is not/],
    [JSON.stringify({...described, upstreams: [described.upstreams[0], {spec: 'openapi/usage.yaml', port: 70_000}]}), /upstream 2 is not/],
    [JSON.stringify({...described, upstreams: [{spec: 'openapi/usage.yaml', port: '41003'}]}), /upstream 1 is not/],
    [JSON.stringify({...described, upstreams: [{port: 41003}]}), /upstream 1 is not/],
  ];
  for (const [text, reason] of cases) {
    assert.throws(
      () => parseSharedMock(text, 'mock.json'),
      (error: unknown) =>
        error instanceof Error && reason.test(error.message) && /PLATFORM_MOCK=mock\.json/.test(error.message) && /mock:start/.test(error.message),
      text,
    );
  }
});

test('shared mock file: a run routes to the specs it asked for only, in its order, with its paths', () => {
  const upstreams = upstreamsFor(described, 'f.json', root, [usage, auth]);
  assert.deepEqual(upstreams, [
    {spec: 'openapi/usage.yaml', port: 41003, paths: ['/usage/v1/usage']},
    {spec: 'openapi/authentication.yaml', port: 41001, paths: ['/auth/v1/token']},
  ]);
  // discovery.yaml runs in the shared mock but this run did not ask for it: its paths go nowhere, as with a mock of its own.
  assert.equal(pickUpstream('/discovery/v1/search', upstreams), undefined);
  assert.equal(pickUpstream('/usage/v1/usage', upstreams)?.port, 41003);
});

test('shared mock file: another checkout, or a spec it does not serve, is refused', () => {
  assert.throws(() => upstreamsFor(described, 'f.json', '/elsewhere/checkout', [auth]), /describes a mock of .+, not of \/elsewhere\/checkout/);
  assert.throws(
    () => upstreamsFor(described, 'f.json', root, [auth, {file: 'openapi/ordering.yaml', paths: []}, {file: 'openapi/admin.yaml', paths: []}]),
    /does not serve openapi\/ordering\.yaml, openapi\/admin\.yaml\./,
  );
});

// ---------------------------------------------------------------------------
// Attaching, against stand-ins for Prism

type Listener = {port: number; close: () => Promise<void>};

function listen(server: net.Server): Promise<Listener> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        close: () =>
          new Promise<void>((done) => {
            if (server instanceof http.Server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Answers like Prism: its problem for an unknown path (`/__ready`), else a 200 naming the spec. */
function fakePrism(name: string): Promise<Listener> {
  return listen(
    http.createServer((req, res) => {
      if (req.url === '/__ready') {
        res.writeHead(404, {'content-type': 'application/problem+json'});
        res.end(JSON.stringify({type: 'https://stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR', title: 'Route not resolved, no path matched', status: 404}));
        return;
      }
      res.writeHead(200, {'content-type': 'application/json'});
      res.end(JSON.stringify({spec: name}));
    }),
  );
}

/** A port nobody listens on: one the system just gave out and took back. */
async function deadPort(): Promise<number> {
  const listener = await listen(net.createServer());
  await listener.close();
  return listener.port;
}

function writeDescription(mock: SharedMock): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-mock-test-'));
  const file = path.join(dir, 'platform-mock.json');
  fs.writeFileSync(file, sharedMockText(mock));
  return file;
}

const removeFile = (file: string) => fs.rmSync(path.dirname(file), {recursive: true, force: true});

test('attach: a file that does not exist says so, and that mock:start must be ready', async () => {
  await assert.rejects(
    attachSharedMock(root, [auth], path.join(os.tmpdir(), 'no-such-dir-4242', 'm.json')),
    /cannot read the shared mock description \(ENOENT/,
  );
});

test('attach: a stale file (ports nobody answers) fails at once, naming each port', {timeout: 10_000}, async () => {
  const [first, second] = [await deadPort(), await deadPort()];
  const file = writeDescription({
    root,
    pid: 4242,
    upstreams: [
      {spec: auth.file, port: first},
      {spec: usage.file, port: second},
    ],
  });
  try {
    await assert.rejects(attachSharedMock(root, [auth, usage], file, 5000), (error: unknown) => {
      assert.ok(error instanceof Error);
      assert.match(error.message, /is stale: the shared mock \(pid 4242\) does not answer as Prism/);
      assert.match(error.message, new RegExp(`openapi/authentication\\.yaml on 127\\.0\\.0\\.1:${first}: nothing answers`));
      assert.match(error.message, new RegExp(`openapi/usage\\.yaml on 127\\.0\\.0\\.1:${second}: nothing answers`));
      return true;
    });
  } finally {
    removeFile(file);
  }
});

test('attach: a port that accepts and never answers fails after the time limit, not later', {timeout: 10_000}, async () => {
  const sockets = new Set<net.Socket>();
  // Unreferenced: should the probe hang, the test fails on its timeout and the listener does not keep the run alive.
  const server = net.createServer((socket) => sockets.add(socket.unref()));
  server.unref();
  const silent = await listen(server);
  const file = writeDescription({root, pid: 4242, upstreams: [{spec: auth.file, port: silent.port}]});
  try {
    await assert.rejects(attachSharedMock(root, [auth], file, 300), /authentication\.yaml on 127\.0\.0\.1:\d+: nothing answers/);
  } finally {
    sockets.forEach((socket) => socket.destroy());
    await silent.close();
    removeFile(file);
  }
});

test('attach: a port where another HTTP server answers is not taken for Prism', async () => {
  const other = await listen(http.createServer((_req, res) => res.end('hello')));
  const file = writeDescription({root, pid: 4242, upstreams: [{spec: auth.file, port: other.port}]});
  try {
    await assert.rejects(attachSharedMock(root, [auth], file), /authentication\.yaml on 127\.0\.0\.1:\d+: something else answers/);
  } finally {
    await other.close();
    removeFile(file);
  }
});

test('attach: sessions on a shared mock record their own exchanges only, and stop() leaves the mock running', async () => {
  const prismAuth = await fakePrism('auth');
  const prismUsage = await fakePrism('usage');
  const file = writeDescription({
    root,
    pid: 4242,
    upstreams: [
      {spec: auth.file, port: prismAuth.port},
      {spec: usage.file, port: prismUsage.port},
    ],
  });
  try {
    const platform = await mockPlatformFor(root, [auth, usage], {PLATFORM_MOCK: file});
    assert.equal(platform.shared, true);
    const one = await platform.openSession();
    const two = await platform.openSession();
    assert.notEqual(one.origin, two.origin, 'each session has its own router');
    assert.deepEqual(await (await fetch(`${one.origin}/auth/v1/token`, {method: 'POST'})).json(), {spec: 'auth'});
    assert.deepEqual(await (await fetch(`${two.origin}/usage/v1/usage`)).json(), {spec: 'usage'});
    assert.deepEqual(await (await fetch(`${two.origin}/usage/v1/usage?period=current`)).json(), {spec: 'usage'});
    assert.deepEqual(
      one.exchanges.map((e) => `${e.method} ${e.url} ${e.status}`),
      ['POST /auth/v1/token 200'],
    );
    assert.deepEqual(
      two.exchanges.map((e) => `${e.method} ${e.url} ${e.status}`),
      ['GET /usage/v1/usage 200', 'GET /usage/v1/usage?period=current 200'],
    );
    await one.close();
    await two.close();
    platform.stop();
    // The shared Prism still answers: a second run attaches to it.
    const again = await attachSharedMock(root, [usage], file);
    assert.deepEqual(
      again.upstreams.map((u) => u.port),
      [prismUsage.port],
    );
  } finally {
    await prismAuth.close();
    await prismUsage.close();
    removeFile(file);
  }
});

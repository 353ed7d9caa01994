/**
 * The mock of the platform the samples run against.
 *
 * Topology — one Prism per spec, one tiny router per sample:
 *
 *   sample ──▶ router (127.0.0.1:<ephemeral>) ──┬─▶ Prism openapi/authentication.yaml (127.0.0.1:<port>)
 *                records every exchange          └─▶ Prism openapi/usage.yaml          (127.0.0.1:<port>)
 *
 * - Prism mocks one document per process, and every sample uses the single
 *   base URL https://api.example.com, so something must route by path. A
 *   router that forwards by path (routing.ts) is simpler and more faithful
 *   than merging the specs: each Prism reads its spec, relative $refs into
 *   _shared/ included, and validates requests against it. The one change
 *   (specsForPrism): operations lose `deprecated: true`, for which Prism
 *   would send `Deprecation: true`, the retired draft form, in place of the
 *   spec's RFC 9745 header (`@<unix time>`), and then fail its own response.
 * - Prism runs with --errors: a request that breaks its spec (unknown path,
 *   bad parameter or body, wrong media type, no credentials) gets a 4xx and
 *   an `sl-violations` header saying why.
 * - Each sample gets its own router listener, so the runner knows exactly
 *   which requests a sample sent and what the mock answered, whatever the
 *   sample's language, and even if it ignores HTTP errors. The listener's
 *   origin is what `https://api.example.com` is replaced with.
 * - One set of Prism processes can serve several runs: `npm run mock:start`
 *   (scripts/mock-platform.ts) starts one for every spec, and a run given its
 *   file in PLATFORM_MOCK attaches to it (attachedPlatform, via
 *   sharedMockUse.ts): it opens its own sessions, and its stop() leaves the
 *   shared Prism processes alone.
 * Everything listens on 127.0.0.1 only. Prism processes run in their own
 * process groups and are killed by stop().
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';
import {site} from '../../../config/site';
import {probePrism} from './prismProbe';
import {detailOf, pickUpstream, violationsOf, type Exchange, type Upstream} from './routing';

export type MockSession = {origin: string; exchanges: Exchange[]; close: () => Promise<void>};
/** `shared`: attached to Prism processes someone else started (PLATFORM_MOCK); then stop() stops nothing. */
export type MockPlatform = {upstreams: Upstream[]; openSession: () => Promise<MockSession>; stop: () => void; shared: boolean};
export type StartOptions = {
  /** Called when a Prism process exits on its own after it listened (not by stop()), with why. */
  onUnexpectedExit?: (message: string) => void;
};

const host = '127.0.0.1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(child: ChildProcess, port: number, log: () => string, spec: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    // Killed by a signal (stop() after another Prism failed), exitCode stays null: signalCode says it is gone.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`Prism for ${spec} exited with ${child.signalCode ?? `code ${child.exitCode}`}:\n${log()}`);
    if ((await probePrism(port, 1000)) !== 'nothing') return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Prism for ${spec} did not listen on ${host}:${port} within 60 s:\n${log()}`);
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** A router listener for one sample: forwards to the right Prism and records each exchange. */
function openSession(upstreams: readonly Upstream[]): Promise<MockSession> {
  const exchanges: Exchange[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const upstream = pickUpstream(new URL(url, 'http://mock').pathname, upstreams);
    if (!upstream) {
      const detail = `No spec in openapi/ serves ${url}.`;
      exchanges.push({method, url, status: 404, violations: [detail]});
      res.writeHead(404, {'content-type': 'application/problem+json'});
      // The platform's own problem type (docs/api-conventions#not-found), as every spec uses.
      res.end(JSON.stringify({type: `${site.url}/docs/api-conventions#not-found`, title: 'Not Found', status: 404, detail}));
      return;
    }
    const forward = http.request({host, port: upstream.port, method, path: url, headers: req.headers}, (answer) => {
      const status = answer.statusCode ?? 502;
      const exchange: Exchange = {method, url, status, violations: violationsOf(answer.headers['sl-violations'])};
      exchanges.push(exchange);
      if (status >= 400 && exchange.violations.length === 0) {
        // No violation header (e.g. Prism's 404 for an unknown path): the body's `detail` says why.
        let body = '';
        answer.on('data', (chunk: Buffer) => (body = (body + chunk.toString('utf8')).slice(0, 4096)));
        answer.on('end', () => {
          const detail = detailOf(body);
          if (detail) exchange.violations.push(detail);
        });
      }
      res.writeHead(status, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', (error) => {
      exchanges.push({method, url, status: 502, violations: [`mock unreachable: ${error.message}`]});
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `http://${host}:${port}`,
        exchanges,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** An operation's (or webhook's) `deprecated: true`: a line indented under paths → path → method. */
const operationDeprecated = /^ {6}deprecated: true\n/gm;

/**
 * A copy of openapi/ in a temporary directory, relative $refs intact, whose
 * operations are not marked deprecated (see the header). Returns its root.
 */
export function specsForPrism(root: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-mock-'));
  fs.cpSync(path.join(root, 'openapi'), path.join(copy, 'openapi'), {recursive: true});
  for (const file of fs.readdirSync(path.join(copy, 'openapi'))) {
    if (!file.endsWith('.yaml')) continue;
    const full = path.join(copy, 'openapi', file);
    fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replace(operationDeprecated, ''));
  }
  return copy;
}

/** The mock over Prism processes that run elsewhere (a shared mock): its own sessions; stop() leaves them running. */
export function attachedPlatform(upstreams: Upstream[]): MockPlatform {
  return {upstreams, openSession: () => openSession(upstreams), stop: () => {}, shared: true};
}

/** Starts one Prism per spec (in parallel) and waits until all listen. */
export async function startMockPlatform(
  root: string,
  specs: ReadonlyArray<{file: string; paths: string[]}>,
  options: StartOptions = {},
): Promise<MockPlatform> {
  const prism = require.resolve('@stoplight/prism-cli/dist/index.js', {paths: [root]});
  const children: ChildProcess[] = [];
  const specRoot = specsForPrism(root);
  let stopping = false;
  const stop = () => {
    stopping = true;
    children.forEach(killGroup);
    fs.rmSync(specRoot, {recursive: true, force: true});
  };
  try {
    const upstreams = await Promise.all(
      specs.map(async (spec) => {
        const port = await freePort();
        // Another Prism already failed and stop() ran: start no more.
        if (stopping) throw new Error(`Prism for ${spec.file} not started: the mock is stopping`);
        const child = spawn(
          process.execPath,
          [prism, 'mock', '--host', host, '--port', String(port), '--errors', '--verboseLevel', 'warn', path.join(specRoot, spec.file)],
          {
            cwd: root,
            detached: true,
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        children.push(child);
        let log = '';
        const collect = (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-16_384));
        child.stdout?.on('data', collect);
        child.stderr?.on('data', collect);
        let listening = false;
        child.once('exit', (code, signal) => {
          if (listening && !stopping) options.onUnexpectedExit?.(`Prism for ${spec.file} (127.0.0.1:${port}) exited (${signal ?? `code ${code}`}):\n${log}`);
        });
        await waitUntilListening(child, port, () => log, spec.file);
        listening = true;
        return {spec: spec.file, port, paths: spec.paths};
      }),
    );
    return {upstreams, openSession: () => openSession(upstreams), stop, shared: false};
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * npm run mock:start — one Prism mock of every spec in openapi/
 * (lib/examples/mockPlatform.ts) that several runs share: test:examples,
 * test:postman and test:integration, given its file in PLATFORM_MOCK, attach
 * to it instead of starting their own. npm test (scripts/test-all.sh) starts
 * it once for the three: each start of Prism for all specs costs about 16 s of
 * wall time and 29 s of CPU on the 2-core machine.
 *
 *   export PLATFORM_MOCK="$(mktemp -d)/platform-mock.json"
 *   npm run mock:start     # stays up until Ctrl-C
 *   npm run test:examples  # in another shell with the same PLATFORM_MOCK: attaches to it
 *
 * The file (default: <tmpdir>/platform-mock.json) appears, whole, once every
 * Prism listens: that it exists means the mock is ready. SIGINT, SIGTERM or
 * SIGHUP stop every Prism process group and remove it. A Prism that fails to
 * start, or exits later, ends this process with exit code 1 and Prism's output.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parse} from 'yaml';
import {apiAreas, specPathOf} from '../config/openapi';
import {startMockPlatform, type MockPlatform} from './lib/examples/mockPlatform';
import {sharedMockText, sharedMockVariable} from './lib/examples/sharedMock';
import {attachSharedMock} from './lib/examples/sharedMockUse';

const root = path.resolve(import.meta.dirname, '..');

let mock: MockPlatform | undefined;
let written: string | undefined;
function cleanup(): void {
  mock?.stop();
  mock = undefined;
  if (written) fs.rmSync(written, {force: true});
  written = undefined;
}
process.on('exit', cleanup);
// Being stopped is how this process is meant to end: exit code 0.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    cleanup();
    process.exit(0);
  });
}

function fail(message: string): never {
  console.error(`mock:start: ${message}`);
  cleanup();
  process.exit(1);
}

/** Every openapi/*.yaml, in name order (as run-examples.ts loads them), with its path templates. */
function allSpecs(): Array<{file: string; paths: string[]}> {
  return apiAreas.map(specPathOf).map((file) => {
    const doc = parse(fs.readFileSync(path.join(root, file), 'utf8')) as {paths?: Record<string, unknown>};
    return {file, paths: Object.keys(doc.paths ?? {})};
  });
}

async function main(): Promise<void> {
  const file = path.resolve(process.env[sharedMockVariable] || path.join(os.tmpdir(), 'platform-mock.json'));
  const specs = allSpecs();
  if (fs.existsSync(file)) {
    // A live mock keeps its file; a stale one (its mock stopped) is removed, so that the file means "ready" again.
    const live = await attachSharedMock(root, specs, file).then(
      () => true,
      () => false,
    );
    if (live) fail(`a shared mock already answers as described in ${file} (its pid is in the file): stop it, or name another file in ${sharedMockVariable}.`);
    fs.rmSync(file, {force: true});
  }
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const started = Date.now();
  try {
    mock = await startMockPlatform(root, specs, {onUnexpectedExit: (message) => fail(`the shared mock is broken: ${message}`)});
  } catch (error) {
    fail(`Prism failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Written aside, then renamed: whoever sees the file sees all of it.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, sharedMockText({root, pid: process.pid, upstreams: mock.upstreams.map(({spec, port}) => ({spec, port}))}));
  fs.renameSync(partial, file);
  written = file;
  console.log(
    `mock:start: ${specs.length} specs on 127.0.0.1 (Prism, ${((Date.now() - started) / 1000).toFixed(1)} s to start). ` +
      `Ready: ${sharedMockVariable}=${file}. Stop it with Ctrl-C or kill ${process.pid}.`,
  );
  // The Prism processes' output pipes keep this process up until a signal.
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

/**
 * The file that describes a shared platform mock, pure: which Prism listens
 * on which port, for which checkout. `npm run mock:start`
 * (scripts/mock-platform.ts) writes it once every Prism listens; a run given
 * PLATFORM_MOCK=<file> reads it (sharedMockUse.ts) instead of starting its
 * own Prism processes, which cost about 16 s of wall time and 29 s of CPU
 * for all specs on the 2-core machine. npm test starts one for its three users.
 */
import path from 'node:path';
import type {Upstream} from './routing';

/** The environment variable that names the file. */
export const sharedMockVariable = 'PLATFORM_MOCK';

/** `root`: the checkout whose openapi/ Prism serves; `pid`: the process to stop. */
export type SharedMock = {root: string; pid: number; upstreams: Array<{spec: string; port: number}>};

const hint = `Start one with \`${sharedMockVariable}=<file> npm run mock:start\`, or unset ${sharedMockVariable} to start a mock of its own.`;

export function sharedMockText(mock: SharedMock): string {
  return `${JSON.stringify(mock, null, 2)}\n`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPort = (value: unknown): value is number => Number.isInteger(value) && typeof value === 'number' && value > 0 && value < 65_536;

/** The description in `text` (read from `file`), or an error that says what is wrong with it. */
export function parseSharedMock(text: string, file: string): SharedMock {
  const where = `${sharedMockVariable}=${file}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not a shared mock description: not JSON (${error instanceof Error ? error.message : String(error)}). ${hint}`);
  }
  if (!isRecord(parsed)) throw new Error(`${where} is not a shared mock description: not a JSON object. ${hint}`);
  const {root, pid, upstreams} = parsed;
  if (typeof root !== 'string' || root === '') throw new Error(`${where}: "root" (the checkout) is missing. ${hint}`);
  if (!Number.isInteger(pid) || typeof pid !== 'number' || pid <= 0) throw new Error(`${where}: "pid" is not a process id. ${hint}`);
  if (!Array.isArray(upstreams) || upstreams.length === 0) throw new Error(`${where}: "upstreams" lists no Prism. ${hint}`);
  const checked = upstreams.map((upstream: unknown, index) => {
    if (!isRecord(upstream) || typeof upstream.spec !== 'string' || !isPort(upstream.port))
      throw new Error(`${where}: upstream ${index + 1} is not {"spec": "openapi/<name>.yaml", "port": <1–65535>}. ${hint}`);
    return {spec: upstream.spec, port: upstream.port};
  });
  return {root, pid, upstreams: checked};
}

/**
 * The upstreams a run routes to, from a shared mock: the specs it asked for,
 * in its order and with its paths (so routing is the same as with a mock of
 * its own of just those specs), on the shared mock's ports. Throws when the
 * mock serves another checkout or lacks one of the specs.
 */
export function upstreamsFor(mock: SharedMock, file: string, root: string, specs: ReadonlyArray<{file: string; paths: string[]}>): Upstream[] {
  const where = `${sharedMockVariable}=${file}`;
  if (path.resolve(mock.root) !== path.resolve(root)) throw new Error(`${where} describes a mock of ${mock.root}, not of ${root}. ${hint}`);
  const ports = new Map(mock.upstreams.map((u) => [u.spec, u.port]));
  const upstreams: Upstream[] = [];
  const missing: string[] = [];
  for (const spec of specs) {
    const port = ports.get(spec.file);
    if (port === undefined) missing.push(spec.file);
    else upstreams.push({spec: spec.file, port, paths: spec.paths});
  }
  if (missing.length > 0) throw new Error(`${where}: the shared mock does not serve ${missing.join(', ')}. ${hint}`);
  return upstreams;
}

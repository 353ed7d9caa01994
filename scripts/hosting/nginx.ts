/**
 * Runs Debian's nginx on the generated config, in the foreground, with every
 * file it writes (pid, temp paths) under a temporary prefix directory that is
 * removed when it stops: nothing is left behind, as root or not.
 * Used by serve:prod, the Playwright web server, the HTTP tests and the bench.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {hosting} from '../../config/hosting';
import {renderMainConf} from './nginx-conf';

// __dirname, not import.meta: Playwright loads this file as CommonJS (e2e/nginx.spec.ts).
export const repoRoot = path.resolve(__dirname, '../..');
export const buildDir = path.join(repoRoot, 'build');
/** Generated http.conf, server.conf and the build manifest (gitignored). */
export const confDir = path.join(repoRoot, 'build-nginx');

const nginxCandidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function findNginx(): string | undefined {
  return nginxCandidates.find((candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate ?? ''));
}

function requireNginx(): string {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx not found: run `bash scripts/ensure-nginx.sh` (installs Debian's nginx) or set NGINX_PATH");
  return nginx;
}

function brotliModulePath(): string | undefined {
  if (!hosting.precompress.brotli) return undefined;
  if (!fs.existsSync(brotliModule)) {
    throw new Error(
      `config/hosting.ts enables Brotli but ${brotliModule} is missing: run \`bash scripts/ensure-nginx.sh\` (Debian's libnginx-mod-http-brotli-static)`,
    );
  }
  return brotliModule;
}

/** When started as root, nginx needs a user for its workers; Debian's nginx package creates www-data. */
function workerUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return fs.readFileSync('/etc/passwd', 'utf8').includes('\nwww-data:') ? 'www-data' : 'nobody';
}

export type NginxOptions = {port: number; host?: string; root?: string; accessLog?: boolean};

/** Writes a prefix dir with nginx.conf; returns its path. The caller removes it. */
export function preparePrefix(options: NginxOptions): string {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  fs.chmodSync(prefix, 0o755);
  const conf = renderMainConf({
    prefix,
    root: options.root ?? buildDir,
    confDir,
    host: options.host ?? '127.0.0.1',
    port: options.port,
    brotliModule: brotliModulePath(),
    accessLog: options.accessLog ?? false,
    user: workerUser(),
  });
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  return prefix;
}

/** `nginx -t` on the generated config; throws with nginx's message when it fails. */
export function testConfig(port = 8080): string {
  const nginx = requireNginx();
  const prefix = preparePrefix({port});
  try {
    return execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as {stderr?: string}).stderr ?? String(error);
    throw new Error(`nginx -t failed on the generated config:\n${stderr}`);
  } finally {
    fs.rmSync(prefix, {recursive: true, force: true});
  }
}

export type RunningNginx = {url: string; process: ChildProcess; stop: () => Promise<void>; exited: Promise<number | null>};

/** Starts nginx in the foreground; resolves once it accepts connections. */
export async function startNginx(options: NginxOptions, stdio: 'inherit' | 'ignore' = 'ignore'): Promise<RunningNginx> {
  const nginx = requireNginx();
  const prefix = preparePrefix(options);
  const host = options.host ?? '127.0.0.1';
  const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', stdio, stdio === 'inherit' ? 'inherit' : 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const cleanup = () => fs.rmSync(prefix, {recursive: true, force: true});
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      cleanup();
      resolve(code);
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
  };
  const ready = await waitForPort(host, options.port, exited);
  if (!ready) {
    await stop();
    throw new Error(`nginx did not start on ${host}:${options.port}:\n${stderr}`);
  }
  return {url: `http://${host}:${options.port}`, process: child, stop, exited};
}

/** Polls until the port accepts a connection, or nginx exits. */
async function waitForPort(host: string, port: number, exited: Promise<number | null>): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** A port the OS says is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

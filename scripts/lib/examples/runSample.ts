import {spawn} from 'node:child_process';
import type {Outcome} from './verdict';

/** Process groups of samples still running, so that an interrupted run can end them. */
const running = new Set<number>();

/** Kills a sample's whole process group (it runs in its own: a curl pipeline, a child it started). */
export function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

export function killRunningSamples(): void {
  running.forEach(killGroup);
  running.clear();
}

/** How much of a sample's stdout and stderr is kept: the end, where errors are. */
export const keptOutput = 64 * 1024;
const append = (buffer: string, chunk: Buffer) => (buffer + chunk.toString('utf8')).slice(-keptOutput);

/**
 * Runs a command in its own process group and collects its output. On timeout
 * the whole group is killed (a curl pipeline, a child a sample started).
 */
export function runCommand(argv: readonly string[], options: {cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number}): Promise<Outcome> {
  const [command = '', ...args] = argv;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    if (child.pid !== undefined) running.add(child.pid);
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => (stdout = append(stdout, chunk)));
    child.stderr.on('data', (chunk: Buffer) => (stderr = append(stderr, chunk)));
    const finish = (exitCode: number | null, signal: string | null, error?: Error) => {
      clearTimeout(timer);
      if (child.pid !== undefined) running.delete(child.pid);
      resolve({exitCode, signal, timedOut, stdout, stderr: error ? `${stderr}${error.message}\n` : stderr, ms: Date.now() - started});
    };
    child.on('error', (error) => finish(null, null, error));
    child.on('close', (code, signal) => finish(code, signal));
  });
}

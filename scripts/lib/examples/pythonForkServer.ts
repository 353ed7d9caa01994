/**
 * Python samples run as forks of one interpreter that has already imported
 * requests (./python_forkserver.py says how each fork becomes `python3
 * sample.py`). Measured on the 2-core machine: a fresh interpreter costs about
 * 0.25 s of CPU before a sample's first line, a fork a few milliseconds; with
 * the ~350 Python samples forked, test:examples went from 402 to 270 s of CPU.
 *
 * `run` resolves to the same Outcome as runCommand: exit code or signal,
 * stdout and stderr (last 64 KB), time taken, and `timedOut` when the sample
 * outlived its limit (its whole process group is then killed).
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {keptOutput, killGroup} from './runSample';
import type {Outcome} from './verdict';

const serverScript = path.join(import.meta.dirname, 'python_forkserver.py');

type Message = {id: number; pid?: number; exit?: number | null; signal?: string | null};
/** How a sample ended: its exit code or signal, or why the server could not run it. */
type End = {exit: number | null; signal: string | null; failure?: string};
type Job = {pid?: number; timedOut: boolean; onExit: (end: End) => void};

export type PythonForkServer = {
  run: (file: string, options: {cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number}) => Promise<Outcome>;
  /** Kills the running samples and the server. */
  stop: () => void;
};

function readTail(file: string): string {
  try {
    const text = fs.readFileSync(file, 'utf8');
    fs.rmSync(file, {force: true});
    return text.slice(-keptOutput);
  } catch {
    return '';
  }
}

export function startPythonForkServer(python: string): PythonForkServer {
  const server: ChildProcessWithoutNullStreams = spawn(python, [serverScript], {stdio: ['pipe', 'pipe', 'pipe']});
  const jobs = new Map<number, Job>();
  let nextId = 1;
  let serverError = '';
  server.stderr.on('data', (chunk: Buffer) => (serverError = (serverError + chunk.toString('utf8')).slice(-keptOutput)));
  const failAll = (why: string) => {
    for (const job of jobs.values()) job.onExit({exit: null, signal: null, failure: why});
    jobs.clear();
  };
  server.on('error', (error) => failAll(`the Python fork server could not start: ${error.message}`));
  server.on('exit', (code) => {
    if (jobs.size > 0) failAll(`the Python fork server exited (code ${code ?? '?'}): ${serverError.trim()}`);
  });
  readline.createInterface({input: server.stdout}).on('line', (line) => {
    const message = JSON.parse(line) as Message;
    const job = jobs.get(message.id);
    if (!job) return;
    if (message.pid !== undefined) {
      job.pid = message.pid;
      // Its time ran out before the server said which process it is.
      if (job.timedOut) killGroup(job.pid);
    } else {
      jobs.delete(message.id);
      job.onExit({exit: message.exit ?? null, signal: message.signal ?? null});
    }
  });

  const run: PythonForkServer['run'] = (file, {cwd, env, timeoutMs}) =>
    new Promise((resolve) => {
      const id = nextId++;
      const stdoutFile = `${file}.stdout`;
      const stderrFile = `${file}.stderr`;
      const started = Date.now();
      const job: Job = {
        timedOut: false,
        onExit: ({exit, signal, failure}) => {
          clearTimeout(timer);
          const stderr = readTail(stderrFile);
          resolve({
            exitCode: exit,
            signal,
            timedOut: job.timedOut,
            stdout: readTail(stdoutFile),
            stderr: failure ? `${stderr}${failure}\n` : stderr,
            ms: Date.now() - started,
          });
        },
      };
      jobs.set(id, job);
      // Declared after the job, used by it only once the sample has ended.
      const timer = setTimeout(() => {
        job.timedOut = true;
        killGroup(job.pid);
      }, timeoutMs);
      const definedEnv = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
      server.stdin.write(`${JSON.stringify({id, file, cwd, env: definedEnv, stdout: stdoutFile, stderr: stderrFile})}\n`);
    });

  const stop = () => {
    for (const job of jobs.values()) killGroup(job.pid);
    jobs.clear();
    server.stdin.end();
    server.kill('SIGKILL');
  };
  return {run, stop};
}

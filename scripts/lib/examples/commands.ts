import type {Runner} from './runners';

export type Interpreters = {node: string; python: string; tsxCli: string};

/**
 * How a sample file is syntax-checked and run. Bash runs a script line by
 * line, so a syntax error further down would show only after the first
 * requests were sent: `bash -n` checks it first (a few milliseconds). Python
 * and Node compile the whole file before running any of it, so their run is
 * the syntax check (a separate check process cost about 0.1–0.3 s of CPU per
 * sample); `judge` tells a syntax error from other failures. Bash gets
 * `-e -u -o pipefail` on the command line rather than in the file, so the
 * sample's line numbers stay the doc's. The Python command is what the fork
 * server (./pythonForkServer.ts) stands in for, with the same outcome.
 *
 * Node runs with `--liftoff-only`: a sample's first fetch() compiles undici's
 * HTTP parser (WebAssembly), and V8's optimizing compiler then spends more CPU
 * than the whole sample (measured: one fetch in a fresh process, 0.36 s of CPU
 * against 0.21 s). The flag picks V8's baseline WebAssembly compiler only;
 * what the sample does and prints is the same.
 */
const nodeFlags = ['--liftoff-only'];

export function commandsFor(runner: Runner, file: string, bin: Interpreters): {check: string[] | undefined; run: string[]} {
  switch (runner) {
    case 'bash':
      return {check: ['bash', '-n', file], run: ['bash', '-e', '-u', '-o', 'pipefail', file]};
    case 'python':
      return {check: undefined, run: [bin.python, file]};
    case 'node':
      return {check: undefined, run: [bin.node, ...nodeFlags, file]};
    case 'tsx':
      return {check: undefined, run: [bin.node, ...nodeFlags, bin.tsxCli, file]};
  }
}

import type {Runner} from './runners';

export type Interpreters = {node: string; python: string; tsxCli: string};

/**
 * How a sample file is syntax-checked (when the language allows it without
 * running) and run. Bash gets `-e -u -o pipefail` on the command line rather
 * than in the file, so the sample's line numbers stay the doc's.
 */
export function commandsFor(runner: Runner, file: string, bin: Interpreters): {check: string[] | undefined; run: string[]} {
  switch (runner) {
    case 'bash':
      return {check: ['bash', '-n', file], run: ['bash', '-e', '-u', '-o', 'pipefail', file]};
    case 'python':
      return {
        check: [bin.python, '-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read(), sys.argv[1])', file],
        run: [bin.python, file],
      };
    case 'node':
      return {check: [bin.node, '--check', file], run: [bin.node, file]};
    case 'tsx':
      return {check: undefined, run: [bin.node, bin.tsxCli, file]};
  }
}

/**
 * A sample run by the Python fork server must end exactly as `python3 file`
 * ends: exit code, stdout, stderr (syntax errors without a traceback header,
 * uncaught exceptions with one that starts in the sample), its environment,
 * working directory, __main__ module and arguments, and a timeout that kills
 * what it started. Needs a python3 that can import requests (CI installs it
 * before the slow steps, so this is an integration test; scripts/ensure-python-requests.sh).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {spawnSync} from 'node:child_process';
import {startPythonForkServer, type PythonForkServer} from '../lib/examples/pythonForkServer';
import {pickPython} from '../lib/examples/tools';

const python = pickPython();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkserver-'));
const env = {PATH: process.env.PATH ?? '', SAMPLE_TOKEN: 'tok_123', PYTHONDONTWRITEBYTECODE: '1'};
let server: PythonForkServer;

before(() => {
  assert.ok(python, 'no python3 that can import requests: run scripts/ensure-python-requests.sh');
  server = startPythonForkServer(python);
});
after(() => {
  server.stop();
  fs.rmSync(dir, {recursive: true, force: true});
});

const programs: Record<string, string> = {
  'prints.py': 'import os, sys\nprint("out", os.environ["SAMPLE_TOKEN"], os.getcwd() == sys.argv[0].rsplit("/", 1)[0])\nprint("err", file=sys.stderr)\n',
  'main.py': 'import __main__, sys\nprint(__name__, __file__ == sys.argv[0], __main__.__dict__ is globals(), len(sys.argv))\n',
  'no-import.py': 'print(requests.__name__)\n',
  'syntax.py': 'def f(:\n    pass\n',
  'indent.py': 'if True:\nprint(1)\n',
  'raises.py': 'import json\n\ndef parse():\n    return json.loads("{")\n\nparse()\n',
  'exit-3.py': 'import sys\nprint("before")\nsys.exit(3)\n',
  'exit-message.py': 'import sys\nsys.exit("no credentials")\n',
  'uses-requests.py': 'import requests\nprint(requests.get.__name__)\n',
  'stdin.py': 'import sys\nprint(repr(sys.stdin.read()))\n',
};

for (const [name, source] of Object.entries(programs)) {
  test(`${name}: the fork ends as \`python3 ${name}\` does`, async () => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, source);
    const fresh = spawnSync(python ?? 'python3', [file], {cwd: dir, env, encoding: 'utf8', input: ''});
    const forked = await server.run(file, {cwd: dir, env, timeoutMs: 20_000});
    // One difference is allowed: the width of the caret under an
    // IndentationError (compile() marks the whole token, the interpreter's
    // own reader its first character). The verdict reads only the error line.
    const carets = (text: string) => text.replace(/^(\s*)\^+$/gm, '$1^');
    assert.deepEqual(
      {exitCode: forked.exitCode, stdout: forked.stdout, stderr: carets(forked.stderr), timedOut: forked.timedOut},
      {exitCode: fresh.status, stdout: fresh.stdout, stderr: carets(fresh.stderr), timedOut: false},
    );
  });
}

test('several samples run side by side, each with its own output', async () => {
  const runs = Array.from({length: 6}, (_, i) => {
    const file = path.join(dir, `parallel-${i}.py`);
    fs.writeFileSync(file, `import time\ntime.sleep(${(6 - i) * 0.05})\nprint(${i})\n`);
    return server.run(file, {cwd: dir, env, timeoutMs: 20_000});
  });
  const outcomes = await Promise.all(runs);
  assert.deepEqual(
    outcomes.map((o) => [o.exitCode, o.stdout]),
    outcomes.map((_, i) => [0, `${i}\n`]),
  );
});

test('a sample that outlives its time is killed with what it started, and says so', async () => {
  const file = path.join(dir, 'hangs.py');
  const pidFile = path.join(dir, 'child.pid');
  fs.writeFileSync(
    file,
    `import subprocess, time\nchild = subprocess.Popen(["sleep", "60"])\nopen(${JSON.stringify(pidFile)}, "w").write(str(child.pid))\ntime.sleep(60)\n`,
  );
  const outcome = await server.run(file, {cwd: dir, env, timeoutMs: 1_500});
  assert.equal(outcome.timedOut, true);
  assert.equal(outcome.signal, 'SIGKILL');
  const child = Number(fs.readFileSync(pidFile, 'utf8'));
  // The grandchild got SIGKILL too; wait until the kernel has removed it.
  await waitUntil(() => !isAlive(child));
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

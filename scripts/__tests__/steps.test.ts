import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Runs a lane of fake npm scripts in the background, as scripts/test-quick.sh does; `bad` fails with status 3. */
function runLane(...scripts: string[]): {status: number | null; output: string} {
  const pairs = scripts.map((script) => `"${script}|${script}"`).join(' ');
  const program = `set -euo pipefail
source scripts/lib/steps.sh
started=$(date +%s)
npm() { echo "ran $3"; [ "$3" != bad ] || return 3; }
background "the lane" lane ${pairs}
await "the lane"
echo "after the lane"`;
  const result = spawnSync('bash', ['-c', program], {cwd: root, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

test('a lane whose steps pass runs them all, and the script goes on', () => {
  const {status, output} = runLane('one', 'two');
  assert.equal(status, 0, output);
  assert.match(output, /ran one[\s\S]*ran two[\s\S]*after the lane/);
});

test('a step that fails in the middle of a lane stops the lane and fails the run with its status', () => {
  const {status, output} = runLane('one', 'bad', 'three');
  assert.equal(status, 3, output);
  assert.match(output, /ran bad/);
  assert.doesNotMatch(output, /ran three|after the lane/);
  assert.match(output, /FAILED: the lane/);
});

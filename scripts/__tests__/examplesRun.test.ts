import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {detailOf, pickUpstream, servicePrefixOf, violationsOf, type Exchange, type Upstream} from '../lib/examples/routing';
import {judge, type Outcome} from '../lib/examples/verdict';
import {countsLine, skippedByReason, tail} from '../lib/examples/report';
import {specsForPrism} from '../lib/examples/mockPlatform';

const upstreams: Upstream[] = [
  {spec: 'openapi/authentication.yaml', port: 1, paths: ['/auth/v1/token', '/auth/v1/api-keys', '/auth/v1/api-keys/{keyId}']},
  {spec: 'openapi/usage.yaml', port: 2, paths: ['/usage/v1/usage', '/usage/v1/usage/allowed']},
];

test('router: a path goes to the spec that defines it, else to its service, else nowhere', () => {
  assert.equal(servicePrefixOf('/auth/v1/api-keys/{keyId}'), '/auth/v1');
  assert.equal(pickUpstream('/usage/v1/usage/allowed', upstreams)?.port, 2);
  assert.equal(pickUpstream('/auth/v1/api-keys/key_1', upstreams)?.port, 1);
  assert.equal(pickUpstream('/usage/v1/usages', upstreams)?.port, 2, 'a wrong path under a known service reaches Prism, which answers 404');
  assert.equal(pickUpstream('/orders/v1/orders', upstreams), undefined);
});

test("router: Prism's sl-violations header becomes readable messages", () => {
  const header = JSON.stringify([
    {
      location: ['request', 'query', 'period'],
      severity: 'Error',
      code: 'enum',
      message: 'Request query parameter period must be equal to one of the allowed values: current, previous',
    },
  ]);
  assert.deepEqual(violationsOf(header), ['Request query parameter period must be equal to one of the allowed values: current, previous']);
  assert.deepEqual(violationsOf(undefined), []);
  assert.deepEqual(violationsOf('not json'), ['not json']);
  assert.equal(
    detailOf('{"title":"Route not resolved","detail":"The route /usage/v1/usages hasn\'t been found"}'),
    "The route /usage/v1/usages hasn't been found",
  );
  assert.equal(detailOf('<html>'), undefined);
});

const done: Outcome = {exitCode: 0, signal: null, timedOut: false, stdout: '', stderr: '', ms: 10};
const ok: Exchange = {method: 'GET', url: '/usage/v1/usage', status: 200, violations: []};

test('verdict: exit 0 with only successful requests passes', () => {
  assert.deepEqual(judge(done, [ok], 20_000), {ok: true});
});

test('verdict: a 4xx from the mock fails even when the sample exits 0, and names the violation', () => {
  const bad: Exchange = {method: 'GET', url: '/usage/v1/usage?period=x', status: 422, violations: ['period must be current or previous']};
  const verdict = judge(done, [ok, bad], 20_000);
  assert.equal(verdict.ok, false);
  assert.match(verdict.ok ? '' : verdict.reason, /got 422 from the mock: GET \/usage\/v1\/usage\?period=x → 422: period must be/);
});

test('verdict: non-zero exit, timeout and no request at all fail', () => {
  const failed = (v: ReturnType<typeof judge>) => (v.ok ? '' : v.reason);
  assert.equal(failed(judge({...done, exitCode: 1}, [ok], 20_000)), 'exited with code 1');
  assert.equal(failed(judge({...done, exitCode: null, timedOut: true, signal: 'SIGKILL'}, [], 20_000)), 'timed out after 20 s');
  assert.match(failed(judge(done, [], 20_000)), /made no request/);
});

test('verdict: a syntax error is "does not parse", told from a SyntaxError thrown while running (real Node and Python)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-'));
  try {
    const run = (command: string, name: string, source: string): Outcome => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, source);
      const result = spawnSync(command, [file], {encoding: 'utf8'});
      return {...done, exitCode: result.status, stderr: result.stderr};
    };
    const reason = (v: ReturnType<typeof judge>) => (v.ok ? '' : v.reason);
    assert.equal(reason(judge(run(process.execPath, 'bad.mjs', 'const a = fetch(;\n'), [], 20_000)), 'does not parse');
    assert.equal(reason(judge(run(process.execPath, 'runtime.mjs', 'JSON.parse("{");\n'), [], 20_000)), 'exited with code 1');
    // Any python3 parses; the samples' interpreter (with requests) is installed later in CI.
    assert.equal(reason(judge(run('python3', 'bad.py', 'def f(:\n    pass\n'), [], 20_000)), 'does not parse');
    assert.equal(reason(judge(run('python3', 'indent.py', 'if True:\nprint(1)\n'), [], 20_000)), 'does not parse');
    assert.equal(reason(judge(run('python3', 'runtime.py', 'compile("def (", "x", "exec")\n'), [], 20_000)), 'exited with code 1');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('report: tail, skipped grouped by reason, counts line', () => {
  assert.deepEqual(tail('a\n\nb\nc\n', 2), ['    | b', '    | c']);
  const lines = skippedByReason([
    {file: 'a.mdx', line: 3, lang: 'bash', reason: 'fragment'},
    {file: 'b.mdx', line: 9, lang: 'python', reason: 'needs X'},
    {file: 'a.mdx', line: 7, lang: 'js', reason: 'fragment'},
  ]);
  assert.deepEqual(lines, ['    2 × fragment  (a.mdx:3,7)', '    1 × needs X  (b.mdx:9)']);
  assert.equal(countsLine({run: 3, passed: 2, failed: 1, skipped: 4}), 'examples: 3 run, 2 passed, 1 failed, 4 skipped');
});

test('the mock gets a copy of openapi/ whose operations are not deprecated (Prism would send `Deprecation: true`); schema members keep theirs', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'specs-for-prism-test-'));
  try {
    fs.mkdirSync(path.join(root, 'openapi', '_shared'), {recursive: true});
    const spec =
      'paths:\n  /x:\n    get:\n      deprecated: true\n      summary: X\ncomponents:\n  schemas:\n    A:\n      properties:\n        old:\n          deprecated: true\n';
    fs.writeFileSync(path.join(root, 'openapi', 'x.yaml'), spec);
    fs.writeFileSync(path.join(root, 'openapi', '_shared', 'components.yaml'), 'components: {}\n');
    const copy = specsForPrism(root);
    try {
      assert.equal(
        fs.readFileSync(path.join(copy, 'openapi', 'x.yaml'), 'utf8'),
        'paths:\n  /x:\n    get:\n      summary: X\ncomponents:\n  schemas:\n    A:\n      properties:\n        old:\n          deprecated: true\n',
      );
      assert.ok(fs.existsSync(path.join(copy, 'openapi', '_shared', 'components.yaml')), 'relative $ref targets are copied too');
      assert.equal(fs.readFileSync(path.join(root, 'openapi', 'x.yaml'), 'utf8'), spec, 'the repository copy is untouched');
    } finally {
      fs.rmSync(copy, {recursive: true, force: true});
    }
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

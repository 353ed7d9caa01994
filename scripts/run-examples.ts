/**
 * npm run test:examples — runs every request sample in the hand-written docs,
 * and the curl, Python and JavaScript samples generated for every endpoint page,
 * against a Prism mock of openapi/*.yaml, and checks documented responses and
 * "Errors you may hit" tables against the specs. See CONTRIBUTING.md,
 * "Writing samples that pass".
 *
 *   npm run test:examples                                         # all docs
 *   npm run test:examples -- docs/usage/guides/usage-reporting.mdx  # one file (or a folder)
 *   npm run test:examples -- --jobs 4 --timeout 20
 *
 * Samples: fences in bash/sh/shell, python, javascript/js and ts, unless marked
 * norun="<reason>". The one substitution: https://api.example.com → the
 * mock's origin (http://127.0.0.1:<port>). Credentials come from dummy
 * API_KEY, CLIENT_ID, CLIENT_SECRET and ACCESS_TOKEN. A sample fails when it
 * does not parse, exits non-zero, times out, sends no request, or gets an
 * error status from the mock (Prism's violations say what broke the spec).
 * Python samples start as forks of one interpreter that has imported requests
 * (lib/examples/pythonForkServer.ts): the same outcome as `python3 file`,
 * without 0.25 s of CPU per sample to start it. With PLATFORM_MOCK=<file> (npm
 * run mock:start, as npm test does) it uses that shared mock instead of
 * starting Prism.
 */
import pLimit from 'p-limit';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {ApiSamples} from './lib/apiPages/types';
import type {Problem} from './lib/contentChecks';
import {parseCliOptions, selectDocs} from './lib/examples/cliOptions';
import {commandsFor, type Interpreters} from './lib/examples/commands';
import {checkErrorTables} from './lib/examples/errorTables';
import {extractSamples, type Sample, type Skipped} from './lib/examples/extractSamples';
import {generatedSampleFiles, isGeneratedSamplesFile, samplesOf} from './lib/examples/generatedSamples';
import {loadSpecs} from './lib/examples/loadSpecs';
import type {MockPlatform} from './lib/examples/mockPlatform';
import {pointAtMock} from './lib/examples/pointAtMock';
import {startPythonForkServer, type PythonForkServer} from './lib/examples/pythonForkServer';
import {countsLine, skippedByReason, tail} from './lib/examples/report';
import {checkResponseExamples} from './lib/examples/responseExamples';
import {killRunningSamples, runCommand} from './lib/examples/runSample';
import {extensionOf} from './lib/examples/runners';
import {sampleEnv} from './lib/examples/sampleEnv';
import {createValidator} from './lib/examples/schemaValidator';
import {mockPlatformFor} from './lib/examples/sharedMockUse';
import {missingTools, pickPython} from './lib/examples/tools';
import {describeExchange, judge, type Outcome, type Verdict} from './lib/examples/verdict';
import {handWrittenDocs} from './lib/files';

const root = path.resolve(import.meta.dirname, '..');
const defaults = {jobs: Math.max(2, Math.min(4, os.availableParallelism() * 2)), timeoutMs: 20_000};

type Result = {sample: Sample; verdict: Verdict; outcome: Outcome; requests: string[]};

// Whatever happens — success, failure, an exception, Ctrl-C — the mock (unless
// it is a shared one) and any running sample die with this process.
let mock: MockPlatform | undefined;
let pythonServer: PythonForkServer | undefined;
let workdir: string | undefined;
function cleanup(): void {
  killRunningSamples();
  pythonServer?.stop();
  pythonServer = undefined;
  mock?.stop();
  mock = undefined;
  if (workdir) fs.rmSync(workdir, {recursive: true, force: true});
  workdir = undefined;
}
process.on('exit', cleanup);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the mock and the samples`);
    cleanup();
    process.exit(code);
  });
}

function printProblems(problems: readonly Problem[]): void {
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
}

async function runSample(sample: Sample, platform: MockPlatform, dir: string, bin: Interpreters, timeoutMs: number): Promise<Result> {
  const session = await platform.openSession();
  const file = path.join(dir, `${sample.file.replace(/[\\/]/g, '_')}-L${sample.line}${extensionOf[sample.runner]}`);
  fs.writeFileSync(file, `${pointAtMock(sample.source, session.origin)}\n`);
  const env = sampleEnv(process.env);
  const {check, run} = commandsFor(sample.runner, file, bin);
  const checked = check ? await runCommand(check, {cwd: dir, env, timeoutMs}) : undefined;
  let outcome: Outcome;
  let verdict: Verdict;
  if (checked && checked.exitCode !== 0) {
    outcome = checked;
    verdict = {ok: false, reason: 'does not parse'};
  } else {
    // Python samples start as forks of an interpreter that has imported requests (./lib/examples/pythonForkServer.ts).
    outcome =
      sample.runner === 'python' && pythonServer ? await pythonServer.run(file, {cwd: dir, env, timeoutMs}) : await runCommand(run, {cwd: dir, env, timeoutMs});
    verdict = judge(outcome, session.exchanges, timeoutMs);
  }
  await session.close();
  const where = `${sample.file}:${sample.line} [${sample.lang}]`;
  console.log(verdict.ok ? `  ok    ${where} ${(outcome.ms / 1000).toFixed(1)} s` : `  FAIL  ${where} ${verdict.reason}`);
  return {sample, verdict, outcome, requests: session.exchanges.map(describeExchange)};
}

function printFailure({sample, verdict, outcome, requests}: Result): void {
  if (verdict.ok) return;
  console.error(`\n${sample.file}:${sample.line} [${sample.lang}] ${verdict.reason}`);
  console.error(`    (line N of the sample is line ${sample.line}+N of ${sample.file})`);
  for (const r of requests) console.error(`    request: ${r}`);
  const stderr = tail(outcome.stderr);
  const stdout = tail(outcome.stdout, 8);
  if (stderr.length > 0) console.error(['    stderr (last lines):', ...stderr].join('\n'));
  if (stdout.length > 0) console.error(['    stdout (last lines):', ...stdout].join('\n'));
}

async function main(): Promise<number> {
  const started = Date.now();
  const options = parseCliOptions(process.argv.slice(2), defaults);
  const generated = generatedSampleFiles(root);
  if (generated.length === 0) {
    console.error('No generated endpoint samples (docs/<area>/api/*.samples.json): run `npm run api:gen` first.');
    return 2;
  }
  const docs = handWrittenDocs(root).map((file) => path.relative(root, file).split(path.sep).join('/'));
  const selected = selectDocs([...docs, ...generated], options.paths, root, process.env.INIT_CWD ?? process.cwd());
  if (selected.unmatched.length > 0) {
    console.error(`No docs under docs/ match: ${selected.unmatched.join(', ')}.`);
    return 2;
  }
  const files = selected.files.filter((file) => !isGeneratedSamplesFile(file));
  const endpointFiles = selected.files.filter(isGeneratedSamplesFile);

  // 1. Static checks: sample markers, documented responses, error tables.
  const specs = await loadSpecs(root);
  const operations = specs.flatMap((s) => s.operations);
  const validate = createValidator();
  const samples: Sample[] = [];
  const skipped: Skipped[] = [];
  const problems: Problem[] = [];
  let responses = 0;
  let tables = 0;
  let rows = 0;
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const extracted = extractSamples(file, text);
    samples.push(...extracted.samples);
    skipped.push(...extracted.skipped);
    const responseCheck = checkResponseExamples(file, text, operations, validate);
    const tableCheck = checkErrorTables(file, text, operations);
    responses += responseCheck.checked;
    tables += tableCheck.tables;
    rows += tableCheck.rows;
    problems.push(...extracted.problems, ...responseCheck.problems, ...tableCheck.problems);
  }
  const handWritten = samples.length;
  for (const file of endpointFiles) samples.push(...samplesOf(file, JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as ApiSamples));
  console.log(
    `examples: ${files.length} docs, ${handWritten} samples to run, ${skipped.length} marked norun; ${samples.length - handWritten} generated samples of ${endpointFiles.length} endpoint pages`,
  );
  console.log(
    `responses: ${responses} documented bodies and ${rows} rows of ${tables} error tables checked against ${specs.length} specs, ${problems.length} problems`,
  );

  // 2. Run the samples against the mock.
  const results: Result[] = [];
  if (samples.length > 0) {
    const python = pickPython();
    const runners = new Set(samples.map((s) => s.runner));
    const missing = missingTools(
      runners,
      samples.map((s) => s.source),
      python,
    );
    if (missing.length > 0) {
      console.error(`Cannot run the samples; missing: ${missing.join(', ')}.\nRun \`bash scripts/ensure-python-requests.sh\` (as root) or install them.`);
      return 1;
    }
    const bin: Interpreters = {node: process.execPath, python: python ?? 'python3', tsxCli: require.resolve('tsx/cli', {paths: [root]})};
    const mockStarted = Date.now();
    mock = await mockPlatformFor(root, specs);
    const seconds = ((Date.now() - mockStarted) / 1000).toFixed(1);
    console.log(
      `mock: ${mock.upstreams.map((u) => `${u.spec} on 127.0.0.1:${u.port}`).join(', ')} ` +
        `(${mock.shared ? `the shared mock of PLATFORM_MOCK, checked in ${seconds} s` : `Prism, ${seconds} s to start`}); ${options.jobs} at a time${python ? `; python: ${python}` : ''}`,
    );
    if (runners.has('python')) pythonServer = startPythonForkServer(bin.python);
    workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-'));
    const platform = mock;
    const dir = workdir;
    const limit = pLimit(options.jobs);
    results.push(...(await Promise.all(samples.map((sample) => limit(() => runSample(sample, platform, dir, bin, options.timeoutMs))))));
    cleanup();
  }

  // 3. Report.
  const failed = results.filter((r) => !r.verdict.ok);
  failed.forEach(printFailure);
  if (problems.length > 0) {
    console.error('\nProblems in docs (markers, documented bodies, error tables):');
    printProblems(problems);
  }
  if (skipped.length > 0) console.log(['\nskipped by reason (norun="…"):', ...skippedByReason(skipped)].join('\n'));
  console.log(
    `\n${countsLine({run: results.length, passed: results.length - failed.length, failed: failed.length, skipped: skipped.length})}` +
      ` in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (problems.length > 0) console.log(`docs: ${problems.length} problems (listed above)`);
  return failed.length > 0 || problems.length > 0 ? 1 : 0;
}

main()
  .then((code) => {
    cleanup();
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    cleanup();
    process.exit(1);
  });

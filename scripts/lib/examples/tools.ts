import {spawnSync} from 'node:child_process';
import type {Runner} from './runners';

function succeeds(command: string, args: readonly string[]): boolean {
  const result = spawnSync(command, args, {stdio: 'ignore', timeout: 15_000});
  return result.status === 0;
}

/**
 * The Python that runs samples: $PYTHON, then `python3` on PATH, then
 * Debian's /usr/bin/python3 — the first that can import requests. The same
 * order as scripts/ensure-python-requests.sh, which installs Debian's
 * python3-requests when none can.
 */
export function pickPython(): string | undefined {
  const candidates = [process.env.PYTHON, 'python3', '/usr/bin/python3'].filter((c): c is string => Boolean(c));
  for (const candidate of candidates) {
    // Resolve to the interpreter itself: version-manager shims (pyenv) cost ~0.3 s per start.
    const probe = spawnSync(candidate, ['-c', 'import requests, sys; print(sys.executable)'], {encoding: 'utf8', timeout: 15_000});
    const executable = probe.stdout?.trim();
    if (probe.status === 0) return executable || candidate;
  }
  return undefined;
}

/** Commands the selected samples need that are missing, with how to get them. */
export function missingTools(runners: ReadonlySet<Runner>, sources: readonly string[], python: string | undefined): string[] {
  const missing: string[] = [];
  const has = (command: string) => succeeds('sh', ['-c', `command -v ${command}`]);
  if (runners.has('bash')) {
    if (!has('bash')) missing.push('bash');
    if (!has('curl')) missing.push('curl (Debian package curl)');
    if (sources.some((s) => /\bjq\b/.test(s)) && !has('jq')) missing.push('jq (Debian package jq)');
    if (sources.some((s) => /\bopenssl\b/.test(s)) && !has('openssl')) missing.push('openssl (Debian package openssl)');
  }
  if (runners.has('python') && !python) missing.push('a python3 that can import requests (Debian package python3-requests)');
  return missing;
}

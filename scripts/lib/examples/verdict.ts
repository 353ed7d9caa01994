import {hosts} from '../../../config/site';
import type {Exchange} from './routing';

/** What happened when a sample ran (or was syntax-checked). */
export type Outcome = {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  ms: number;
};

export type Verdict = {ok: true} | {ok: false; reason: string};

export function describeExchange(e: Exchange): string {
  const why = e.violations.length > 0 ? `: ${e.violations.join('; ')}` : '';
  return `${e.method} ${e.url} → ${e.status}${why}`;
}

/**
 * Whether a run failed on a syntax error of the sample: Python and Node
 * report one before running its first line (so no request was sent), as a
 * line starting `SyntaxError` (or Python's `IndentationError`/`TabError`).
 * A SyntaxError thrown while running (JSON.parse, say) comes with Python's
 * "Traceback" header or a Node stack frame in the sample's file: not a parse failure.
 */
export function isSyntaxError(outcome: Outcome, exchanges: readonly Exchange[]): boolean {
  const {stderr} = outcome;
  const reported = /^(SyntaxError|IndentationError|TabError)\b/m.test(stderr);
  const whileRunning = /^Traceback \(most recent call last\)/m.test(stderr) || /^\s+at .*file:\/\//m.test(stderr);
  return outcome.exitCode !== 0 && exchanges.length === 0 && reported && !whileRunning;
}

/**
 * A sample passes when it exits 0 within its time limit, sent at least one
 * request to the mock, and got no error status from it. A 4xx from Prism
 * means the request breaks its spec (wrong path, parameter, body, media type
 * or missing credentials); Prism's violations say which.
 */
export function judge(outcome: Outcome, exchanges: readonly Exchange[], timeoutMs: number): Verdict {
  if (isSyntaxError(outcome, exchanges)) return {ok: false, reason: 'does not parse'};
  const rejected = exchanges.filter((e) => e.status >= 400);
  if (rejected.length > 0) {
    const first = rejected[0] as Exchange;
    const more = rejected.length > 1 ? ` (and ${rejected.length - 1} more)` : '';
    return {ok: false, reason: `got ${first.status} from the mock: ${describeExchange(first)}${more}`};
  }
  if (outcome.timedOut) return {ok: false, reason: `timed out after ${Math.round(timeoutMs / 1000)} s`};
  if (outcome.exitCode !== 0) {
    return {ok: false, reason: outcome.signal ? `killed by ${outcome.signal}` : `exited with code ${outcome.exitCode ?? '?'}`};
  }
  if (exchanges.length === 0) return {ok: false, reason: `made no request to the mock (is the URL built from ${hosts.api}?)`};
  return {ok: true};
}

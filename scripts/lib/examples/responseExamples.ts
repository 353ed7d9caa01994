/**
 * Documented response bodies, checked against the specs. A ```json block whose
 * fence meta says `response="<status> <METHOD> <path>"`, for example
 *
 *   ```json response="401 GET /usage/v1/usage"
 *
 * must be a body the spec declares for that operation and status: the status
 * is declared, the body validates against that response's schema (no
 * undeclared fields), and a problem+json `status` member equals the status.
 * A ```json block that looks like an error body (problem+json or an OAuth
 * error) must carry the marker, unless it is marked norun.
 */
import {fencedBlocks, type Problem} from '../contentChecks';
import {parseFenceMeta} from './fenceMeta';
import {declaredStatuses, describeOperation, findOperation, isObject, responseFor, type Operation} from './specModel';
import type {Validate} from './schemaValidator';

export type ResponseRef = {status: number; method: string; path: string};

export function parseResponseRef(value: string): ResponseRef | undefined {
  const m = /^\s*([1-5]\d\d)\s+(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS)\s+(\/\S*)\s*$/i.exec(value);
  if (!m) return undefined;
  const [, status = '', method = '', path = ''] = m;
  return {status: Number(status), method: method.toUpperCase(), path};
}

/** A problem+json body (`type`, `title`, numeric `status`) or an OAuth error (`error` plus a description or URI). */
export function looksLikeErrorBody(body: unknown): boolean {
  if (!isObject(body)) return false;
  const problem = typeof body.type === 'string' && typeof body.title === 'string' && typeof body.status === 'number';
  const oauth = typeof body.error === 'string' && ('error_description' in body || 'error_uri' in body);
  return problem || oauth;
}

function checkOne(ref: ResponseRef, body: unknown, operations: readonly Operation[], validate: Validate): string | undefined {
  const operation = findOperation(operations, ref.method, ref.path);
  if (!operation) return `no spec in openapi/ defines ${ref.method} ${ref.path}`;
  const declared = responseFor(operation, ref.status);
  if (!declared) return `the spec declares no ${ref.status} response for ${describeOperation(operation)} (it declares ${declaredStatuses(operation)})`;
  const media = [...declared.content].filter(([type]) => /[/+]json\b/.test(type));
  if (media.length === 0) return `the spec's ${ref.status} response for ${describeOperation(operation)} has no JSON body`;
  if (isObject(body) && typeof body.status === 'number' && body.status !== ref.status) {
    return `"status": ${body.status} in a body documented as a ${ref.status} response`;
  }
  const failures: string[] = [];
  for (const [type, {schema}] of media) {
    if (!schema) return undefined;
    const errors = validate(schema, body);
    if (errors.length === 0) return undefined;
    failures.push(`${type}: ${errors.slice(0, 4).join('; ')}`);
  }
  return `body does not match the spec's ${ref.status} response for ${describeOperation(operation)} — ${failures.join(' | ')}`;
}

export type ResponseCheck = {checked: number; problems: Problem[]};

export function checkResponseExamples(file: string, text: string, operations: readonly Operation[], validate: Validate): ResponseCheck {
  const result: ResponseCheck = {checked: 0, problems: []};
  for (const fence of fencedBlocks(text)) {
    if (fence.lang !== 'json') continue;
    const meta = parseFenceMeta(fence.meta);
    const marker = meta.get('response');
    let body: unknown;
    try {
      body = JSON.parse(fence.body);
    } catch {
      continue; // lint:content reports JSON that does not parse
    }
    if (marker === undefined) {
      if (looksLikeErrorBody(body) && !meta.has('norun')) {
        const status = isObject(body) && typeof body.status === 'number' ? String(body.status) : '<status>';
        result.problems.push({
          file,
          line: fence.line,
          message: `an error body without a response marker: add response="${status} <METHOD> <path>" to its fence so that it is checked against the spec`,
        });
      }
      continue;
    }
    const ref = parseResponseRef(marker);
    result.checked++;
    const problem = ref
      ? checkOne(ref, body, operations, validate)
      : `response="${marker}" should read response="<status> <METHOD> <path>", e.g. response="401 GET /usage/v1/usage"`;
    if (problem) result.problems.push({file, line: fence.line, message: problem});
  }
  return result;
}

/**
 * "Errors you may hit" tables, checked against the specs. A table whose header
 * starts `| Status | Problem type |` must be preceded (blank lines aside) by an
 * MDX comment naming the operations it documents:
 *
 *   {/* errors-for: GET /usage/v1/usage *\/}
 *   {/* errors-for: POST /auth/v1/api-keys, DELETE /auth/v1/api-keys/{keyId} *\/}
 *   {/* errors-for: every operation *\/}   (every operation that takes an API key or bearer token)
 *
 * Each row's status must be declared by the spec for each of those operations,
 * with the body shape the row names: `OAuth \`code\`` → an OAuth error body
 * whose `error` can be that code; a problem type such as [`forbidden`](…) → an
 * application/problem+json response with an example of that type.
 */
import type {Problem} from '../contentChecks';
import {declaredStatuses, describeOperation, findOperation, isObject, responseFor, type DeclaredResponse, type Operation} from './specModel';

export type ErrorShape = {kind: 'oauth' | 'problem'; name: string};
export type ErrorRow = {line: number; status: number | undefined; shape: ErrorShape | undefined; text: string};
export type ErrorTable = {line: number; targets: string[] | undefined; rows: ErrorRow[]};

const annotation = /^\s*\{\/\*\s*errors-for:\s*(.*?)\s*\*\/\}\s*$/;

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

export function shapeOf(cell: string): ErrorShape | undefined {
  const oauth = /OAuth\s+`([a-z_]+)`/.exec(cell);
  if (oauth?.[1]) return {kind: 'oauth', name: oauth[1]};
  const problem = /`([a-z][a-z-]*)`/.exec(cell);
  return problem?.[1] ? {kind: 'problem', name: problem[1]} : undefined;
}

export function errorTables(text: string): ErrorTable[] {
  const lines = text.split('\n');
  const tables: ErrorTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = cells(lines[i] ?? '');
    const isErrorTable = (lines[i] ?? '').trim().startsWith('|') && /^status$/i.test(header[0] ?? '') && /^problem type$/i.test(header[1] ?? '');
    if (!isErrorTable) continue;
    let above = i - 1;
    while (above >= 0 && (lines[above] ?? '').trim() === '') above--;
    const target = annotation.exec(lines[above] ?? '')?.[1];
    const table: ErrorTable = {
      line: i + 1,
      targets: target
        ?.split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      rows: [],
    };
    let j = i + 2; // skip the |---| line
    for (; j < lines.length && (lines[j] ?? '').trim().startsWith('|'); j++) {
      const [status = '', problemType = ''] = cells(lines[j] ?? '');
      table.rows.push({
        line: j + 1,
        status: /^\d{3}$/.test(status) ? Number(status) : undefined,
        shape: shapeOf(problemType),
        text: `${status} ${problemType}`,
      });
    }
    tables.push(table);
    i = j;
  }
  return tables;
}

/** Resolves an annotation's targets to operations; problems for those it cannot find. */
function operationsFor(targets: readonly string[], operations: readonly Operation[]): {ops: Operation[]; unknown: string[]} {
  const ops: Operation[] = [];
  const unknown: string[] = [];
  for (const target of targets) {
    if (target === 'every operation') {
      ops.push(...operations.filter((op) => op.takesCallerCredentials));
      continue;
    }
    const m = /^([A-Za-z]+)\s+(\/\S*)$/.exec(target);
    const op = m ? findOperation(operations, m[1] ?? '', m[2] ?? '') : undefined;
    if (op) ops.push(op);
    else unknown.push(target);
  }
  return {ops, unknown};
}

function shapeProblem(shape: ErrorShape, status: number, declared: DeclaredResponse): string | undefined {
  const media = [...declared.content.entries()];
  if (shape.kind === 'oauth') {
    const allowed = media.some(([, m]) => {
      const error = isObject(m.schema) && isObject(m.schema.properties) ? m.schema.properties.error : undefined;
      const inEnum = isObject(error) && Array.isArray(error.enum) && error.enum.includes(shape.name);
      return inEnum || m.examples.some((e) => isObject(e) && e.error === shape.name);
    });
    return allowed ? undefined : `declares no OAuth error \`${shape.name}\` for ${status}`;
  }
  const problem = declared.content.get('application/problem+json');
  if (!problem) return `answers ${status} with ${media.map(([t]) => t).join(', ') || 'no body'}, not application/problem+json`;
  const hasType = problem.examples.some((e) => isObject(e) && typeof e.type === 'string' && e.type.endsWith(`#${shape.name}`));
  return hasType ? undefined : `has no example of problem type \`${shape.name}\` for ${status} (add one to the spec, or fix the table)`;
}

export type TableCheck = {tables: number; rows: number; problems: Problem[]};

export function checkErrorTables(file: string, text: string, operations: readonly Operation[]): TableCheck {
  const result: TableCheck = {tables: 0, rows: 0, problems: []};
  for (const table of errorTables(text)) {
    result.tables++;
    if (!table.targets || table.targets.length === 0) {
      result.problems.push({file, line: table.line, message: 'error table without an operation: put {/* errors-for: <METHOD> <path> */} on a line above it'});
      continue;
    }
    const {ops, unknown} = operationsFor(table.targets, operations);
    for (const target of unknown) result.problems.push({file, line: table.line, message: `errors-for names "${target}", which no spec in openapi/ defines`});
    for (const row of table.rows) {
      result.rows++;
      if (row.status === undefined || !row.shape) {
        result.problems.push({file, line: row.line, message: `cannot read the status and problem type of "${row.text}"`});
        continue;
      }
      const status = row.status;
      const shape = row.shape;
      for (const op of ops) {
        const declared = responseFor(op, status);
        const problem = declared ? shapeProblem(shape, status, declared) : `does not declare ${status} (it declares ${declaredStatuses(op)})`;
        if (problem) result.problems.push({file, line: row.line, message: `the spec for ${describeOperation(op)} ${problem}`});
      }
    }
  }
  return result;
}

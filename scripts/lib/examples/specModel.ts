/**
 * The parts of a dereferenced OpenAPI document the example checks need:
 * operations, their declared responses (with schemas and examples) and whether
 * they take the caller's API key or bearer token. Pure: loading is in loadSpecs.ts.
 */
import {matchesTemplate} from '../contentChecks';

export type JsonObject = {[key: string]: unknown};

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type MediaType = {schema: JsonObject | undefined; examples: unknown[]};
export type DeclaredResponse = {status: string; content: ReadonlyMap<string, MediaType>};
export type Operation = {
  spec: string;
  method: string;
  path: string;
  responses: ReadonlyMap<string, DeclaredResponse>;
  /** Secured by an API key or a bearer token (not, like the token endpoint, by client credentials). */
  takesCallerCredentials: boolean;
};

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function mediaTypeOf(media: JsonObject): MediaType {
  const examples = isObject(media.examples)
    ? Object.values(media.examples)
        .filter(isObject)
        .map((e) => e.value)
    : [];
  return {
    schema: isObject(media.schema) ? media.schema : undefined,
    examples: 'example' in media ? [media.example, ...examples] : examples,
  };
}

function responsesOf(operation: JsonObject): Map<string, DeclaredResponse> {
  const responses = new Map<string, DeclaredResponse>();
  for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    if (!isObject(response)) continue;
    const content = new Map<string, MediaType>();
    for (const [type, media] of Object.entries(isObject(response.content) ? response.content : {})) {
      if (isObject(media)) content.set(type, mediaTypeOf(media));
    }
    responses.set(status, {status, content});
  }
  return responses;
}

function takesCallerCredentials(doc: JsonObject, operation: JsonObject): boolean {
  const security = Array.isArray(operation.security) ? operation.security : Array.isArray(doc.security) ? doc.security : [];
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  return security.filter(isObject).some((requirement) =>
    Object.keys(requirement).some((name) => {
      const scheme = schemes[name];
      if (!isObject(scheme)) return false;
      return scheme.type === 'apiKey' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect' || (scheme.type === 'http' && scheme.scheme === 'bearer');
    }),
  );
}

export function operationsOf(spec: string, doc: unknown): Operation[] {
  if (!isObject(doc) || !isObject(doc.paths)) return [];
  const root = doc;
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = isObject(item) ? item[method] : undefined;
      if (!isObject(operation)) return [];
      return [{spec, method: method.toUpperCase(), path, responses: responsesOf(operation), takesCallerCredentials: takesCallerCredentials(root, operation)}];
    }),
  );
}

/** The operation for `GET /auth/v1/api-keys/key_1` (or the template itself); literal paths win over templates. */
export function findOperation(operations: readonly Operation[], method: string, path: string): Operation | undefined {
  const params = (template: string) => (template.match(/\{[^}]+\}/g) ?? []).length;
  return operations
    .filter((op) => op.method === method.toUpperCase() && (op.path === path || matchesTemplate(path, op.path)))
    .sort((a, b) => params(a.path) - params(b.path))[0];
}

/** The response the spec declares for a status: exact code, then a range such as `4XX`, then `default`. */
export function responseFor(operation: Operation, status: number): DeclaredResponse | undefined {
  return operation.responses.get(String(status)) ?? operation.responses.get(`${Math.floor(status / 100)}XX`) ?? operation.responses.get('default');
}

export function describeOperation(operation: Operation): string {
  return `${operation.method} ${operation.path}`;
}

export function declaredStatuses(operation: Operation): string {
  return [...operation.responses.keys()].join(', ');
}

/**
 * Postman collection helpers: merge per-spec collections into one portal
 * collection, and list the operations a collection holds (for the test that
 * checks every spec operation is in it).
 */
import $RefParser from '@apidevtools/json-schema-ref-parser';
import {hosts} from '../../config/site';

export type PostmanUrl = {raw?: string; path?: Array<string | {value?: string}>};
export type PostmanItem = {
  name?: string;
  item?: PostmanItem[];
  request?: {method?: string; url?: PostmanUrl | string; auth?: PostmanAuth | null; [key: string]: unknown};
  event?: Array<{listen: string; script: {type: string; exec: string[]}}>;
  [key: string]: unknown;
};
export type PostmanAuth = {type: string; [key: string]: unknown};
export type PostmanCollection = {
  info: {name: string; schema: string; description?: string; _postman_id?: string};
  item: PostmanItem[];
  variable?: Array<{key: string; value: string; type?: string}>;
  auth?: unknown;
};

export const collectionVariables = {
  baseUrl: hosts.api,
  apiKey: '',
  accessToken: '',
  clientId: '',
  clientSecret: '',
} as const;

/** Sent by every request that does not set its own auth: the `apiKey` variable as X-API-Key. */
export const apiKeyAuth: PostmanAuth = {
  type: 'apikey',
  apikey: [
    {key: 'key', value: 'X-API-Key'},
    {key: 'value', value: '{{apiKey}}'},
    {key: 'in', value: 'header'},
  ],
};

/** The token request: HTTP Basic with the `clientId` and `clientSecret` variables. */
export const clientBasicAuth: PostmanAuth = {
  type: 'basic',
  basic: [
    {key: 'username', value: '{{clientId}}'},
    {key: 'password', value: '{{clientSecret}}'},
  ],
};

/** Post-response script of the token request: keeps the token in the `accessToken` variable. */
export const storeTokenScript = [
  'if (pm.response.code === 200) {',
  '  const token = pm.response.json().access_token;',
  '  // The environment wins over collection variables when it defines the name.',
  '  if (pm.environment.has("accessToken")) pm.environment.set("accessToken", token);',
  '  else pm.collectionVariables.set("accessToken", token);',
  '}',
];

/**
 * Rewrites the converter's per-request auth so that the collection variables
 * are the only place credentials live:
 * - API-key requests inherit the collection's auth (switch the collection to
 *   Bearer `{{accessToken}}` once to send every request with a token);
 * - HTTP Basic requests (the client-credentials token request) use `clientId`
 *   and `clientSecret`, and store the returned token in `accessToken`.
 */
function withVariableAuth(items: PostmanItem[]): PostmanItem[] {
  return items.map((item) => {
    const next: PostmanItem = {...item};
    if (item.item) next.item = withVariableAuth(item.item);
    const request = item.request;
    if (request?.auth?.type === 'apikey') {
      const {auth: _inherited, ...rest} = request;
      next.request = rest;
    } else if (request?.auth?.type === 'basic') {
      next.request = {...request, auth: clientBasicAuth};
      next.event = [...(item.event ?? []).filter((e) => e.listen !== 'test'), {listen: 'test', script: {type: 'text/javascript', exec: storeTokenScript}}];
    }
    return next;
  });
}

/** One collection, a folder per area, credentials from the collection variables. */
export function mergeCollections(
  name: string,
  description: string,
  parts: Array<{area: string; title: string; collection: PostmanCollection}>,
): PostmanCollection {
  return {
    info: {name, description, schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json'},
    auth: apiKeyAuth,
    variable: Object.entries(collectionVariables).map(([key, value]) => ({key, value, type: 'string'})),
    item: parts.map(({area, title, collection}) => ({name: title, description: `The ${area} API.`, item: withVariableAuth(collection.item)})),
  };
}

/** Every `{{variable}}` a collection uses (requests, auth, scripts). */
export function variablesUsed(collection: PostmanCollection): string[] {
  return [...new Set([...JSON.stringify(collection).matchAll(/\{\{([A-Za-z0-9_]+)\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

/** Path of a request as `/a/{b}` (Postman's `:b` path variables mapped back to OpenAPI braces). */
function pathOf(url: PostmanUrl | string | undefined): string {
  if (!url) return '';
  if (typeof url === 'string') return url.replace(/^\{\{baseUrl\}\}/, '').split('?')[0] ?? '';
  const segments = (url.path ?? []).map((seg) => (typeof seg === 'string' ? seg : (seg.value ?? ''))).filter((seg) => seg !== '');
  // Trailing slashes are dropped on both sides (see specOperations).
  return `/${segments.map((seg) => (seg.startsWith(':') ? `{${seg.slice(1)}}` : seg)).join('/')}`;
}

/** Every request in the collection as `METHOD /path`. */
export function collectionOperations(collection: PostmanCollection): string[] {
  const out: string[] = [];
  const walk = (items: PostmanItem[]) => {
    for (const item of items) {
      if (item.request) out.push(`${(item.request.method ?? 'GET').toUpperCase()} ${pathOf(item.request.url)}`);
      if (item.item) walk(item.item);
    }
  };
  walk(collection.item);
  return out;
}

/** Every operation of an OpenAPI document as `METHOD /path`. */
export function specOperations(spec: {paths?: Record<string, Record<string, unknown>>}): string[] {
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => methods.includes(key))
      .map((method) => `${method.toUpperCase()} ${path.replace(/\/$/, '') || '/'}`),
  );
}

// ---------------------------------------------------------------------------
// Deterministic requests: values only from the specs' examples

/** A parameter of a dereferenced spec. */
type SpecParameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {example?: unknown; default?: unknown};
};
type OpenApi = {paths?: Record<string, Record<string, unknown>>; components?: Record<string, Record<string, unknown>>};
type PostmanParam = {key?: string; value?: string; description?: string | {content?: string}; disabled?: boolean; [key: string]: unknown};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The example a spec gives for a parameter (of a dereferenced spec), as a string, or undefined when it gives none. */
export function exampleOf(parameter: SpecParameter): string | undefined {
  const example = parameter.example ?? Object.values(parameter.examples ?? {}).map((e) => e.value)[0] ?? parameter.schema?.example;
  if (example === undefined) return undefined;
  if (Array.isArray(example)) return example.join(',');
  if (typeof example === 'string' || typeof example === 'number' || typeof example === 'boolean') return String(example);
  return JSON.stringify(example);
}

/** Names another parameter this one must not be sent with, from its description ("in place of `X`", "Not with `X`", "Do not combine with `X`"). */
export function conflictsOf(description: string): string[] {
  const text = description.replace(/\s+/g, ' ');
  return [...text.matchAll(/(?:in place of|not with|do not combine with) `([^`]+)`/gi)].map((m) => m[1] ?? '');
}

const ogcOperation = /\b(Get[A-Z][A-Za-z]+|DescribeFeatureType)\b/g;

/**
 * The OGC operations (`REQUEST` values) a parameter belongs to, from the first
 * sentence of its description ("Required for GetMap and GetFeatureInfo.",
 * "WMS 1.3.0 GetFeatureInfo. …"); empty when it names none (any operation).
 */
export function ogcOperationsOf(description: string): string[] {
  const first = description.replace(/\s+/g, ' ').split(/\.(?:\s|$)/)[0] ?? '';
  return [...first.matchAll(ogcOperation)].map((m) => m[1] ?? '');
}

/** Whether a query parameter belongs to another OGC operation than the one the request's `REQUEST` names. */
export function belongsToOtherOperation(entry: PostmanParam, list: readonly PostmanParam[]): boolean {
  const operation = list.find((other) => (other.key ?? '').toUpperCase() === 'REQUEST' && !other.disabled)?.value;
  if (!operation || (entry.key ?? '').toUpperCase() === 'REQUEST') return false;
  const operations = ogcOperationsOf(textOf(entry.description));
  return operations.length > 0 && !operations.includes(operation);
}

/** The parameters of each operation (`METHOD /path`) of a dereferenced spec. */
function parametersByOperation(spec: OpenApi): Map<string, SpecParameter[]> {
  const out = new Map<string, SpecParameter[]>();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    const shared: unknown[] = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [method, operation] of Object.entries(item)) {
      if (!isRecord(operation) || method === 'parameters') continue;
      const own: unknown[] = Array.isArray(operation.parameters) ? operation.parameters : [];
      const params = [...shared, ...own] as SpecParameter[];
      out.set(`${method.toUpperCase()} ${path.replace(/\/$/, '') || '/'}`, params);
    }
  }
  return out;
}

const textOf = (description: PostmanParam['description']) => (typeof description === 'string' ? description : (description?.content ?? ''));

/**
 * Query parameters and headers of one request: a value the spec has no
 * example for (the converter would invent one, different on every run) is
 * emptied and disabled; of two parameters the spec says not to combine, the
 * later one is disabled; so is a parameter of another OGC operation than the
 * request's `REQUEST` (GetFeatureInfo's `I` and `J` on a GetMap request).
 */
function settle(list: PostmanParam[] | undefined, params: readonly SpecParameter[], where: 'query' | 'header'): void {
  if (!list) return;
  for (const entry of list) {
    const parameter = params.find((p) => p.in === where && p.name.toLowerCase() === (entry.key ?? '').toLowerCase());
    if (parameter && exampleOf(parameter) === undefined) {
      entry.value = '';
      entry.disabled = true;
    }
  }
  if (where === 'query') for (const entry of list) if (belongsToOtherOperation(entry, list)) entry.disabled = true;
  for (let i = list.length - 1; i >= 0; i--) {
    const entry = list[i]!;
    if (entry.disabled) continue;
    const conflicts = conflictsOf(textOf(entry.description)).map((name) => name.toLowerCase());
    if (list.some((other) => other !== entry && !other.disabled && conflicts.includes((other.key ?? '').toLowerCase()))) entry.disabled = true;
  }
}

/**
 * Applies the rules of `settle` to every request (and saved response's original request) of a converted
 * collection. The spec's parameters are read from a dereferenced copy (`@apidevtools/json-schema-ref-parser`):
 * a parameter, its schema and its examples may be `$ref`s.
 */
export async function settleRequests(items: PostmanItem[], spec: OpenApi): Promise<PostmanItem[]> {
  // A bundled spec: its `$ref`s are local. A copy: dereferencing replaces them in the document it reads.
  const dereferenced = await $RefParser.dereference<OpenApi>(spec, {mutateInputSchema: false, resolve: {external: false}, dereference: {circular: 'ignore'}});
  const operations = parametersByOperation(dereferenced);
  const fix = (request: PostmanItem['request'] | undefined) => {
    if (!request || typeof request.url !== 'object') return;
    const params = operations.get(`${(request.method ?? 'GET').toUpperCase()} ${pathOf(request.url)}`) ?? [];
    const url = request.url as {raw?: string; host?: string[]; path?: Array<string | {value?: string}>; query?: PostmanParam[]};
    settle(url.query, params, 'query');
    settle(request.header as PostmanParam[] | undefined, params, 'header');
    for (const variable of (request.url as {variable?: PostmanParam[]}).variable ?? []) {
      const parameter = params.find((p) => p.in === 'path' && p.name === variable.key);
      if (parameter && exampleOf(parameter) === undefined)
        throw new Error(`${request.method} ${pathOf(request.url)}: path parameter ${parameter.name} has no example to put in the Postman request`);
    }
    // The raw URL repeats the query: write it again from what is sent.
    const query = (url.query ?? []).filter((q) => !q.disabled).map((q) => `${q.key ?? ''}=${q.value ?? ''}`);
    const segments = (url.path ?? []).map((seg) => (typeof seg === 'string' ? seg : (seg.value ?? '')));
    url.raw = `${(url.host ?? ['{{baseUrl}}']).join('.')}/${segments.join('/')}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  };
  const walk = (list: PostmanItem[]) => {
    for (const item of list) {
      if (item.item) walk(item.item);
      fix(item.request);
      for (const response of (item.response as Array<{originalRequest?: PostmanItem['request']}> | undefined) ?? []) fix(response.originalRequest);
    }
  };
  walk(items);
  return items;
}

/** Drops the ids the converter makes up on every run (Postman assigns its own on import). */
export function withoutGeneratedIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutGeneratedIds) as T;
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && key !== '_postman_id')
      .map(([key, member]) => [key, withoutGeneratedIds(member)]),
  ) as T;
}

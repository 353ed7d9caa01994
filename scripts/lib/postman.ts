/**
 * Postman collection helpers: merge per-spec collections into one portal
 * collection, and list the operations a collection holds (for the test that
 * checks every spec operation is in it).
 */
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
export const apiKeyAuth: PostmanAuth = {type: 'apikey', apikey: [{key: 'key', value: 'X-API-Key'}, {key: 'value', value: '{{apiKey}}'}, {key: 'in', value: 'header'}]};

/** The token request: HTTP Basic with the `clientId` and `clientSecret` variables. */
export const clientBasicAuth: PostmanAuth = {type: 'basic', basic: [{key: 'username', value: '{{clientId}}'}, {key: 'password', value: '{{clientSecret}}'}]};

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
export function mergeCollections(name: string, description: string, parts: Array<{area: string; title: string; collection: PostmanCollection}>): PostmanCollection {
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

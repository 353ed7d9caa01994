/**
 * Postman collection helpers: merge per-spec collections into one portal
 * collection, and list the operations a collection holds (for the test that
 * checks every spec operation is in it).
 */

export type PostmanUrl = {raw?: string; path?: Array<string | {value?: string}>};
export type PostmanItem = {
  name?: string;
  item?: PostmanItem[];
  request?: {method?: string; url?: PostmanUrl | string};
  [key: string]: unknown;
};
export type PostmanCollection = {
  info: {name: string; schema: string; description?: string; _postman_id?: string};
  item: PostmanItem[];
  variable?: Array<{key: string; value: string; type?: string}>;
  auth?: unknown;
};

export const collectionVariables = {
  baseUrl: 'https://api.example.com',
  apiKey: '',
  accessToken: '',
  clientId: '',
  clientSecret: '',
} as const;

/** One collection, a folder per area, X-API-Key auth from the `apiKey` variable. */
export function mergeCollections(name: string, description: string, parts: Array<{area: string; title: string; collection: PostmanCollection}>): PostmanCollection {
  return {
    info: {name, description, schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json'},
    auth: {type: 'apikey', apikey: [{key: 'key', value: 'X-API-Key'}, {key: 'value', value: '{{apiKey}}'}, {key: 'in', value: 'header'}]},
    variable: Object.entries(collectionVariables).map(([key, value]) => ({key, value, type: 'string'})),
    item: parts.map(({area, title, collection}) => ({name: title, description: `The ${area} API.`, item: collection.item})),
  };
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

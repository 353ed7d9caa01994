import type {ApiOperation} from './decodeApi';
import {basicPlaceholder, envPlaceholder, type Credential} from './credentials';
import {parameterValue, requestBodyOf, stringifyParameter} from './examples';

/** The subset of a HAR 1.2 request httpsnippet reads. */
export type HarRequest = {
  method: string;
  url: string;
  httpVersion: string;
  headers: Array<{name: string; value: string}>;
  queryString: Array<{name: string; value: string}>;
  cookies: Array<{name: string; value: string}>;
  headersSize: number;
  bodySize: number;
  postData?: {mimeType: string; text?: string; params?: Array<{name: string; value: string}>};
};

/**
 * The request a sample sends: required parameters with their documented
 * examples (optional ones are left out, so no sample combines parameters that
 * exclude each other), the documented request body, and credentials as
 * environment-variable placeholders.
 */
export function harOf(op: ApiOperation, serverUrl: string, credential: Credential): HarRequest {
  const params = (op.parameters ?? []).filter((p) => p.required);
  let path = op.path;
  for (const p of params.filter((x) => x.in === 'path')) {
    const value = parameterValue(p);
    if (value === undefined) throw new Error(`${op.method.toUpperCase()} ${op.path}: path parameter "${p.name}" has no example`);
    path = path.replace(`{${p.name}}`, encodeURIComponent(stringifyParameter(value)));
  }
  if (/\{[^}]+\}/.test(path)) throw new Error(`${op.method.toUpperCase()} ${op.path}: a path parameter is not declared as required`);

  const queryString = params.filter((p) => p.in === 'query').map((p) => ({name: p.name, value: stringifyParameter(parameterValue(p) ?? '')}));
  const headers = params.filter((p) => p.in === 'header').map((p) => ({name: p.name, value: stringifyParameter(parameterValue(p) ?? '')}));

  if (credential.kind === 'apiKey' && credential.in === 'header') headers.push({name: credential.name, value: envPlaceholder(credential.env)});
  if (credential.kind === 'apiKey' && credential.in === 'query') queryString.push({name: credential.name, value: envPlaceholder(credential.env)});
  if (credential.kind === 'bearer') headers.push({name: 'Authorization', value: `Bearer ${envPlaceholder(credential.env)}`});
  if (credential.kind === 'basic') headers.push({name: 'Authorization', value: basicPlaceholder});

  const body = requestBodyOf(op);
  let postData: HarRequest['postData'];
  if (body) {
    headers.push({name: 'Content-Type', value: body.mediaType});
    if (body.mediaType === 'application/x-www-form-urlencoded' && body.value && typeof body.value === 'object') {
      const params = Object.entries(body.value as Record<string, unknown>).map(([name, value]) => ({name, value: stringifyParameter(value)}));
      postData = {mimeType: body.mediaType, params, text: new URLSearchParams(params.map((p) => [p.name, p.value])).toString()};
    } else {
      const text = typeof body.value === 'string' ? body.value : JSON.stringify(body.value);
      // httpsnippet writes a body as JSON only for the media types it knows: application/merge-patch+json
      // came out as one escaped string. The Content-Type header above keeps the real media type.
      postData = {mimeType: /[/+]json$/.test(body.mediaType) ? 'application/json' : body.mediaType, text};
    }
  }

  const query = queryString.length > 0 ? `?${queryString.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&')}` : '';
  return {
    method: op.method.toUpperCase(),
    url: `${serverUrl.replace(/\/$/, '')}${path}${query}`,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(postData ? {postData} : {}),
  };
}

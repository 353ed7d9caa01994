import type {ApiOperation, MediaTypeObject, ParameterObject} from './decodeApi';

/** First of: `example`, the first named example, then the schema's own example. */
export function exampleOf(media: MediaTypeObject | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first?.value !== undefined) return first.value;
  return undefined;
}

/** The value a sample uses for a parameter: its example, a named example, the schema's example, default or first enum. */
export function parameterValue(p: ParameterObject): unknown {
  if (p.example !== undefined) return p.example;
  const named = Object.values(p.examples ?? {})[0];
  if (named?.value !== undefined) return named.value;
  return p.schema?.example ?? p.schema?.default ?? p.schema?.enum?.[0];
}

/** The request body a sample sends: the documented example, else the plugin's schema-built example (JSON only). */
export function requestBodyOf(op: ApiOperation): {mediaType: string; value: unknown} | undefined {
  const entries = Object.entries(op.requestBody?.content ?? {});
  const [mediaType, media] = entries[0] ?? [];
  if (!mediaType) return undefined;
  const documented = exampleOf(media);
  if (documented !== undefined) return {mediaType, value: documented};
  if (/json/.test(mediaType) && op.jsonRequestBodyExample !== undefined) return {mediaType, value: op.jsonRequestBodyExample};
  return undefined;
}

/** The first success (2xx) response, with its documented example if it has one. */
export function successResponseOf(op: ApiOperation): {status: string; description: string; mediaType?: string; value?: unknown} | null {
  const success = Object.entries(op.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .sort(([a], [b]) => a.localeCompare(b))[0];
  if (!success) return null;
  const [status, response] = success;
  const description = (response.description ?? '').split('\n')[0]?.trim() ?? '';
  for (const [mediaType, media] of Object.entries(response.content ?? {})) {
    const value = exampleOf(media);
    if (value !== undefined) return {status, description, mediaType, value};
  }
  return {status, description};
}

export function stringifyParameter(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Media types whose bodies are files or bytes (images, 3D tiles, byte ranges): no example can be shown as text. */
const binaryMediaType = /^(image|model|audio|video)\/|^application\/octet-stream$|^multipart\/byteranges$/;

/**
 * Request and response bodies without a documented example, as "request
 * body <type>" or "response <status> <type>". Endpoint pages show documented
 * examples only (src/theme/ResponseExamples), so `api:gen` fails on any.
 */
export function bodiesWithoutExample(op: ApiOperation): string[] {
  const missing: string[] = [];
  for (const [mediaType, media] of Object.entries(op.requestBody?.content ?? {})) {
    if (!binaryMediaType.test(mediaType) && exampleOf(media) === undefined) missing.push(`request body ${mediaType}`);
  }
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      if (!binaryMediaType.test(mediaType) && exampleOf(media) === undefined) missing.push(`response ${status} ${mediaType}`);
    }
  }
  return missing;
}

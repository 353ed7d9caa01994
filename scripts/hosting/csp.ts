/**
 * Content-Security-Policy from config/hosting.ts plus what only the build
 * knows: a sha256 source for each distinct inline script of the served pages,
 * and the analytics endpoint's origin when it is on another host.
 */
import {createHash} from 'node:crypto';
import type {CspDirectives} from '../../config/hosting';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /(?:^|\s)src\s*=/i;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Types a browser runs as script (empty means JavaScript). */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Bodies of the inline scripts of `html` that a browser executes (JSON-LD and other data blocks are not). */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(scriptElement)) {
    const attributes = match[1] ?? '';
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!executableTypes.has(typeValue)) continue;
    bodies.push(match[2] ?? '');
  }
  return bodies;
}

/** The CSP source expression allowing exactly this inline script. */
export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Inline event-handler attributes (onclick=…): a hash cannot allow them, so the build must not contain any. */
export function inlineHandlers(html: string): string[] {
  const handlers: string[] = [];
  for (const tag of html.replace(scriptElement, '').matchAll(/<[a-z][^>]*>/gi)) {
    const found = /\son[a-z]+\s*=/i.exec(tag[0]);
    if (found) handlers.push(tag[0].slice(0, 120));
  }
  return handlers;
}

/** The origin to add to connect-src for a page-view endpoint, or undefined when it is same-origin (a path). */
export function analyticsOrigin(endpoint: string | undefined): string | undefined {
  if (!endpoint || endpoint.startsWith('/')) return undefined;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`ANALYTICS_ENDPOINT must be a path or an http(s) URL, got ${endpoint}`);
  return url.origin;
}

/** The endpoint's path when it is on this host (starts with `/`), which the static host must then answer; else undefined. */
export function analyticsLocalPath(endpoint: string | undefined): string | undefined {
  if (!endpoint?.startsWith('/')) return undefined;
  if (endpoint.startsWith('//') || /[?#]/.test(endpoint))
    throw new Error(`ANALYTICS_ENDPOINT as a path must be a plain path (no host, query or fragment), got ${endpoint}`);
  return endpoint;
}

export type CspInputs = {scriptHashes: readonly string[]; connectOrigins: readonly string[]};

/** Renders the policy; hashes and origins are sorted so the output is stable. */
export function renderCsp(base: CspDirectives, inputs: CspInputs): string {
  const directives: Record<string, string[]> = Object.fromEntries(Object.entries(base).map(([name, sources]) => [name, [...sources]]));
  directives['script-src'] = [...(directives['script-src'] ?? ["'self'"]), ...[...new Set(inputs.scriptHashes)].sort()];
  directives['connect-src'] = [...new Set([...(directives['connect-src'] ?? ["'self'"]), ...inputs.connectOrigins])];
  if (directives['script-src'].some((source) => source === "'unsafe-inline'" || source === "'unsafe-eval'")) {
    throw new Error("config/hosting.ts: script-src must not allow 'unsafe-inline' or 'unsafe-eval'; inline scripts are allowed by hash");
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

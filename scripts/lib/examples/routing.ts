import {matchesTemplate} from '../contentChecks';

/** One Prism instance: the spec it mocks, its port and the path templates it serves. */
export type Upstream = {spec: string; port: number; paths: readonly string[]};

/** One request a sample sent to the mock, as the router saw it. */
export type Exchange = {method: string; url: string; status: number; violations: string[]};

/** `/auth/v1/api-keys/{keyId}` → `/auth/v1`: the service and version every path of a spec starts with. */
export function servicePrefixOf(path: string): string {
  return `/${path.split('/').filter(Boolean).slice(0, 2).join('/')}`;
}

/**
 * The Prism instance for a request path: the spec with a path template that
 * matches it exactly, else the spec whose service prefix (`/usage/v1`) it
 * starts with, so that a wrong path under a known service still reaches
 * Prism and gets Prism's own 404. Undefined when no spec serves the path.
 */
export function pickUpstream(pathname: string, upstreams: readonly Upstream[]): Upstream | undefined {
  const exact = upstreams.find((u) => u.paths.some((template) => matchesTemplate(pathname, template)));
  if (exact) return exact;
  const prefix = servicePrefixOf(pathname);
  return upstreams.find((u) => u.paths.some((template) => servicePrefixOf(template) === prefix));
}

/** Prism's `sl-violations` response header (a JSON array) → its messages. */
export function violationsOf(header: string | string[] | undefined): string[] {
  const raw = Array.isArray(header) ? header.join('') : header;
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [raw];
    return parsed.map((v: unknown) => (typeof v === 'object' && v !== null && 'message' in v && typeof v.message === 'string' ? v.message : JSON.stringify(v)));
  } catch {
    return [raw];
  }
}

/** The `detail` (else `title`) of a problem+json error body, if it is one. */
export function detailOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const {detail, title} = parsed as {detail?: unknown; title?: unknown};
    if (typeof detail === 'string') return detail;
    return typeof title === 'string' ? title : undefined;
  } catch {
    return undefined;
  }
}

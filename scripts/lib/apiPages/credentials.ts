import type {ApiOperation} from './decodeApi';

/**
 * How a sample authenticates, from the operation's first security requirement.
 * Samples never contain a secret: they read the same environment variables as
 * the guides (API_KEY, ACCESS_TOKEN, CLIENT_ID/CLIENT_SECRET).
 */
export type Credential =
  | {kind: 'none'}
  | {kind: 'apiKey'; in: 'header' | 'query'; name: string; env: 'API_KEY'}
  | {kind: 'bearer'; env: 'ACCESS_TOKEN'}
  | {kind: 'basic'; env: ['CLIENT_ID', 'CLIENT_SECRET']};

export function credentialOf(op: ApiOperation): Credential {
  const requirement = op.security?.[0];
  const name = requirement ? Object.keys(requirement)[0] : undefined;
  if (!name) return {kind: 'none'};
  const scheme = op.securitySchemes?.[name];
  if (!scheme) throw new Error(`${op.method.toUpperCase()} ${op.path}: security scheme "${name}" is not defined`);
  if (scheme.type === 'apiKey' && (scheme.in === 'header' || scheme.in === 'query') && scheme.name) {
    return {kind: 'apiKey', in: scheme.in, name: scheme.name, env: 'API_KEY'};
  }
  if (scheme.type === 'oauth2' || (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')) {
    return {kind: 'bearer', env: 'ACCESS_TOKEN'};
  }
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return {kind: 'basic', env: ['CLIENT_ID', 'CLIENT_SECRET']};
  throw new Error(`${op.method.toUpperCase()} ${op.path}: no sample credentials for security scheme "${name}" (${scheme.type})`);
}

export function credentialEnv(c: Credential): string[] {
  switch (c.kind) {
    case 'none':
      return [];
    case 'basic':
      return [...c.env];
    default:
      return [c.env];
  }
}

/** Marks an environment variable inside the generated code; each language rewrites it (see languages.ts). */
export const envPlaceholder = (name: string): string => `__ENV_${name}__`;
/** The whole Basic credential: each language writes CLIENT_ID:CLIENT_SECRET its own way. */
export const basicPlaceholder = 'Basic __BASIC_CREDENTIALS__';

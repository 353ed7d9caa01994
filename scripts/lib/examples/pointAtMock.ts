import {apiHost} from '../contentChecks';

/** `https://api.example.com` as a whole origin: not `https://api.example.com.evil` nor `…:8443`. */
const apiOrigin = new RegExp(`${apiHost.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w.:-])`, 'g');

export function usesApiHost(source: string): boolean {
  return new RegExp(apiOrigin.source).test(source);
}

/**
 * The one substitution made to a sample before it runs: every literal
 * `https://api.example.com` becomes the mock's origin (`http://127.0.0.1:<port>`).
 * Paths, query strings and everything else stay as written.
 */
export function pointAtMock(source: string, mockOrigin: string): string {
  return source.replace(apiOrigin, mockOrigin);
}

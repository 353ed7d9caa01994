/**
 * `@docusaurus/useIsBrowser` as seen by the components of ./remounts.ts,
 * which use it only as a remount key: a constant, so the key never changes
 * and their content is hydrated once, not rendered again.
 */
export default function useIsBrowser(): boolean {
  return false;
}

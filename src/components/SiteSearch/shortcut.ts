/** The search shortcut label (SPEC §9): '⌘+K' on Mac, 'Ctrl+K' elsewhere. */
export function isMacPlatform(platform: string): boolean {
  return /^Mac|iPhone|iPad/.test(platform);
}

export function shortcutLabel(platform: string): string {
  return isMacPlatform(platform) ? 'Search ⌘+K' : 'Search Ctrl+K';
}

export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey'>, platform: string): boolean {
  const modifier = isMacPlatform(platform) ? event.metaKey : event.ctrlKey;
  return modifier && event.key.toLowerCase() === 'k';
}

/** What the search box can be doing; `dev` is the dev server, which has no index. */
export type SearchState = 'dev' | 'idle' | 'loading' | 'ready' | 'error';

/**
 * The box's placeholder: "Loading..." only while the index loads, a plain
 * failure when it could not load (the Retry button says what to do), and on
 * the dev server (`npm start`) that search needs a production build.
 */
export function searchPlaceholder(state: SearchState, label: string): string {
  if (state === 'dev') return 'Search needs a production build';
  if (state === 'loading') return 'Loading...';
  if (state === 'error') return 'Search unavailable';
  return label;
}

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

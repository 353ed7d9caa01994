/**
 * Announcement bar. The id is derived from the content, so readers who closed
 * an earlier message see a new one (dismissal is stored per id).
 */
import type {ThemeConfig} from '@docusaurus/preset-classic';

const content = 'New: the <a href="/docs/api-conventions">API conventions</a> page collects base URLs, errors, paging and rate limits in one place.';

/** Small, stable hash so the id changes exactly when the text changes. */
function hashOf(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}

export const announcementBar = {
  id: `announcement-${hashOf(content)}`,
  content,
  isCloseable: true,
  // Variables, not colors: the bar sets them as an inline style, which CSS could not
  // override for dark mode. Defined in src/css/custom.css for both modes.
  backgroundColor: 'var(--site-announcement-background)',
  textColor: 'var(--site-announcement-color)',
} satisfies NonNullable<ThemeConfig['announcementBar']>;

/**
 * Variants of a built page for `npm run bench:lighthouse -- --variants`: how
 * much of a page's score its scripts cost, and how much of that their download
 * alone costs (PERFORMANCE.md, "Scripts downloaded, never run").
 *
 * A built page names its scripts twice (config/htmlTemplate.ts): preload links
 * in the head (`data-entry`), which start the downloads, and the loader at the
 * end of the body (`data-base-url`), which runs them after the first paint.
 * - `scripts not run`: without the loader, so the scripts download and never run;
 * - `no scripts`: without both, so the page has no script to fetch or run.
 * Blocking the scripts' requests is not the same: the failed requests stay in
 * Lighthouse's simulated network, and the loader shows its base-URL banner.
 */
import {baseUrlAttribute, entryAttribute} from '../../config/htmlTemplate';

export const pageVariants = ['as built', 'scripts not run', 'no scripts'] as const;
export type PageVariant = (typeof pageVariants)[number];

const preloadLinks = new RegExp(`<link\\b[^>]*\\s${entryAttribute}[\\s/>][^>]*>`, 'g');
const loaderScript = new RegExp(`<script\\b[^>]*\\s${baseUrlAttribute}=[^>]*>[\\s\\S]*?</script>`, 'g');

function without(html: string, pattern: RegExp, what: string, file: string): string {
  const result = html.replace(pattern, '');
  // A page without them would measure the page as built under another name.
  if (result === html) throw new Error(`bench:lighthouse: no ${what} in ${file}: config/htmlTemplate.ts changed?`);
  return result;
}

/** The page's HTML as the variant serves it. Throws when the page has no scripts to take out. */
export function pageVariant(html: string, variant: PageVariant, file = 'the page'): string {
  if (variant === 'as built') return html;
  const notRun = without(html, loaderScript, 'script loader', file);
  return variant === 'scripts not run' ? notRun : without(notRun, preloadLinks, 'preloaded scripts', file);
}

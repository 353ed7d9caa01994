/**
 * One canonical URL per page, and the 301s nginx sends for every other
 * spelling of it. The canonical URL is the one the page declares in
 * <link rel="canonical"> — the URL the sitemap and the site's links use.
 * Old paths from config/redirectRows.json go straight to their target: one hop,
 * whatever spelling of the old path was asked for.
 */
import type {RedirectRow} from '../../config/redirects';

/** A built HTML file and the path it is served at. */
export type ServedPage = {file: string; path: string};

const canonicalLink = /<link\b[^>]*\brel=["']?canonical["']?[^>]*>/i;
const hrefAttribute = /\bhref=["']?([^"'\s>]+)/i;

/** The root-relative path of the page's canonical link, or undefined when it has none. */
export function canonicalPath(html: string, siteUrl: string): string | undefined {
  const link = canonicalLink.exec(html)?.[0];
  const href = link ? hrefAttribute.exec(link)?.[1] : undefined;
  if (!href) return undefined;
  const url = new URL(href, siteUrl);
  return decodeURI(url.pathname);
}

/** The other spellings of a page path: with or without the trailing slash, with index.html, with .html. */
export function pathVariants(path: string): string[] {
  if (path === '/') return ['/index.html'];
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  return [bare, `${bare}/`, `${bare}/index.html`, `${bare}.html`].filter((variant) => variant !== path);
}

/**
 * Redirect map, old path → new path: config/redirectRows.json rows (each source in
 * every spelling) and the non-canonical spellings of every served page.
 * Throws when two rules disagree or a redirect would hide a served page.
 */
export function redirectMap(pages: readonly ServedPage[], rows: readonly RedirectRow[]): Map<string, string> {
  const served = new Set(pages.map((page) => page.path));
  const map = new Map<string, string>();
  const add = (from: string, to: string, why: string) => {
    if (served.has(from)) throw new Error(`${why}: ${from} is a served page; it cannot also redirect to ${to}`);
    const existing = map.get(from);
    if (existing !== undefined && existing !== to) throw new Error(`${why}: ${from} redirects to both ${existing} and ${to}`);
    map.set(from, to);
  };
  for (const row of rows) {
    if (!served.has(row.to)) throw new Error(`config/redirectRows.json: target ${row.to} is not a built page (no built HTML file declares it canonical)`);
    for (const from of row.from) {
      for (const spelling of [from, ...pathVariants(from)]) add(spelling, row.to, 'config/redirectRows.json');
    }
  }
  for (const page of pages) {
    for (const variant of pathVariants(page.path)) {
      if (map.has(variant) || served.has(variant)) continue;
      add(variant, page.path, `canonical URL of ${page.file}`);
    }
  }
  return map;
}

/**
 * Rows of build/page-index.json: one per page a reader can land on, with the
 * title shown in its <title> (without the " | site" suffix). Pure, unit-tested.
 */

/** One row of page-index.json: what the not-found page (src/utils/closestPages) reads. */
export type IndexedPage = {path: string; title: string};

/** Routes that are not pages to suggest. */
const excluded = [/^\/404(\.html)?$/, /^\/search(\/|$)/, /\/tags(\/|$)/];

export function pageRoutes(routesPaths: readonly string[]): string[] {
  return [...new Set(routesPaths)].filter((route) => !excluded.some((pattern) => pattern.test(route))).sort();
}

export function titleOf(html: string, siteTitle: string): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match) return undefined;
  const title = decodeEntities(match[1]!.trim());
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return named[entity.toLowerCase()] ?? whole;
  });
}

export function pageRows(pages: ReadonlyArray<{route: string; html: string | undefined}>, siteTitle: string): IndexedPage[] {
  return pages.flatMap(({route, html}) => {
    const title = html === undefined ? undefined : titleOf(html, siteTitle);
    return title ? [{path: route, title}] : [];
  });
}

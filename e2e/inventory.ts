/**
 * The pages the build must contain, derived from the sources (not from the
 * build under test): every doc and page file, plus the generated-index
 * category pages the sidebars declare. Needs `npm run api:gen` (the
 * generated API pages and sidebars), as the build does.
 */
import sidebars from '../sidebars';
import {apiAreas, bundledSpecPathOf, isGeneratedApiRoute} from '../config/openapi';
import {generatedIndexRoutes, siteRoutes} from '../scripts/lib/siteRoutes';

/** Category pages listing other pages (/docs/<area>/api, /docs/<area>/guides, …). */
export const categoryRoutes: readonly string[] = generatedIndexRoutes(sidebars);

/** Every route of the site, sorted: what sitemap.xml must list. */
export const expectedRoutes: readonly string[] = [...siteRoutes(categoryRoutes)].sort();

/** What llms.txt must link: the docs pages (category pages are lists, not content) and the bundled specs. */
export const expectedLlmsLinks: readonly string[] = [
  ...expectedRoutes.filter((route) => route.startsWith('/docs/') && !categoryRoutes.includes(route)),
  ...apiAreas.map(bundledSpecPathOf),
].sort();

export {apiAreas, isGeneratedApiRoute};

/**
 * The routes the site will have, derived from its sources: docs/**\/*.md(x)
 * (including generated API pages once `npm run api:gen` has run) and
 * src/pages. Used by config tests so a wrong target fails before the build.
 * Docs here never set `slug:` in front matter, and a test keeps it that way.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isGeneratedApiPage} from '../../config/openapi';
import {isMarkdown, walkFiles} from './files';

/** The repository root: commands run from it (as config/openapi.ts assumes). */
export const root = process.cwd();

/** Doc id → route, e.g. `usage/index` → `/docs/usage/`, `contact` → `/docs/contact`. */
export function docRouteOf(docId: string): string {
  if (docId === 'index') return '/docs/';
  return docId.endsWith('/index') ? `/docs/${docId.slice(0, -'index'.length)}` : `/docs/${docId}`;
}

/**
 * Doc ids (path under docs/ without extension; generated pages use their `id`).
 * `handWrittenOnly`: leave out the generated API pages, so that the answer does
 * not depend on whether `npm run api:gen` has run.
 */
export function docIds({handWrittenOnly = false} = {}): string[] {
  return walkFiles(path.join(root, 'docs'))
    .filter((file) => isMarkdown(file) && !(handWrittenOnly && isGeneratedApiPage(path.relative(root, file))))
    .map((file) => {
      const rel = path.relative(path.join(root, 'docs'), file).replace(/\\/g, '/');
      const dir = path.posix.dirname(rel);
      // Generated files are named <slug>.api.mdx / .info.mdx / .tag.mdx; their id is <slug>.
      const base = path.posix.basename(rel).replace(/(\.(api|info|tag|schema))?\.mdx?$/, '');
      return dir === '.' ? base : `${dir}/${base}`;
    });
}

export function docsWithSlugFrontMatter(): string[] {
  return walkFiles(path.join(root, 'docs'))
    .filter(isMarkdown)
    .filter((file) => /^---[\s\S]*?^slug:/m.test(fs.readFileSync(file, 'utf8').split(/^---$/m).slice(0, 2).join('---')));
}

export function pageRoutes(): string[] {
  const pagesDir = path.join(root, 'src', 'pages');
  return walkFiles(pagesDir)
    .filter((file) => /\.(tsx|mdx?)$/.test(file) && !file.includes('__tests__'))
    .map((file) => {
      const rel = path
        .relative(pagesDir, file)
        .replace(/\\/g, '/')
        .replace(/\.(tsx|mdx?)$/, '');
      if (rel === 'index') return '/';
      return rel.endsWith('/index') ? `/${rel.slice(0, -'index'.length)}` : `/${rel}`;
    });
}

/** Every route from sources, plus generated category index routes given by the caller. */
export function siteRoutes(extra: readonly string[] = [], options: {handWrittenOnly?: boolean} = {}): Set<string> {
  return new Set([...docIds(options).map(docRouteOf), ...pageRoutes(), ...extra]);
}

type SidebarNode = {link?: {type?: string; slug?: string}; items?: readonly unknown[]};

/** Routes of the generated-index category pages the sidebars declare (`link: {type: 'generated-index', slug}`). */
export function generatedIndexRoutes(sidebars: Record<string, unknown>): string[] {
  const routes: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const {link, items} = node as SidebarNode;
    if (link?.type === 'generated-index' && link.slug) routes.push(`/docs${link.slug}`);
    items?.forEach(visit);
  };
  Object.values(sidebars).forEach(visit);
  return [...new Set(routes)].sort();
}

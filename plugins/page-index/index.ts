/**
 * Writes build/page-index.json after the build: every page's path and title,
 * for the not-found page, which suggests the closest pages to the requested
 * path (src/components/NotFoundHelp). About 6 KB gzip, fetched only by the 404 page.
 *
 * Also tells the home page whether the end-to-end journey page exists yet
 * (global data `journeyPath`), so the link appears when the page does and the
 * build's broken-link check never fails on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageRoutes, pageRows} from './rows';

export const pageIndexFile = 'page-index.json';
export type PageIndexGlobalData = {file: string; journeyPath: string | null};

const journeyDoc = 'docs/end-to-end.mdx';

export default function pageIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-index',
    contentLoaded({actions}) {
      const journeyPath = fs.existsSync(path.join(context.siteDir, journeyDoc)) ? '/docs/end-to-end' : null;
      actions.setGlobalData({file: pageIndexFile, journeyPath} satisfies PageIndexGlobalData);
    },
    postBuild({routesPaths, outDir}) {
      const pages = pageRoutes(routesPaths).map((route) => {
        const candidates = route.endsWith('/')
          ? [path.join(outDir, route, 'index.html')]
          : [path.join(outDir, `${route}.html`), path.join(outDir, route, 'index.html')];
        const file = candidates.find((candidate) => fs.existsSync(candidate));
        return {route, html: file ? fs.readFileSync(file, 'utf8') : undefined};
      });
      const rows = pageRows(pages, context.siteConfig.title);
      if (rows.length === 0) throw new Error('[page-index] no page titles found in the build: the 404 page would suggest nothing');
      fs.writeFileSync(path.join(outDir, pageIndexFile), JSON.stringify(rows));
      console.log(`[page-index] ${rows.length} pages → ${pageIndexFile}`);
    },
  };
}

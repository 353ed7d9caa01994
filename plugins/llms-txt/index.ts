/**
 * Writes build/llms.txt and build/llms-full.txt after the build, from the
 * built pages (so generated API pages are included as readers see them).
 * Page text comes from the same extractor as the search index.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractBuiltPages} from '../search-index/extract';
import {apiAreas} from '../../config/openapi';
import {formatLlmsFullTxt, formatLlmsTxt, type LlmsPage} from './format';

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'llms-txt',
    async postBuild({routesPaths, outDir}) {
      // Parsed once for both this file and the search index (plugins/search-index/extract.ts).
      const built = await extractBuiltPages(outDir, routesPaths);
      const pages: LlmsPage[] = [];
      for (const [route, {docs, facts}] of built) {
        if (!route.startsWith('/docs/')) continue;
        const page = docs[0];
        if (!page) continue; // not an article (e.g. a redirect page)
        const {description} = facts;
        const text = docs.map((doc, i) => (i === 0 ? doc.content : `## ${doc.title}\n\n${doc.content}`)).join('\n\n');
        pages.push({route, title: page.title, description, text});
      }
      const site = {title: context.siteConfig.title, tagline: context.siteConfig.tagline, url: context.siteConfig.url};
      await fs.writeFile(path.join(outDir, 'llms.txt'), formatLlmsTxt(site, pages, apiAreas));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), formatLlmsFullTxt(site, pages));
      console.log(`[llms-txt] ${pages.length} pages → llms.txt, llms-full.txt`);
    },
  };
}

/**
 * Part of `npm run api:gen`, after the plugin has written docs/<area>/api/:
 * for every endpoint page (`*.api.mdx`),
 * - writes `<id>.samples.json`: curl, Python and JavaScript samples made with
 *   @readme/httpsnippet from the operation (documented examples, security
 *   scheme, server URL from config/site.ts), plus the success response example;
 * - writes `<id>.explorer.json`: what the request editor reads of the operation
 *   (scripts/lib/apiPages/explorerData.ts), loaded only when a reader opens it;
 * - rewrites the page (scripts/lib/apiPages/rewritePage.ts);
 * then, per area, shares the schemas the pages' props repeat (scripts/lib/apiPages/sharedSchemas.ts)
 * gives every tag page its cards' descriptions (scripts/lib/apiPages/tagPage.ts)
 * and every info page the API pages' stylesheet (scripts/lib/apiPages/infoPage.ts).
 * Any operation the samples cannot be made for stops the run with its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {apiAreas, apiDocIdOf, apiOutputDirOf} from '../config/openapi';
import {hosts} from '../config/site';
import {buildSamples} from './lib/apiPages/buildSamples';
import {bodiesWithoutExample} from './lib/apiPages/examples';
import {explorerData} from './lib/apiPages/explorerData';
import {takeApiFrontMatter} from './lib/apiPages/decodeApi';
import {rewritePage, sharedTableFile} from './lib/apiPages/rewritePage';
import {shareSchemas} from './lib/apiPages/sharedSchemas';
import {cardDescription, operationsByTagPage, rewriteTagPage} from './lib/apiPages/tagPage';
import {withApiStyles} from './lib/apiPages/infoPage';

const root = process.cwd();

/**
 * Schema descriptions are rendered with `marked` (src/theme/Markdown), which
 * knows GFM but not the theme's `:::note` admonitions: fail here, with the
 * page, instead of showing the colons to readers.
 */
function assertSupportedMarkdown(dir: string, id: string): void {
  for (const file of fs.readdirSync(dir).filter((f) => f.startsWith(`${id}.`) && f.endsWith('.json'))) {
    if (/(^|\\n|")\s*:::\w/.test(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      throw new Error(
        `${path.relative(root, path.join(dir, file))}: a description uses a ":::" admonition; endpoint pages render GFM only (write a bold "Note:" instead)`,
      );
    }
  }
}

/** The schema components' props of an area's pages: every JSON file but the samples and the editor's data. */
function shareAreaSchemas(dir: string): void {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !/\.(samples|explorer)\.json$/.test(f) && f !== sharedTableFile)
    .sort();
  const shared = shareSchemas(files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Parameters<typeof shareSchemas>[0][number]));
  files.forEach((f, i) => fs.writeFileSync(path.join(dir, f), `${JSON.stringify(shared.files[i])}\n`));
  fs.writeFileSync(path.join(dir, sharedTableFile), `${JSON.stringify(shared.table)}\n`);
}

/** Each tag page of an area gets the descriptions of the operations its category lists. */
async function rewriteTagPages(area: string, descriptions: Map<string, string>): Promise<number> {
  const dir = path.join(root, apiOutputDirOf(area));
  const sidebarModule = (await import(path.join(dir, 'sidebar.ts'))) as {default: Parameters<typeof operationsByTagPage>[0]};
  const byTag = operationsByTagPage(sidebarModule.default);
  let pages = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.tag.mdx'))) {
    const rel = path.join(apiOutputDirOf(area), file);
    const docId = apiDocIdOf(area, file.replace(/\.tag\.mdx$/, ''));
    const operations = byTag.get(docId);
    if (!operations) throw new Error(`${rel}: no sidebar category links to ${docId}`);
    const cards = Object.fromEntries(
      operations.flatMap((id) => {
        const description = descriptions.get(id);
        return description ? [[id, description] as const] : [];
      }),
    );
    fs.writeFileSync(path.join(dir, file), rewriteTagPage(fs.readFileSync(path.join(dir, file), 'utf8'), rel, cards));
    pages += 1;
  }
  return pages;
}

async function main(): Promise<void> {
  let pages = 0;
  let tagPages = 0;
  for (const area of apiAreas) {
    const dir = path.join(root, apiOutputDirOf(area));
    const descriptions = new Map<string, string>();
    if (!fs.existsSync(dir)) throw new Error(`${apiOutputDirOf(area)} does not exist: run "docusaurus gen-api-docs all" first`);
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.api.mdx'))
      .sort()) {
      const id = file.replace(/\.api\.mdx$/, '');
      const rel = path.join(apiOutputDirOf(area), file);
      if (fs.readFileSync(path.join(dir, file), 'utf8').includes('export const apiSamples')) {
        throw new Error(`${rel} was already rewritten: run \`npm run api:gen\`, which regenerates the pages first`);
      }
      const {api, mdx} = takeApiFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'), rel);
      const missing = bodiesWithoutExample(api);
      if (missing.length > 0) {
        throw new Error(`${rel}: no documented example for ${missing.join(', ')}; add an \`example\` or \`examples\` to the media type in the spec`);
      }
      let samples;
      try {
        samples = buildSamples(api, hosts.api);
      } catch (error: unknown) {
        throw new Error(`${rel}: ${error instanceof Error ? error.message : String(error)}`);
      }
      fs.writeFileSync(path.join(dir, `${id}.samples.json`), `${JSON.stringify(samples, null, 2)}\n`);
      fs.writeFileSync(path.join(dir, `${id}.explorer.json`), `${JSON.stringify(explorerData(api))}\n`);
      fs.writeFileSync(path.join(dir, file), rewritePage(mdx, id));
      descriptions.set(apiDocIdOf(area, id), cardDescription(api));
      assertSupportedMarkdown(dir, id);
      pages += 1;
    }
    shareAreaSchemas(dir);
    tagPages += await rewriteTagPages(area, descriptions);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.info.mdx'))) {
      const rel = path.join(apiOutputDirOf(area), file);
      fs.writeFileSync(path.join(dir, file), withApiStyles(fs.readFileSync(path.join(dir, file), 'utf8'), rel));
    }
  }
  console.log(`api-pages: samples for ${pages} endpoint pages and cards for ${tagPages} tag pages in ${apiAreas.length} areas`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

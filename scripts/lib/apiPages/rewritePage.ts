/**
 * Rewrites a generated endpoint page so that it carries what it renders and
 * nothing more:
 * - the `api:` front matter (the whole operation, compressed) is removed;
 * - the page imports its build-time samples and the page layout, and exports
 *   both. Docusaurus attaches a content module's named exports to its default
 *   export, so the doc item component finds them on `props.content`. Because
 *   the layout is imported by the page's own module, it arrives with the
 *   route's chunks: no lazy boundary that could fail after the page rendered;
 * - the schema components' props (`{...require("./<id>.StatusCodes.json")}`
 *   and the like) go through `withSharedSchemas` with the area's table of
 *   shared schemas (./sharedSchemas.ts).
 */
export const apiPageLayoutModule = '@site/src/components/ApiPage';
export const sharedSchemasModule = '@site/src/components/ApiPage/sharedSchemas';
export const sharedTableFile = '_shared.schemas.json';

const propsRequire = /\{\.\.\.require\("(\.\/[^"]+\.json)"\)\}/g;

export function rewritePage(mdx: string, id: string): string {
  const frontMatterEnd = mdx.indexOf('\n---\n', 4);
  if (!mdx.startsWith('---\n') || frontMatterEnd < 0) throw new Error(`${id}.api.mdx: no front matter block`);
  const head = mdx.slice(0, frontMatterEnd + 5);
  const body = mdx.slice(frontMatterEnd + 5);
  const lines = [
    `import ApiPageLayout from "${apiPageLayoutModule}";`,
    `import apiSamplesData from "./${id}.samples.json";`,
    'export const apiPageLayout = ApiPageLayout;',
    'export const apiSamples = apiSamplesData;',
    `import {withSharedSchemas} from "${sharedSchemasModule}";`,
    `import sharedSchemas from "./${sharedTableFile}";`,
  ];
  const sharedBody = body.replace(propsRequire, (_, file: string) => `{...withSharedSchemas(require("${file}"), sharedSchemas)}`);
  return `${head}\n${lines.join('\n')}\n${sharedBody}`;
}

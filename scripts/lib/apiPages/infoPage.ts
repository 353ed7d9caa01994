/** The stylesheet module every generated API page loads (plugins/openapi-styles). */
export const apiStylesModule = '@site/src/css/openapiPages';

/**
 * An area's info page (`<area>/api/*.info.mdx`, written by the OpenAPI plugin)
 * with the API pages' stylesheet imported after its front matter. Endpoint
 * and tag pages get it from their components (ApiPage, ApiTagCards).
 */
export function withApiStyles(mdx: string, rel: string): string {
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(mdx);
  if (!frontMatter) throw new Error(`${rel}: no front matter; did the OpenAPI plugin change its info pages?`);
  const line = `import "${apiStylesModule}";`;
  if (mdx.includes(line)) throw new Error(`${rel} already imports ${apiStylesModule}: run \`npm run api:gen\`, which regenerates the pages first`);
  const end = frontMatter[0].length;
  return `${mdx.slice(0, end)}\n${line}\n${mdx.slice(end)}`;
}

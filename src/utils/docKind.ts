/**
 * Tells generated OpenAPI pages apart from hand-written docs by the front
 * matter the openapi-docs plugin writes into every page it generates.
 */
export type DocFrontMatter = Readonly<Record<string, unknown>>;

/** Front-matter keys set only by docusaurus-plugin-openapi-docs. */
const generatedKeys = ['api', 'schema', 'info_path', 'sample'] as const;

export function isGeneratedApiDoc(frontMatter: DocFrontMatter): boolean {
  return generatedKeys.some((key) => frontMatter[key] !== undefined);
}

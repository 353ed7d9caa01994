/**
 * OpenAPI entries: one per spec in openapi/. `npm run api:gen` turns each into
 * pages under docs/<area>/api/ (gitignored). Adding an area = adding
 * openapi/<area>.yaml (its pages go to /docs/<area>/api/) and wrapping its
 * generated sidebar with `apiReference('<area>')` in sidebars/<sidebar>.ts.
 * Commands run from the repository root.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

/** Areas with a spec: the file names of openapi/*.yaml (shared parts live in openapi/_shared/). */
export const apiAreas: readonly string[] = fs
  .readdirSync(path.resolve(process.cwd(), 'openapi'))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.replace(/\.yaml$/, ''))
  .sort();
export type ApiArea = string;

export const specPathOf = (area: ApiArea): string => `openapi/${area}.yaml`;
export const apiOutputDirOf = (area: ApiArea): string => `docs/${area}/api`;
/** The doc id of a generated page `<slug>.api.mdx` or `<slug>.tag.mdx` of an area. */
export const apiDocIdOf = (area: ApiArea, slug: string): string => `${area}/api/${slug}`;

/**
 * The generated-page path pattern, defined once: a file under `docs/<area>/api/`
 * (relative or absolute, either separator). Such pages come from the specs: the
 * content checks skip them and git ignores them.
 */
export const isGeneratedApiPage = (file: string): boolean => /(^|[\\/])docs[\\/][^\\/]+[\\/]api[\\/]/.test(file);
/** The same for a route: `/docs/<area>/api/…`. */
export const isGeneratedApiRoute = (route: string): boolean => /^\/docs\/[^/]+\/api\//.test(route);
/** Where the bundled spec is served (written to static/ by scripts/api-artifacts.ts). */
export const bundledSpecPathOf = (area: ApiArea): string => `/openapi/${area}.yaml`;

function entryFor(area: ApiArea) {
  return {
    specPath: specPathOf(area),
    outputDir: apiOutputDirOf(area),
    // The portal is read-only: readers copy requests, they do not send them from the page.
    // Written into the generated MDX at generation time: re-run api:gen after changing it.
    hideSendButton: true,
    showSchemas: false,
    // 'Export → OpenAPI Spec' on the area's API introduction page.
    downloadUrl: bundledSpecPathOf(area),
    sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
  } satisfies OpenApiPlugin.Options;
}

export const openApiConfig = Object.fromEntries(apiAreas.map((area) => [area, entryFor(area)])) satisfies Record<ApiArea, OpenApiPlugin.Options>;

/** Code sample languages on API pages; the `language` keys match the guides' tab values. */
export const languageTabs = [
  {highlight: 'bash', language: 'curl', logoClass: 'curl'},
  {highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests'},
  {highlight: 'javascript', language: 'javascript', logoClass: 'javascript', variant: 'fetch'},
];

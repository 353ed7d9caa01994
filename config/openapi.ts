/**
 * OpenAPI entries: one per spec in openapi/. `npm run api:gen` turns each into
 * pages under docs/<area>/api/ (gitignored). Adding an area = adding its name
 * to `apiAreas` (and importing its generated sidebar in sidebars.ts).
 */
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

/** Areas whose spec is openapi/<area>.yaml and whose pages live at /docs/<area>/api/. */
export const apiAreas = ['authentication', 'usage'] as const;
export type ApiArea = (typeof apiAreas)[number];

export const specPathOf = (area: ApiArea): string => `openapi/${area}.yaml`;
export const apiOutputDirOf = (area: ApiArea): string => `docs/${area}/api`;

function entryFor(area: ApiArea) {
  return {
    specPath: specPathOf(area),
    outputDir: apiOutputDirOf(area),
    // The portal is read-only: readers copy requests, they do not send them from the page.
    // Written into the generated MDX at generation time: re-run api:gen after changing it.
    hideSendButton: true,
    showSchemas: false,
    sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
  } satisfies OpenApiPlugin.Options;
}

export const openApiConfig = Object.fromEntries(
  apiAreas.map((area) => [area, entryFor(area)]),
) as Record<ApiArea, OpenApiPlugin.Options>;

/** Code sample languages on API pages; the `language` keys match the guides' tab values. */
export const languageTabs = [
  {highlight: 'bash', language: 'curl', logoClass: 'curl'},
  {highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests'},
  {highlight: 'javascript', language: 'javascript', logoClass: 'javascript', variant: 'fetch'},
];

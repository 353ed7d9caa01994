/**
 * Tells generated endpoint pages apart from every other doc: `api:gen`
 * (scripts/lib/apiPages/rewritePage.ts) makes each endpoint page's MDX module
 * export `apiPageLayout` and `apiSamples`, which Docusaurus attaches to the
 * content component.
 */
import type {ComponentType} from 'react';
import type {ApiSamples} from '@site/scripts/lib/apiPages/types';

export type EndpointPage = {layout: ComponentType<never>; samples: ApiSamples};

export function endpointPageOf(content: object): EndpointPage | undefined {
  const {apiPageLayout, apiSamples} = content as {apiPageLayout?: unknown; apiSamples?: unknown};
  if (typeof apiPageLayout !== 'function' || apiSamples === null || typeof apiSamples !== 'object') return undefined;
  return {layout: apiPageLayout as ComponentType<never>, samples: apiSamples as ApiSamples};
}
